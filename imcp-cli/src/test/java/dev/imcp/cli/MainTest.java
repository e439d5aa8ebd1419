package dev.imcp.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's usage and configuration errors: exit code 2 and one message that says what and how. */
class MainTest {
  @TempDir
  Path dir;

  /** What one run printed, and how it ended. */
  record Run(int exitCode, String out, String err) {}

  /** {@code imcp generate} into the test's folder, package {@code com.example}, with {@code more}. */
  private Run generate(String... more) {
    List<String> arguments = new ArrayList<>(
        List.of("generate", "--package-name", "com.example", "--output", dir.toString()));
    arguments.addAll(List.of(more));
    return imcp(arguments.toArray(String[]::new));
  }

  private static Run imcp(String... arguments) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(arguments, new PrintWriter(out), new PrintWriter(err));
    return new Run(code, out.toString(), err.toString());
  }

  private static void usage(Run run, String message) {
    assertThat(run.exitCode()).isEqualTo(Main.USAGE);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).isEqualTo(message);
  }

  @Test
  void noCommandNamesTheCommands() {
    usage(
        imcp(),
        "imcp: no command given: name one of generate, snapshot or check\nRun 'imcp --help' for its options.\n");
  }

  @Test
  void anUnknownCommandSuggestsTheNearest() {
    usage(
        imcp("generat"),
        "imcp: Unmatched argument at index 0: 'generat'\nDid you mean: imcp generate?\n"
            + "Run 'imcp --help' for its options.\n");
  }

  @Test
  void generateWithoutOutputOrPackageSaysWhichOption() {
    usage(
        imcp("generate", "--package-name", "com.example"),
        "imcp generate: no output directory: add --output build/generated-sources/imcp (or another directory the "
            + "command owns: it removes the files it does not generate)\n");
    usage(
        imcp("generate", "--output", dir.toString()),
        "imcp generate: no Java package for the generated code: add --package-name com.example.tools (the "
            + "package your code imports the SDK from)\n");
  }

  @Test
  void aRuleThatIsNotGlobEqualsServiceShowsHowToWriteOne() {
    usage(
        generate("--service-rule", "calendar"),
        "imcp generate: --service-rule: A service rule is written glob=service, such as 'events_*=calendar', not "
            + "'calendar'\n");
  }

  @Test
  void offlineWithoutASnapshotSaysHowToRecordOne() {
    String missing = dir.resolve("tools.json").toString();

    usage(
        generate("--offline", "--snapshot", missing),
        "imcp generate: offline (--offline), and there is no snapshot at " + missing
            + ": record one with imcp " + "snapshot, or add --snapshot path/to/tools.json\n");
  }

  @Test
  void failOnTakesAnyCaseAndListsItsValues() {
    usage(
        imcp("check", "--fail-on", "sometimes", "--server", "node server.js"),
        "imcp check: --fail-on is 'sometimes', which is not one of its values: breaking, any, none (in any case); "
            + "add --fail-on breaking\n");
  }

  @Test
  void serverAndUrlExcludeEachOther() {
    usage(
        imcp("snapshot", "--server", "node server.js", "--url", "http://127.0.0.1:1/mcp"),
        "imcp snapshot: --server=COMMAND, --url=URL are mutually exclusive (specify only one)\n"
            + "Run 'imcp snapshot --help' for its options.\n");
  }

  @Test
  void aTimeoutThatIsNoNumberOrTooSmall() {
    usage(
        imcp("snapshot", "--server", "node server.js", "--timeout", "soon"),
        "imcp snapshot: Invalid value for option '--timeout': 'soon' is not an int\n"
            + "Run 'imcp snapshot --help' for its options.\n");
    usage(
        imcp("snapshot", "--server", "node server.js", "--timeout", "0"),
        "imcp snapshot: --timeout is 0 seconds, and a server needs at least 1 to start: add --timeout 60 (the "
            + "default), or more for a slow server\n");
  }

  @Test
  void snapshotAndCheckNeedAServer() {
    usage(
        imcp("snapshot", "--snapshot", dir.resolve("tools.json").toString()),
        "imcp snapshot: imcp snapshot talks to a live server, and none is named: add --server \"<command line>\" "
            + "(--server imcp for iMCP), or --url https://…/mcp for an HTTP server\n");
  }

  @Test
  void anUnsetTokenVariableSaysWhatToSet() {
    usage(
        imcp(
            "snapshot",
            "--url",
            "http://127.0.0.1:1/mcp",
            "--token-variable",
            "IMCP_CLI_TEST_UNSET_TOKEN"),
        "imcp snapshot: --token-variable names the environment variable IMCP_CLI_TEST_UNSET_TOKEN, which is not "
            + "set or is blank: set it to the server's bearer token\n");
  }

  @Test
  void aUrlWithCredentialsIsRefusedWithoutShowingThem() {
    usage(
        imcp("snapshot", "--url", "https://me:hunter2@mcp.example.com/mcp"),
        "imcp snapshot: The server URL https://mcp.example.com/mcp carries user info, and a build file or a "
            + "command line is no place for credentials: add --token-variable NAME, naming an environment variable "
            + "that holds the bearer token; never put a token on the command line\n");
  }

  @Test
  void helpListsTheCommandsAndExitsZero() {
    Run help = imcp("--help");

    assertThat(help.exitCode()).isZero();
    assertThat(help.out())
        .startsWith("Usage: imcp [-hV] [COMMAND]")
        .contains("generate", "snapshot", "check");
  }

  @Test
  void valuesInAdviceAreQuotedForAShell() {
    assertThat(CliDialect.quoted("com.example.tools")).isEqualTo("com.example.tools");
    assertThat(CliDialect.quoted("browser_*")).isEqualTo("'browser_*'");
    assertThat(CliDialect.quoted("it's")).isEqualTo("'it'\\''s'");
  }
}
