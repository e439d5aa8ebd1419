package dev.imcp.opentelemetry;

import dev.imcp.runtime.ServerCommand;
import dev.imcp.testing.TestServers;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * test-servers/traced-server.mjs (TypeScript SDK v2): the server's part of tracing, which answers the trace context it
 * received and the span it opened for it. Over stdio a {@link ServerCommand}; over Streamable HTTP a process on a
 * free port, which ends when its stdin closes.
 */
final class TracedServer implements AutoCloseable {
  private static final Pattern LISTENING = Pattern.compile("listening on port (\\d+)");
  /** What test-servers/http-launcher.mjs prints once server-everything listens. */
  private static final Pattern LAUNCHED =
      Pattern.compile("listening on http://127\\.0\\.0\\.1:(\\d+)/mcp");

  private final Process process;
  private final URI uri;

  private TracedServer(Process process, URI uri) {
    this.process = process;
    this.uri = uri;
  }

  static ServerCommand stdio() {
    return ServerCommand.of(TestServers.traced());
  }

  static TracedServer http() {
    return start(TestServers.traced("http"), LISTENING);
  }

  /** server-everything over Streamable HTTP, which keeps 2025 sessions (an {@code Mcp-Session-Id}), as a stand-in. */
  static TracedServer everything() {
    return start(
        java.util.List.of("node", TestServers.script("http-launcher.mjs").toString()), LAUNCHED);
  }

  /** recovering-server.mjs: a fake whose first session expires and whose first tool call is refused with a 503. */
  static TracedServer recovering() {
    try {
      java.nio.file.Path script = java.nio.file.Path.of(
          TracedServer.class.getResource("/recovering-server.mjs").toURI());
      return start(java.util.List.of("node", script.toString()), LISTENING);
    } catch (java.net.URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static TracedServer start(java.util.List<String> command, Pattern listening) {
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().put("PORT", "0");
    builder.redirectErrorStream(true);
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    CompletableFuture<Integer> port = CompletableFuture.supplyAsync(() -> port(process, listening));
    try {
      return new TracedServer(
          process, URI.create("http://127.0.0.1:" + port.get(30, TimeUnit.SECONDS) + "/mcp"));
    } catch (InterruptedException | ExecutionException | TimeoutException e) {
      process.destroyForcibly();
      throw new IllegalStateException(command + " did not start", e);
    }
  }

  /** Reads the server's output until it says where it listens, then drains the rest. */
  private static int port(Process process, Pattern listening) {
    BufferedReader lines =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    try {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        Matcher matcher = listening.matcher(line);
        if (matcher.find()) {
          Thread drain = new Thread(() -> lines.lines().forEach(rest -> {}), "traced-server-out");
          drain.setDaemon(true);
          drain.start();
          return Integer.parseInt(matcher.group(1));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    throw new IllegalStateException("the server ended before it listened");
  }

  URI uri() {
    return uri;
  }

  @Override
  public void close() {
    try {
      process.getOutputStream().close();
      if (!process.waitFor(Duration.ofSeconds(5).toMillis(), TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
      }
    } catch (IOException e) {
      process.destroyForcibly();
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
