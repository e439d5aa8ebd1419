package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;

/** A server's failure, in the build's terms. */
class ServerAccessTest {
  private final RecordingLog log = new RecordingLog();

  private ServerAccess access(String commandLine, int timeoutSeconds) {
    return ServerAccess.of(
        new ServerSettings(
            commandLine,
            null,
            null,
            List.of(),
            Map.of(),
            null,
            timeoutSeconds,
            CredentialSource.NONE),
        Goal.SNAPSHOT,
        TestDialect.INSTANCE,
        log);
  }

  /** Reading the tools of the server fails as an error of the build (not of its configuration). */
  private AbstractThrowableAssert<?, ? extends Throwable> readFailure(
      String commandLine, int timeoutSeconds) throws BuildException {
    ServerAccess access = access(commandLine, timeoutSeconds);
    ServerTarget server = access.required();
    return assertThatThrownBy(() -> access.read(server))
        .isInstanceOfSatisfying(
            BuildException.class, e -> assertThat(e.kind()).isEqualTo(BuildException.Kind.ERROR));
  }

  @Test
  void aServerThatDoesNotAnswerInTimeSaysHowToGiveItLonger() throws BuildException {
    readFailure("sleep 30", 1)
        .hasMessageMatching(
            "cannot read the tools of sleep 30: Server 'sleep 30' did not answer initialize "
                + "\\(request \\d+\\) within \\d+ ms\nIf the server is only slow, give it longer than 1 s: give --timeout "
                + "120");
    assertThat(log.lines).first().isEqualTo("INFO reading the tools of sleep 30");
  }

  @Test
  void aServerThatExitsNamesItsExitCodeWithoutATimeoutHint() throws BuildException {
    readFailure("sh -c 'exit 3'", 10)
        .hasMessage(
            "cannot read the tools of sh -c exit 3: Server 'sh -c exit 3': the server process exited "
                + "(exit code 3)");
  }

  @Test
  void aBadlyNamedServerIsAConfigurationProblem() {
    assertThatThrownBy(() -> access("node 'server.js", 10).required())
        .isInstanceOfSatisfying(
            BuildException.class,
            e -> assertThat(e.kind()).isEqualTo(BuildException.Kind.CONFIGURATION))
        .hasMessageStartingWith("--server 'node 'server.js' cannot be split");
  }
}
