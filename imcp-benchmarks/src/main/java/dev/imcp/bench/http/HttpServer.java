package dev.imcp.bench.http;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An HTTP server of test-servers/ on a free loopback port, one per client: server-everything over Streamable HTTP
 * ({@code http-launcher.mjs}) or the bare echo server ({@code echo-http.mjs}).
 */
final class HttpServer implements AutoCloseable {
  private static final Pattern LISTENING =
      Pattern.compile("imcp-http-launcher: listening on (\\S+) pid \\d+");

  private final Process process;
  private final URI url;

  private HttpServer(Process process, URI url) {
    this.process = process;
    this.url = url;
  }

  static HttpServer start(String script) {
    Path launcher = Path.of(System.getProperty("imcp.testServers", "test-servers/node_modules"))
        .toAbsolutePath()
        .resolveSibling(script);
    ProcessBuilder builder =
        new ProcessBuilder("node", launcher.toString()).redirectErrorStream(true);
    builder.environment().remove("IMCP_REQUIRED_TOKEN");
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    CompletableFuture<URI> listening = new CompletableFuture<>();
    Thread reader = new Thread(
        () -> {
          // Drained to the end: server-everything logs a line per request, and a full pipe would
          // stall it.
          try (BufferedReader lines = new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
              Matcher matcher = LISTENING.matcher(line);
              if (matcher.matches()) {
                listening.complete(URI.create(matcher.group(1)));
              }
            }
          } catch (IOException e) {
            // The process ended.
          }
          listening.completeExceptionally(new IllegalStateException(script + " exited"));
        },
        "http-server-output");
    reader.setDaemon(true);
    reader.start();
    try {
      return new HttpServer(process, listening.get(30, TimeUnit.SECONDS));
    } catch (InterruptedException | ExecutionException | TimeoutException e) {
      process.destroyForcibly();
      throw new IllegalStateException(script + " did not start", e);
    }
  }

  URI url() {
    return url;
  }

  /** CPU time the server process has used so far (user and system), from /proc; 10 ms resolution. */
  long cpuNanos() {
    try {
      String stat =
          java.nio.file.Files.readString(Path.of("/proc", Long.toString(process.pid()), "stat"));
      String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command name and state.
      return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10_000_000L;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    process.destroy();
    try {
      process.waitFor(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
