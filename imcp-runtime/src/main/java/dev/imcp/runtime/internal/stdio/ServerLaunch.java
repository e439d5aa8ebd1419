package dev.imcp.runtime.internal.stdio;

import dev.imcp.runtime.ServerCommand;
import java.io.IOException;
import java.io.OutputStream;
import org.jspecify.annotations.Nullable;

/**
 * A server process started before the session that will speak to it, or why it could not start. Connecting starts the
 * server first, and sends it its first request at once, before logging, Jackson and our own classes load, so that the
 * server's start-up (half a second to a second for a Node server) overlaps the client's. Deliberately without a logger: loading one is part of what it runs ahead of.
 */
public final class ServerLaunch {
  private final @Nullable Process process;
  private final @Nullable IOException failure;

  private ServerLaunch(@Nullable Process process, @Nullable IOException failure) {
    this.process = process;
    this.failure = failure;
  }

  /**
   * Starts the process and writes {@code firstLine} (the session's first request, with its newline) at once; no shell
   * is involved, so arguments arrive exactly as given. Never throws: a process that cannot start, or dies before
   * reading, is the session's to report.
   */
  public static ServerLaunch start(ServerCommand command, byte[] firstLine) {
    ProcessBuilder builder = new ProcessBuilder(command.command());
    builder.environment().putAll(command.environment());
    // Not ifPresent(directory -> …): its lambda would be spun before the server starts.
    if (command.workingDirectory().isPresent()) {
      builder.directory(command.workingDirectory().get().toFile());
    }
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      return new ServerLaunch(null, e);
    }
    try {
      OutputStream stdin = process.getOutputStream();
      synchronized (stdin) {
        stdin.write(firstLine);
        stdin.flush();
      }
    } catch (IOException e) {
      // Gone already: its exit code and stderr will say why.
    }
    return new ServerLaunch(process, null);
  }

  /** Nothing started: an HTTP server runs already, and its session sends the first request itself. */
  public static ServerLaunch none() {
    return new ServerLaunch(null, null);
  }

  /** The running process, or the failure to start it. */
  public Process process() throws IOException {
    if (failure != null) {
      throw failure;
    }
    if (process == null) {
      throw new IllegalStateException("an HTTP server has no process");
    }
    return process;
  }
}
