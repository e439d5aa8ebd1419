package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.schema.InvalidSnapshotException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceGenerationTest {
  private static final String TWO_TOOLS = """
      {"tools":[{"name":"echo","inputSchema":{"type":"object","properties":{"message":{"type":"string"}}}},
                {"name":"weather_current","inputSchema":{"type":"object","properties":{"latitude":{"type":"number"}}}},
                {"name":"weather_daily","inputSchema":{"type":"object"}}]}""";
  private static final String ONE_TOOL = """
      {"tools":[{"name":"echo","inputSchema":{"type":"object","properties":{"message":{"type":"string"}}}}]}""";

  @TempDir
  Path dir;

  private SourceGeneration.Result run(String snapshot, String packageName) throws IOException {
    Path file = dir.resolve("tools.json");
    Files.writeString(file, snapshot);
    return SourceGeneration.run(new SourceGeneration.Request(
        file,
        dir.resolve("out"),
        dir.resolve("state"),
        GeneratorOptions.builder(packageName).build()));
  }

  private List<String> outputFiles() throws IOException {
    try (Stream<Path> files = Files.walk(dir.resolve("out"))) {
      return files
          .filter(Files::isRegularFile)
          .map(path -> dir.resolve("out").relativize(path).toString())
          .sorted()
          .toList();
    }
  }

  @Test
  void aSecondRunWithTheSameInputsWritesNothing() throws IOException {
    SourceGeneration.Result first = run(TWO_TOOLS, "com.example");
    Path request = dir.resolve("out/com/example/EchoRequest.java");
    FileTime written = FileTime.fromMillis(1_000_000);
    Files.setLastModifiedTime(request, written);

    SourceGeneration.Result second = run(TWO_TOOLS, "com.example");

    assertThat(first.upToDate()).isFalse();
    assertThat(first.written()).isEqualTo(outputFiles().size());
    assertThat(second.upToDate()).isTrue();
    assertThat(Files.getLastModifiedTime(request)).isEqualTo(written);
  }

  @Test
  void aChangedSnapshotRewritesOnlyWhatChangedAndRemovesWhatIsGone() throws IOException {
    run(TWO_TOOLS, "com.example");
    assertThat(outputFiles())
        .contains("com/example/WeatherCurrentRequest.java", "com/example/WeatherService.java");

    SourceGeneration.Result result = run(ONE_TOOL, "com.example");

    assertThat(result.upToDate()).isFalse();
    assertThat(result.removed())
        .as("WeatherCurrentRequest, WeatherService, WeatherServiceImpl")
        .isEqualTo(3);
    assertThat(outputFiles())
        .doesNotContain(
            "com/example/WeatherCurrentRequest.java", "com/example/WeatherService.java");
  }

  @Test
  void changedOptionsRegenerateAndLeaveNoEmptyDirectories() throws IOException {
    run(ONE_TOOL, "com.example.one");

    run(ONE_TOOL, "com.example.two");

    assertThat(outputFiles()).allMatch(path -> path.startsWith("com/example/two/"));
    assertThat(dir.resolve("out/com/example/one")).doesNotExist();
  }

  @Test
  void aDeletedGeneratedFileIsNotUpToDate() throws IOException {
    run(ONE_TOOL, "com.example");
    Files.delete(dir.resolve("out/com/example/EchoRequest.java"));

    SourceGeneration.Result result = run(ONE_TOOL, "com.example");

    assertThat(result.upToDate()).isFalse();
    assertThat(dir.resolve("out/com/example/EchoRequest.java")).exists();
  }

  @Test
  void anInvalidSnapshotFailsWithEveryProblemAndWritesNothing() throws IOException {
    assertThatThrownBy(() -> run(
            "{\"tools\":[{\"name\":\"a\",\"inputSchema\":{\"type\":\"array\"}},{\"name\":\"b\"}]}",
            "com.example"))
        .isInstanceOf(InvalidSnapshotException.class)
        .hasMessageContaining("/tools/1/inputSchema: missing");
    assertThat(dir.resolve("out")).doesNotExist();
    assertThat(dir.resolve("state")).doesNotExist();
  }

  @Test
  void aSrcjarOutputIsOneArchiveSortedAndTheSameBytesEachTime() throws IOException {
    Path file = dir.resolve("tools.json");
    Files.writeString(file, TWO_TOOLS);
    Path archive = dir.resolve("gen/sdk.srcjar");
    SourceGeneration.Request request = new SourceGeneration.Request(
        file, archive, null, GeneratorOptions.builder("com.example").build());

    SourceGeneration.Result first = SourceGeneration.run(request);
    byte[] bytes = Files.readAllBytes(archive);
    Files.setLastModifiedTime(archive, FileTime.fromMillis(0));
    SourceGeneration.Result second = SourceGeneration.run(request);

    assertThat(first.written()).isGreaterThan(3).isEqualTo(second.unchanged());
    assertThat(second.written()).isZero();
    assertThat(Files.getLastModifiedTime(archive))
        .as("not rewritten")
        .isEqualTo(FileTime.fromMillis(0));
    assertThat(Files.readAllBytes(archive)).isEqualTo(bytes);
    List<String> entries = new java.util.ArrayList<>();
    try (java.util.zip.ZipInputStream zip =
        new java.util.zip.ZipInputStream(new java.io.ByteArrayInputStream(bytes))) {
      for (var entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
        entries.add(entry.getName());
        assertThat(entry.getTimeLocal()).isEqualTo(SourceJar.TIME);
      }
    }
    assertThat(entries).isSorted().contains("com/example/McpToolsClient.java");
    assertThat(dir.resolve("gen")).isDirectoryContaining(path -> path.equals(archive));
  }
}
