package dev.imcp.build;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** test-servers/http-launcher.mjs: server-everything over Streamable HTTP on a free loopback port, as a real process. */
final class HttpLauncher implements AutoCloseable {
  private static final Pattern LISTENING =
      Pattern.compile("imcp-http-launcher: listening on (\\S+) pid \\d+");

  private final Process process;
  private final URI url;
  private final List<String> output;

  private HttpLauncher(Process process, URI url, List<String> output) {
    this.process = process;
    this.url = url;
    this.output = output;
  }

  /** @param requiredToken the bearer token every request must carry, or null for none */
  static HttpLauncher start(String requiredToken) {
    Path launcher = Path.of(System.getProperty("imcp.testServers", "../test-servers/node_modules"))
        .resolveSibling("http-launcher.mjs");
    ProcessBuilder builder =
        new ProcessBuilder("node", launcher.toString()).redirectErrorStream(true);
    builder.environment().remove("IMCP_REQUIRED_TOKEN");
    if (requiredToken != null) {
      builder.environment().put("IMCP_REQUIRED_TOKEN", requiredToken);
    }
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<String> output = new CopyOnWriteArrayList<>();
    CompletableFuture<URI> listening = new CompletableFuture<>();
    Thread reader = new Thread(() -> drain(process, output, listening), "http-launcher-output");
    reader.setDaemon(true);
    reader.start();
    try {
      return new HttpLauncher(process, listening.get(30, TimeUnit.SECONDS), output);
    } catch (InterruptedException | ExecutionException | TimeoutException e) {
      process.destroyForcibly();
      throw new IllegalStateException("http-launcher.mjs did not start: " + output, e);
    }
  }

  private static void drain(
      Process process, List<String> output, CompletableFuture<URI> listening) {
    try (BufferedReader lines = new BufferedReader(
        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        output.add(line);
        Matcher matcher = LISTENING.matcher(line);
        if (matcher.matches()) {
          listening.complete(URI.create(matcher.group(1)));
        }
      }
    } catch (IOException e) {
      // The process ended.
    }
    listening.completeExceptionally(new IllegalStateException("exited"));
  }

  URI url() {
    return url;
  }

  List<String> output() {
    return List.copyOf(output);
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
