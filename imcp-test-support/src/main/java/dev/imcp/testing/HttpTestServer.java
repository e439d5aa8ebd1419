package dev.imcp.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A real HTTP server process on a loopback port, the one launcher of every module's tests and the benchmarks: one of
 * the scripts in {@code test-servers/}, the OAuth stack, or a module's own fake, started with {@code node}. It is ready
 * once it announces where it listens ({@code imcp-http-launcher: listening on <url> pid <pid>}, {@code listening on
 * port <n>}, or the line a {@link #launch} names); everything it prints is kept, so that a test can await what the
 * server saw instead of sleeping. It ends with {@link #close()}, and when the test's JVM does (the scripts end when
 * their standard input closes).
 */
public final class HttpTestServer implements AutoCloseable {
  private static final Duration START = Duration.ofSeconds(30);
  private static final Pattern LAUNCHER =
      Pattern.compile("imcp-http-launcher: listening on (\\S+) pid \\d+");
  private static final Pattern PORT = Pattern.compile("listening on port (\\d+)");

  private final Process process;
  private final @Nullable String ready;
  private final List<String> lines = new ArrayList<>();
  private @Nullable URI uri;

  private HttpTestServer(Process process, @Nullable String ready) {
    this.process = process;
    this.ready = ready;
  }

  /**
   * server-everything over Streamable HTTP ({@code http-launcher.mjs}) on a free port.
   *
   * @param requiredToken the bearer token every request must carry, or null for none
   */
  public static HttpTestServer everything(@Nullable String requiredToken) {
    return start(
        List.of("node", TestServers.script("http-launcher.mjs").toString()),
        requiredToken == null ? Map.of() : Map.of("IMCP_REQUIRED_TOKEN", requiredToken));
  }

  /** server-everything over Streamable HTTP on {@code port}: a test that restarts it needs it back where it was. */
  public static HttpTestServer everythingOn(int port) {
    return node(port, TestServers.npmServer("server-everything").toString(), "streamableHttp");
  }

  /** The TS SDK v2 server over HTTP: {@code reject} speaks only 2026-07-28, {@code serve} both eras. */
  public static HttpTestServer modern(String legacy) {
    return node(freePort(), TestServers.script("modern-server.mjs").toString(), legacy, "http");
  }

  /** The TS SDK v2 server that answers the trace context it receives (2025 statelessly); see traced-server.mjs. */
  public static HttpTestServer traced() {
    return node(freePort(), TestServers.script("traced-server.mjs").toString(), "http");
  }

  /** A script of {@code test-servers/}, such as the bare {@code echo-http.mjs}, on a free port. */
  public static HttpTestServer script(String file) {
    return start(List.of("node", TestServers.script(file).toString()), Map.of());
  }

  /**
   * {@code node <script>} in the script's folder with {@code environment} added, such as {@code
   * oauth-servers/oauth-stack.mjs} or a module's own fake: ready once it prints a line that starts with {@code ready},
   * or says where it listens as the scripts of {@code test-servers/} do; {@link #uri()} is what follows {@code ready}
   * when that is a URL.
   */
  public static HttpTestServer launch(Path script, Map<String, String> environment, String ready) {
    if (!Files.exists(script)) {
      throw new IllegalStateException(script + " is missing");
    }
    return start(List.of("node", script.toString()), environment, script.getParent(), ready);
  }

  /** {@link #launch} for a script among {@code owner}'s test resources, such as {@code /fakes/faulty.mjs}. */
  public static HttpTestServer launch(
      Class<?> owner, String resource, Map<String, String> environment, String ready) {
    try {
      return launch(
          Path.of(java.util.Objects.requireNonNull(owner.getResource(resource), resource)
              .toURI()),
          environment,
          ready);
    } catch (java.net.URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * {@code node <script> <arguments>} with {@code PORT=port}, every listening socket of it on loopback alone.
   *
   * @param script and its arguments
   */
  public static HttpTestServer node(int port, String... script) {
    List<String> command = new ArrayList<>(
        List.of("node", "--require", TestServers.script("loopback-only.cjs").toString()));
    command.addAll(List.of(script));
    return start(command, Map.of("PORT", Integer.toString(port)));
  }

  private static HttpTestServer start(List<String> command, Map<String, String> environment) {
    return start(command, environment, null, null);
  }

  private static HttpTestServer start(
      List<String> command,
      Map<String, String> environment,
      @Nullable Path directory,
      @Nullable String ready) {
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().remove("IMCP_REQUIRED_TOKEN");
    builder.environment().putAll(environment);
    if (directory != null) {
      builder.directory(directory.toFile());
    }
    HttpTestServer server;
    try {
      server = new HttpTestServer(builder.start(), ready);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.drain(server.process.getInputStream());
    server.drain(server.process.getErrorStream());
    if (!server.await(
        line -> server.uri != null || ready != null && line.startsWith(ready), START)) {
      server.close();
      throw new IllegalStateException(command + " did not start: " + server.lines());
    }
    return server;
  }

  /** The server's MCP endpoint. */
  public URI uri() {
    return java.util.Objects.requireNonNull(uri, "announced no URL");
  }

  /** Waits, at most {@code timeout}, for a line of the server's output that {@code wanted} accepts. */
  public boolean await(Predicate<String> wanted, Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    synchronized (lines) {
      while (lines.stream().noneMatch(wanted)) {
        long left = deadline - System.nanoTime();
        if (left <= 0 || !process.isAlive() && lines.stream().noneMatch(wanted)) {
          return false;
        }
        try {
          TimeUnit.NANOSECONDS.timedWait(lines, left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return false;
        }
      }
      return true;
    }
  }

  /**
   * {@return the text after {@code prefix} of the first line that starts with it}, waiting for it at most 30 s
   *
   * @throws IllegalStateException naming what the server printed when no such line came
   */
  public String await(String prefix) {
    if (!await(line -> line.startsWith(prefix), START)) {
      throw new IllegalStateException("no line '" + prefix + "…'; output: " + lines());
    }
    return lines().stream()
        .filter(line -> line.startsWith(prefix))
        .findFirst()
        .orElseThrow()
        .substring(prefix.length());
  }

  /** {@return how many lines that start with {@code prefix} the server printed so far} */
  public long count(String prefix) {
    return lines().stream().filter(line -> line.startsWith(prefix)).count();
  }

  /** What the server printed so far, stdout and stderr. */
  public List<String> lines() {
    synchronized (lines) {
      return List.copyOf(lines);
    }
  }

  /** The server's process, for placing it on cores or reading its threads. */
  public ProcessHandle handle() {
    return process.toHandle();
  }

  /**
   * CPU time the server process's threads have used so far, in nanoseconds ({@link ProcessCpu#nanos}).
   *
   * @throws UncheckedIOException when the server has ended
   */
  public long cpuNanos() {
    return ProcessCpu.nanos(process.pid());
  }

  private void drain(InputStream stream) {
    Thread reader = new Thread(() -> read(stream), "test-server-output");
    reader.setDaemon(true);
    reader.start();
  }

  private void read(InputStream stream) {
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        synchronized (lines) {
          announced(line);
          lines.add(line);
          lines.notifyAll();
        }
      }
    } catch (IOException e) {
      // The process ended.
    }
    synchronized (lines) {
      lines.notifyAll();
    }
  }

  private void announced(String line) {
    Matcher launcher = LAUNCHER.matcher(line);
    Matcher port = PORT.matcher(line);
    if (uri == null && ready != null && line.startsWith(ready + "http")) {
      uri = URI.create(line.substring(ready.length()).strip());
    } else if (uri == null && launcher.matches()) {
      uri = URI.create(launcher.group(1));
    } else if (uri == null && port.find() && !port.group(1).equals("0")) {
      // Not "port 0": server-everything under http-launcher.mjs says so on stderr, sometimes before
      // the launcher's
      // line on stdout names the port the system gave it.
      uri = URI.create("http://127.0.0.1:" + port.group(1) + "/mcp");
    }
  }

  /** A loopback port nothing listens on now. */
  public static int freePort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
