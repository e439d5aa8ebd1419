package dev.imcp.runtime.internal;

import dev.imcp.runtime.ServerCommand;
import java.io.IOException;
import org.jspecify.annotations.Nullable;

/**
 * A server process started before the session that will speak to it, or why it could not start. Connecting starts the
 * server first, before logging, Jackson and our own classes load, so that the server's start-up (most of a second for
 * a Node server) overlaps the client's. Deliberately without a logger: loading one is part of what it runs ahead of.
 */
public final class ServerLaunch {
  private final @Nullable Process process;
  private final @Nullable IOException failure;

  private ServerLaunch(@Nullable Process process, @Nullable IOException failure) {
    this.process = process;
    this.failure = failure;
  }

  /** Starts the process; no shell is involved, so arguments arrive exactly as given. Never throws. */
  public static ServerLaunch start(ServerCommand command) {
    ProcessBuilder builder = new ProcessBuilder(command.command());
    builder.environment().putAll(command.environment());
    command.workingDirectory().ifPresent(directory -> builder.directory(directory.toFile()));
    try {
      return new ServerLaunch(builder.start(), null);
    } catch (IOException e) {
      return new ServerLaunch(null, e);
    }
  }

  /** The running process, or the failure to start it. */
  Process process() throws IOException {
    if (failure != null) {
      throw failure;
    }
    if (process == null) {
      throw new IllegalStateException("neither a process nor a failure");
    }
    return process;
  }
}
