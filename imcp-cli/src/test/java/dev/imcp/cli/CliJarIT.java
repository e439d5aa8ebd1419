package dev.imcp.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.TestServers;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shaded jar as a user runs it: {@code java -jar imcp-cli-VERSION.jar} in a process of its own, against the real
 * server-everything and against a committed snapshot; its output compiled with javac against the runtime alone, and
 * its exit codes 0, 1 (drift) and 2 (bad usage).
 */
class CliJarIT {
  private static final Path JAR = Path.of(System.getProperty("imcp.cliJar", "target/imcp-cli.jar"));
  private static final String PACKAGE = "com.example.everything";
  private static final String APP = """
      package com.example.app;

      import com.example.everything.EchoRequest;
      import com.example.everything.EverythingClient;
      import com.example.everything.EverythingClientTools;
      import com.example.everything.GetSumRequest;
      import com.example.everything.InfoService;
      import com.example.everything.ToolsService;
      import dev.imcp.runtime.ToolResult;

      /** Compiles only if the generated API has the expected shape. */
      public final class App {
        private App() {}

        static ToolResult echo(ToolsService tools) {
          return tools.echo(EchoRequest.of("hello"));
        }

        static Object sum(InfoService info) {
          return info.getSum(GetSumRequest.builder().a(1.0).b(2.0).build());
        }

        static String fingerprint() {
          return EverythingClient.SNAPSHOT_FINGERPRINT + EverythingClientTools.ECHO.name();
        }
      }
      """;

  @TempDir
  Path dir;

  /** What one run printed, and how it ended. */
  record Run(int exitCode, String out, String err) {}

  /** {@code imcp generate} of server-everything's SDK into {@code generated}, with {@code more}. */
  private Run generate(String... more) throws IOException, InterruptedException {
    List<String> arguments = new ArrayList<>(List.of("generate"));
    arguments.addAll(List.of(more));
    arguments.addAll(List.of(
        "--package-name",
        PACKAGE,
        "--client-name",
        "EverythingClient",
        "--service-rule",
        "get-*=info",
        "--output",
        "generated"));
    return imcp(arguments.toArray(String[]::new));
  }

