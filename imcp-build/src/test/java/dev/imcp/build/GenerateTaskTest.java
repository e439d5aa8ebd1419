package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.testing.TestServers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateTaskTest {
  private static final String BROKEN = """
      {"tools":[{"name":"echo","inputSchema":{"type":"object"}},
                {"name":"b","inputSchema":{"type":"array"}}]}""";

  @TempDir
  Path dir;

  private final RecordingLog log = new RecordingLog();

  private static ServerSettings everything() {
    return new ServerSettings(
        null,
        null,
        "node",
        TestServers.everything().subList(1, 3),
        Map.of(),
        null,
        30,
        CredentialSource.NONE);
  }

  private GenerateTask.Request request(
      boolean offline, ServerSettings server, @Nullable Path stateDirectory) {
    return new GenerateTask.Request(
        dir.resolve("tools.json"),
        offline,
        server,
        GeneratorSettings.builder()
            .packageName("com.example.tools")
            .clientName("Tools")
            .build(),
        dir.resolve("out"),
        stateDirectory);
  }

  private BuildException refused(GenerateTask.Request request) {
    return (BuildException)
        assertThatThrownBy(() -> GenerateTask.run(request, TestDialect.INSTANCE, log))
            .isInstanceOf(BuildException.class)
            .actual();
  }

  @Test
  void fromTheLiveServerWithoutAStateDirectoryLeavesNoFileBehind() throws Exception {
    SourceGeneration.Result result =
        GenerateTask.run(request(false, everything(), null), TestDialect.INSTANCE, log);

    assertThat(result.written()).isGreaterThan(10);
    assertThat(dir.resolve("out/com/example/tools/Tools.java")).isRegularFile();
    try (Stream<Path> temporary = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
      assertThat(temporary.map(Path::getFileName).map(Path::toString))
          .noneMatch(name -> name.startsWith("imcp-live-tools"));
    }
    assertThat(log.lines)
        .first()
        .asString()
        .startsWith("INFO generating from the live server node ");
    assertThat(log.lines.get(log.lines.size() - 1))
        .startsWith("INFO generated com.example.tools (");
  }

  @Test
  void offlineWithoutASnapshotSaysHowToRecordOne() {
    BuildException e = refused(request(true, everything(), null));

    assertThat(e.kind()).isEqualTo(BuildException.Kind.CONFIGURATION);
    assertThat(e)
        .hasMessage(
            "offline (--offline), and there is no snapshot at " + dir.resolve("tools.json")
                + ": record one from the server with test snapshot, or build without --offline to generate from it");
    assertThat(refused(request(true, ServerSettings.none(), null)))
        .hasMessage("offline (--offline), and there is no snapshot at " + dir.resolve("tools.json")
            + ": record one with test snapshot, or give --snapshot path/to/tools.json");
  }

  @Test
  void neitherSnapshotNorServerSaysHowToNameEither() {
    assertThat(refused(request(false, ServerSettings.none(), null)))
        .hasMessage(
            "no snapshot at " + dir.resolve("tools.json") + " and no server to generate from: give "
                + "--server; or give --snapshot path/to/tools.json, a snapshot recorded by test snapshot");
  }

  @Test
  void toolsThatCannotBeGeneratedAreNamedWithHowToLeaveThemOut() throws IOException {
    Files.writeString(dir.resolve("tools.json"), BROKEN);

    BuildException e = refused(request(false, ServerSettings.none(), dir.resolve("state")));

    assertThat(e.kind()).isEqualTo(BuildException.Kind.FAILURE);
    assertThat(e.getMessage())
        .startsWith("cannot generate from " + dir.resolve("tools.json") + ": 1 problem in ")
        .endsWith("\nTo generate the SDK without that tool, leave it out: give --exclude-tools b");
    assertThat(dir.resolve("out")).doesNotExist();
  }

  @Test
  void aSecondRunWithAStateDirectoryWritesNothing() throws Exception {
    Files.writeString(dir.resolve("tools.json"), BROKEN.replace("array", "object"));
    GenerateTask.Request request = request(false, ServerSettings.none(), dir.resolve("state"));

    GenerateTask.run(request, TestDialect.INSTANCE, log);
    assertThat(GenerateTask.run(request, TestDialect.INSTANCE, log).upToDate()).isTrue();
    assertThat(log.lines).last().isEqualTo("INFO sources up to date, nothing written");
  }

  @Test
  void anOutputThatIsAFileIsAConfigurationProblem() throws Exception {
    Files.writeString(dir.resolve("tools.json"), BROKEN.replace("array", "object"));
    Files.writeString(dir.resolve("out"), "a file, not a directory");

    BuildException e = refused(request(false, ServerSettings.none(), null));

    assertThat(e.kind()).isEqualTo(BuildException.Kind.CONFIGURATION);
    assertThat(e)
        .hasMessage("--output-directory " + dir.resolve("out")
            + " is a file, and the sources go into a directory "
            + "the goal owns: give --output-directory " + dir.resolve("out")
            + "-sources, or remove the file");
  }
}
