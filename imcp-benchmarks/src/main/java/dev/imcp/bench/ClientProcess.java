package dev.imcp.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A {@link ClientRunner} in a JVM of its own, with the same flags for every client and the class path of an application
 * that uses it ({@link ClientPath}), driven one command at a time.
 */
final class ClientProcess implements AutoCloseable {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  private final String client;
  private final Process process;
  private final BufferedReader results;
  private final OutputStream commands;

  private ClientProcess(String client, Process process) {
    this.client = client;
    this.process = process;
    this.results =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    this.commands = process.getOutputStream();
  }

  /**
   * Launches the client, which connects, makes its first call and reports; then it waits for commands.
   *
   * @param jvmOptions added after the common ones, such as {@link SharedServer#jvmOptions}
   */
  static ClientProcess start(String client, List<String> jvmOptions) throws IOException {
    return start(client, jvmOptions, List.of());
  }

  /**
   * A launch that only measures the cold start, with nothing else running on the machine: JVM launch to first call,
   * and client start to initialized.
   */
  static ObjectNode coldStart(String client) throws IOException {
    return coldStart(client, List.of());
  }

  /**
   * A cold-start launch with JVM options added after the common ones ({@code -Xlog:…}, say), for {@link ColdStart}. The
   * classes the client loaded until its first answer are counted in a class-load log of its own, up to the marker it
   * loads once it has measured: the JVM's own counter needs the management beans, whose loading (up to 150 classes, more
   * for a client that has loaded fewer of the JDK's) the count would include.
   */
  static ObjectNode coldStart(String client, List<String> jvmOptions) throws IOException {
    Path log = Files.createTempFile("imcp-cold-" + client, ".log");
    List<String> options = new ArrayList<>(jvmOptions);
    options.add("-Xlog:class+load=info:file=" + log);
    try {
      ObjectNode result;
      try (ClientProcess process = start(client, options, List.of("--cold"))) {
        result = process.result();
      } // closed: the child has exited and its log is complete
      return result.put(
          "classesToFirstCall", classesBefore(log, FirstAnswer.Marker.class.getName()));
    } finally {
      Files.deleteIfExists(log);
    }
  }

  /** Classes in a class-load log before {@code marker}. */
  private static long classesBefore(Path log, String marker) throws IOException {
    long count = 0;
    for (String line : Files.readAllLines(log)) {
      if (line.contains("] " + marker + " source:")) {
        return count;
      }
      count += line.contains("[class,load]") ? 1 : 0;
    }
    throw new IllegalStateException("no " + marker + " in " + log);
  }

  private static ClientProcess start(String client, List<String> jvmOptions, List<String> options)
      throws IOException {
    return start(client, ClientPath.of(client), jvmOptions, options);
  }

  /** The client on another class path: {@link ObservabilityOverhead}'s baseline runtime in place of this one. */
  static ClientProcess start(String client, String classPath) throws IOException {
    return start(client, classPath, List.of(), List.of());
  }

  private static ClientProcess start(
      String client, String classPath, List<String> jvmOptions, List<String> options)
      throws IOException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx1g",
        "-Dorg.slf4j.simpleLogger.defaultLogLevel=error",
        "-Dimcp.testServers="
            + System.getProperty("imcp.testServers", "test-servers/node_modules")));
    command.addAll(jvmOptions);
    command.addAll(List.of(
        "-cp",
        classPath,
        ClientRunner.class.getName(),
        client,
        Long.toString(System.currentTimeMillis())));
    command.addAll(options);
    ProcessBuilder builder =
        new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
    if (SharedServer.overHttp(client) && !options.contains("--cold") && boundedEventStore()) {
      builder.environment().putAll(EventStore.preloaded());
    }
    return new ClientProcess(client, builder.start());
  }

  /**
   * Whether the HTTP clients' servers keep only their last 1,000 events ({@code bounded-events.mjs}; {@code
   * -Dimcp.bench.eventStore=all} keeps server-everything's own store, which keeps every event). Not for cold starts:
   * their server answers one call.
   */
  static boolean boundedEventStore() {
    return !System.getProperty("imcp.bench.eventStore", "bounded").equals("all");
  }

  /** The next result: the first one tells the cold start. */
  ObjectNode result() throws IOException {
    for (String line = results.readLine(); line != null; line = results.readLine()) {
      if (line.startsWith("RESULT ")) {
        return (ObjectNode) JSON.readTree(line.substring("RESULT ".length()));
      }
    }
    throw new IllegalStateException("client " + client + " ended without a result (exit "
        + (process.isAlive() ? "none yet" : process.exitValue()) + ")");
  }

  /** The client's JVM, whose descendants are its server. */
  ProcessHandle handle() {
    return process.toHandle();
  }

  ObjectNode command(String command) throws IOException {
    commands.write((command + "\n").getBytes(StandardCharsets.UTF_8));
    commands.flush();
    return result();
  }

  /** Ends the client: at the end of its input it finishes its phase, closes its client and exits. */
  @Override
  public void close() {
    Processes.endInput(process, commands, 30);
  }
}