  private Run imcp(String... arguments) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(java(), "-jar", JAR.toString()));
    command.addAll(Arrays.asList(arguments));
    return run(new ProcessBuilder(command));
  }

  private static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  private Run run(ProcessBuilder builder) throws IOException, InterruptedException {
    Path out = Files.createTempFile(dir, "out", ".txt");
    Path err = Files.createTempFile(dir, "err", ".txt");
    Process process = builder
        .directory(dir.toFile())
        .redirectOutput(out.toFile())
        .redirectError(err.toFile())
        .start();
    assertThat(process.waitFor(120, TimeUnit.SECONDS))
        .as("%s ends within 120 s", String.join(" ", builder.command()))
        .isTrue();
    return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
  }

  private static String everything() {
    return String.join(" ", TestServers.everything());
  }

  private void committedSnapshot() throws IOException {
    Path snapshot = dir.resolve("src/main/imcp/tools.json");
    Files.createDirectories(snapshot.getParent());
    try (InputStream committed = CliJarIT.class.getResourceAsStream("everything-tools.json")) {
      Files.copy(committed, snapshot);
    }
  }

  /** docs/cli.md's shell script, as it is written there, run with sh; java and javac from this JDK first. */
  private Run guidesScript(String server) throws IOException, InterruptedException {
    String guide = CliDocsTest.guide();
    int section = guide.indexOf("## From a shell script");
    int start = guide.indexOf("```sh\n", section) + "```sh\n".length();
    Path script = dir.resolve("generate-sdk.sh");
    Files.writeString(script, guide.substring(start, guide.indexOf("```", start)));
    Path app = dir.resolve("src/main/java/com/example/app/App.java");
    Files.createDirectories(app.getParent());
    Files.writeString(app, APP);
    ProcessBuilder sh = new ProcessBuilder("sh", script.toString());
    Map<String, String> environment = sh.environment();
    environment.put(
        "PATH", Path.of(java()).getParent() + File.pathSeparator + environment.get("PATH"));
    environment.put("IMCP_CLI", JAR.toAbsolutePath().toString());
    environment.put("RUNTIME_CLASSPATH", runtimeClassPath());
    environment.put("MCP_SERVER", server);
    return run(sh);
  }

  /** javac on the generated sources and an app that uses them, against the runtime and what it brings. */
  private void compiles(Path sources) throws IOException {
    Path app = dir.resolve("app/com/example/app/App.java");
    Files.createDirectories(app.getParent());
    Files.writeString(app, APP);
    List<String> files;
    try (Stream<Path> walk = Files.walk(sources)) {
      files = walk.filter(path -> path.toString().endsWith(".java"))
          .map(Path::toString)
          .collect(Collectors.toCollection(ArrayList::new));
    }
    files.add(app.toString());
    List<String> options = new ArrayList<>(List.of(
        "-d",
        dir.resolve("classes").toString(),
        "-classpath",
        runtimeClassPath(),
        "-Xlint:all",
        "-Werror"));
    options.addAll(files);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    java.io.ByteArrayOutputStream diagnostics = new java.io.ByteArrayOutputStream();

    int result = javac.run(
        InputStream.nullInputStream(), diagnostics, diagnostics, options.toArray(String[]::new));

    assertThat(result).as(diagnostics.toString(StandardCharsets.UTF_8)).isZero();
    assertThat(dir.resolve("classes/com/example/app/App.class")).isRegularFile();
  }

  /** What a user's build puts on the class path for generated code: the runtime and its dependencies, no generator. */
  private static String runtimeClassPath() {
    List<String> entries = Arrays.stream(
            System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> !entry.contains("imcp-codegen")
            && !entry.contains("javapoet")
            && !entry.contains("imcp-build")
            && !entry.contains("picocli")
            && !entry.contains("imcp-cli"))
        .toList();
    assertThat(entries).anyMatch(entry -> entry.contains("imcp-runtime"));
    return String.join(File.pathSeparator, entries);
  }

  @Test
  void generatesFromTheLiveServerAndTheOutputCompiles() throws Exception {
    Run run = generate("--server", everything());

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("imcp: generating from the live server node ")
        .contains("imcp: generated com.example.everything (");
    // server-everything's one tool that runs only as an MCP task is left out, and says why.
    assertThat(run.err())
        .isEqualTo(
            "imcp: warning: tool simulate-research-query at /execution/taskSupport: left out of the SDK:"
                + " the tool must be called as a task (taskSupport \"required\"), and the runtime does not run MCP"
                + " tasks yet, so a generated call could only fail\n");
    assertThat(dir.resolve("src/main/imcp/tools.json"))
        .as("no snapshot written by generate")
        .doesNotExist();
    compiles(dir.resolve("generated"));
  }

  @Test
  void generatesFromACommittedSnapshotWithoutAServerAndTheOutputCompiles() throws Exception {
    committedSnapshot();

    Run first = generate("--state-dir", "build/imcp");
    Run second = generate("--state-dir", "build/imcp", "--quiet");

    assertThat(first.exitCode()).as(first.err()).isZero();
    assertThat(first.out()).startsWith("imcp: generated com.example.everything (");
    assertThat(second.exitCode()).isZero();
    assertThat(second.out()).as("quiet").isEmpty();
    compiles(dir.resolve("generated"));
  }

  @Test
  void snapshotThenCheckPassesAndAnEditedSnapshotIsDrift() throws Exception {
    Run snapshot = imcp("snapshot", "--server", everything(), "--snapshot", "tools.json");
    Run check =
        imcp("check", "--server", everything(), "--snapshot", "tools.json", "--fail-on", "Any");
    Path file = dir.resolve("tools.json");
    Files.writeString(
        file, Files.readString(file).replace("\"name\": \"echo\"", "\"name\": \"echo-retired\""));
    Run drift = imcp(
        "check", "--server", everything(), "--snapshot", "tools.json", "--report", "report.json");

    assertThat(snapshot.exitCode()).as(snapshot.err()).isZero();
    assertThat(snapshot.out())
        .contains("imcp: wrote tools.json: mcp-servers/everything ")
        .contains("4 prompts, 2 resource templates, 7 resources (new snapshot)");
    assertThat(Files.readString(file))
        .contains("\"format\": \"imcp-snapshot/2\"")
        .contains("\"name\": \"args-prompt\"");
    assertThat(check.exitCode()).as(check.err()).isZero();
    assertThat(check.out()).contains("imcp: the server matches tools.json: no changes");
    assertThat(drift.exitCode()).isEqualTo(1);
    assertThat(drift.err())
        .contains("imcp: warning: BREAKING echo-retired: tool removed\n")
        .contains("imcp check: the server has drifted from tools.json: 1 breaking of 2 changes:\n")
        .endsWith("If the change is intended, record it with imcp snapshot and regenerate.\n");
    assertThat(Files.readString(dir.resolve("report.json")))
        .contains("\"tool\" : \"echo-retired\"");
  }

  @Test
  void theGuidesShellScriptGeneratesAndCompilesFromTheCommittedSnapshot() throws Exception {
    committedSnapshot();

    Run run = guidesScript("");

    assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
    assertThat(run.out()).matches("compiled \\d+ sources into build/classes\n");
    assertThat(dir.resolve("build/classes/com/example/app/App.class")).isRegularFile();
  }

  @Test
  void theGuidesShellScriptStopsOnADriftedServerWithExitCodeOne() throws Exception {
    assertThat(imcp("snapshot", "--server", everything()).exitCode()).isZero();
    Path snapshot = dir.resolve("src/main/imcp/tools.json");
    Files.writeString(
        snapshot,
        Files.readString(snapshot).replace("\"name\": \"echo\"", "\"name\": \"echo-retired\""));

    Run run = guidesScript(everything());

    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .contains(
            "imcp check: the server has drifted from src/main/imcp/tools.json: 1 breaking of 2 changes:")
        .endsWith(
            "The server has drifted from src/main/imcp/tools.json: see build/check-report.json\n");
    assertThat(dir.resolve("build/check-report.json")).isRegularFile();
    assertThat(dir.resolve("build/generated")).doesNotExist();
  }

  @Test
  void badUsageIsExitCodeTwoWithWhatAndHow() throws Exception {
    Run misspelt = imcp("generate", "--packge-name", "com.example");
    Run badPackage = imcp("generate", "--package-name", "1abc", "--output", "out", "--offline");
    Run noServer = imcp("check", "--snapshot", "missing.json");

    assertThat(misspelt.exitCode()).isEqualTo(2);
    assertThat(misspelt.err())
        .isEqualTo("imcp generate: Unknown options: '--packge-name', 'com.example'\n"
            + "Possible solutions: --package-name\n"
            + "Run 'imcp generate --help' for its options.\n");
    assertThat(badPackage.exitCode()).isEqualTo(2);
    assertThat(badPackage.err())
        .isEqualTo(
            "imcp generate: --package-name: '1abc' is not a Java package name: its part '1abc' starts with "
                + "'1', and a Java name starts with a letter, '_' or '$'; write lower-case words separated by dots, each "
                + "starting with a letter, such as com.example.tools\n");
    assertThat(noServer.exitCode()).isEqualTo(2);
    assertThat(noServer.err())
        .isEqualTo(
            "imcp check: no snapshot at missing.json to check against: record one with imcp snapshot, or "
                + "add --snapshot path/to/tools.json\n");
  }

  @Test
  void theJarCarriesEverythingAndOneLoggingBindingAndNoModuleDescriptor() throws IOException {
    try (JarFile jar = new JarFile(JAR.toFile())) {
      assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class"))
          .isEqualTo(Main.class.getName());
      assertThat(jar.getEntry("org/slf4j/simple/SimpleServiceProvider.class")).isNotNull();
      assertThat(jar.getEntry("dev/imcp/runtime/McpClient.class")).isNotNull();
      assertThat(jar.getEntry("picocli/CommandLine.class")).isNotNull();
      assertThat(jar.stream().map(JarEntry::getName))
          .noneMatch(name -> name.endsWith("module-info.class"));
    }
  }

  @Test
  void everyCommandHasHelp() throws Exception {
    for (String command : List.of("generate", "snapshot", "check")) {
      Run help = imcp(command, "--help");

      assertThat(help.exitCode()).isZero();
      assertThat(help.out())
          .startsWith("Usage: imcp " + command + " ")
          .contains("--server=COMMAND", "Exit codes:");
    }
  }
}
