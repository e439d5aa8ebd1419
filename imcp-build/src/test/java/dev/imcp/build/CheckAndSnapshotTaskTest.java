package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.schema.DriftReport;
import dev.imcp.testing.TestServers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** imcp:snapshot, then imcp:check against server-everything: a match, a drift, and what fails the check. */
class CheckAndSnapshotTaskTest {
  @TempDir
  Path dir;

  private final RecordingLog log = new RecordingLog();

  private static ServerSettings everything() {
    return everything(CredentialSource.NONE);
  }

  private static ServerSettings everything(CredentialSource credentials) {
    return new ServerSettings(
        String.join(" ", TestServers.everything()),
        null,
        null,
        List.of(),
        Map.of(),
        null,
        30,
        credentials);
  }

  private CheckTask.Request check(String failOn, List<String> exclude) {
    return new CheckTask.Request(
        dir.resolve("tools.json"),
        everything(),
        failOn,
        List.of(),
        exclude,
        dir.resolve("report/check.json"));
  }

  /** Records server-everything into {@code snapshot}; returns the last line logged, which tells what was written. */
  private String snapshotOfEverything(Path snapshot) throws BuildException {
    SnapshotTask.run(snapshot, everything(), TestDialect.INSTANCE, log);
    return log.lines.get(log.lines.size() - 1);
  }

  @Test
  void aFreshSnapshotMatchesAndAnEditedOneDrifts() throws Exception {
    Path snapshot = dir.resolve("tools.json");
    assertThat(snapshotOfEverything(snapshot))
        .startsWith("INFO wrote " + snapshot + ": ")
        .contains("(new snapshot)");

    assertThat(CheckTask.run(check("breaking", List.of()), TestDialect.INSTANCE, log)
            .isEmpty())
        .isTrue();
    assertThat(log.lines).last().isEqualTo("INFO the server matches " + snapshot + ": no changes");

    Files.writeString(
        snapshot, Files.readString(snapshot).replace("\"name\": \"echo\"", "\"name\": \"echo2\""));
    assertThatThrownBy(() -> CheckTask.run(check("BREAKING", List.of()), TestDialect.INSTANCE, log))
        .isInstanceOfSatisfying(
            BuildException.class, e -> assertThat(e.kind()).isEqualTo(BuildException.Kind.FAILURE))
        .hasMessageStartingWith(
            "the server has drifted from " + snapshot + ": 1 breaking of 2 changes:")
        .hasMessageEndingWith(
            "\nIf the change is intended, record it with test snapshot and regenerate.");
    assertThat(log.lines).contains("WARN BREAKING echo2: tool removed");
    assertThat(Files.readString(dir.resolve("report/check.json"))).contains("\"tool\" : \"echo2\"");

    DriftReport reported = CheckTask.run(check("none", List.of()), TestDialect.INSTANCE, log);
    assertThat(reported.hasBreaking()).isTrue();
    assertThat(CheckTask.run(check("any", List.of("echo*")), TestDialect.INSTANCE, log)
            .isEmpty())
        .isTrue();
  }

  @Test
  void recordsPromptsAndResourcesAndChecksThemForDrift() throws Exception {
    Path snapshot = dir.resolve("tools.json");
    assertThat(snapshotOfEverything(snapshot))
        .contains("tools, 4 prompts, 2 resource templates, 7 resources (new snapshot)");
    String recorded = Files.readString(snapshot);
    assertThat(recorded)
        .contains("\"format\": \"imcp-snapshot/2\"")
        .contains("\"uriTemplate\": \"demo://resource/dynamic/text/{resourceId}\"");

    // As if the committed snapshot named the template's variable otherwise, and had a prompt the
    // server dropped.
    Files.writeString(
        snapshot,
        recorded
            .replace("dynamic/text/{resourceId}", "dynamic/text/{id}")
            .replace("\"name\": \"simple-prompt\"", "\"name\": \"old-prompt\""));
    DriftReport report = CheckTask.run(check("none", List.of()), TestDialect.INSTANCE, log);

    assertThat(report.changes())
        .extracting(Object::toString)
        .contains(
            "BREAKING prompt old-prompt: prompt removed",
            "COMPATIBLE prompt simple-prompt: prompt added",
            "BREAKING resource template Dynamic Text Resource /uriTemplate: variable id renamed to"
                + " resourceId; uriTemplate changed from demo://resource/dynamic/text/{id} to"
                + " demo://resource/dynamic/text/{resourceId}");
    assertThat(Files.readString(dir.resolve("report/check.json")))
        .contains("\"kind\" : \"resource template\"");
  }

  @Test
  void aSnapshotOfTheSameServerIsLeftAsItWas() throws Exception {
    Path snapshot = dir.resolve("tools.json");
    snapshotOfEverything(snapshot);
    byte[] first = Files.readAllBytes(snapshot);

    String told = snapshotOfEverything(snapshot);

    assertThat(Files.readAllBytes(snapshot)).isEqualTo(first);
    assertThat(told).startsWith("INFO unchanged " + snapshot).endsWith(", no changes");
  }

  @Test
  void withoutASnapshotOrAServerTheCheckSaysWhatToDo() throws IOException {
    assertThatThrownBy(() -> CheckTask.run(check("breaking", List.of()), TestDialect.INSTANCE, log))
        .isInstanceOfSatisfying(
            BuildException.class,
            e -> assertThat(e.kind()).isEqualTo(BuildException.Kind.CONFIGURATION))
        .hasMessage("no snapshot at " + dir.resolve("tools.json")
            + " to check against: record one with test "
            + "snapshot, or give --snapshot path/to/tools.json");
    assertThatThrownBy(() -> SnapshotTask.run(
            dir.resolve("tools.json"), ServerSettings.none(), TestDialect.INSTANCE, log))
        .hasMessage("test snapshot talks to a live server, and none is named: give --server");
    Files.writeString(dir.resolve("tools.json"), "{\"tools\": 3}");
    assertThatThrownBy(() -> CheckTask.run(check("breaking", List.of()), TestDialect.INSTANCE, log))
        .isInstanceOfSatisfying(
            BuildException.class, e -> assertThat(e.kind()).isEqualTo(BuildException.Kind.FAILURE))
        .hasMessageStartingWith("cannot read " + dir.resolve("tools.json") + ": ")
        .hasMessageEndingWith(
            "\nRecord it again with test snapshot, or restore the committed file");
  }

  @Test
  void credentialsForACommandAreIgnoredWithAWarning() throws Exception {
    CredentialSource given =
        new EnvironmentCredentials("UNSET_TOKEN", "--token-variable", name -> null);
    ServerSettings settings = everything(given);

    SnapshotTask.run(dir.resolve("tools.json"), settings, TestDialect.INSTANCE, log);

    assertThat(log.lines)
        .first()
        .asString()
        .startsWith(
            "WARN ignored --token-variable: a bearer token is for an HTTP server, and node ")
        .endsWith(" is a command");
  }

  @Test
  void aSnapshotWhoseDirectoryIsAFileSaysWhatIsInTheWay() throws Exception {
    Files.writeString(dir.resolve("src"), "a file, not a directory");
    Path snapshot = dir.resolve("src/tools.json");

    assertThatThrownBy(() -> SnapshotTask.run(snapshot, everything(), TestDialect.INSTANCE, log))
        .isInstanceOfSatisfying(
            BuildException.class, e -> assertThat(e.kind()).isEqualTo(BuildException.Kind.ERROR))
        .hasMessage("cannot write " + snapshot + ": " + dir.resolve("src")
            + " is in the way (a file where a directory is wanted, or the other way round)");
  }
}
