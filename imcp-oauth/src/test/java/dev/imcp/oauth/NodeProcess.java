package dev.imcp.oauth;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;

/**
 * A node script of the tests as a real process: its output lines collected, found by prefix; it ends when its standard
 * input closes (the scripts watch for that), or when closed.
 */
final class NodeProcess implements AutoCloseable {
  private final Process process;
  private final List<String> lines = new ArrayList<>();

  private NodeProcess(Process process) {
    this.process = process;
    drain(process.getInputStream());
    drain(process.getErrorStream());
  }

  /** Starts {@code node script}, with {@code env} added to the environment. */
  static NodeProcess start(Path script, Map<String, String> env) {
    if (!Files.exists(script)) {
      throw new IllegalStateException(script + " is missing");
    }
    ProcessBuilder builder = new ProcessBuilder("node", script.toString());
    builder.directory(script.getParent().toFile());
    builder.environment().putAll(env);
    try {
      return new NodeProcess(builder.start());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The oauth-servers folder, whose dependencies `npm ci` installs. */
  static Path oauthServers() {
    Path folder = Path.of(System.getProperty("imcp.oauthServers", "../oauth-servers"));
    if (!Files.isDirectory(folder.resolve("node_modules"))) {
      throw new IllegalStateException(folder.toAbsolutePath().normalize()
          + "/node_modules is missing: run npm ci --prefix oauth-servers");
    }
    return folder;
  }

  /** The text after {@code prefix} of the first line starting with it, waiting for it at most 30 s. */
  String await(String prefix) {
    Awaitility.await(prefix)
        .atMost(Duration.ofSeconds(30))
        .pollInterval(Duration.ofMillis(20))
        .until(() -> find(prefix).isPresent() || !process.isAlive());
    return find(prefix)
        .orElseThrow(
            () -> new IllegalStateException("no line '" + prefix + "…'; output: " + lines()));
  }

  Optional<String> find(String prefix) {
    return lines().stream()
        .filter(line -> line.startsWith(prefix))
        .map(line -> line.substring(prefix.length()))
        .findFirst();
  }

  /** How many lines start with {@code prefix} so far. */
  long count(String prefix) {
    return lines().stream().filter(line -> line.startsWith(prefix)).count();
  }

  List<String> lines() {
    synchronized (lines) {
      return List.copyOf(lines);
    }
  }

  private void drain(InputStream stream) {
    Thread reader = new Thread(
        () -> {
          try (BufferedReader in =
              new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
              synchronized (lines) {
                lines.add(line);
              }
            }
          } catch (IOException e) {
            // the process ended
          }
        },
        "node-output");
    reader.setDaemon(true);
    reader.start();
  }

  @Override
  public void close() {
    try {
      process.getOutputStream().close();
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      }
    } catch (IOException e) {
      process.destroyForcibly();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
