package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the generator writes for real servers of the corpus ({@code corpus/servers}), compared byte for byte with
 * {@code src/test/resources/golden/corpus}: the whole of server-memory's SDK (shared types between requests and
 * results) and the service of GitLab's 118 tools, so that a reviewer sees the result of a change. After an intended
 * change, regenerate with {@code mvn -pl imcp-codegen test -Dtest=CorpusGoldenTest -Dimcp.updateGoldens=true} and
 * review the diff like code.
 */
class CorpusGoldenTest {
  private static final Path CORPUS = Path.of("../corpus/servers");
  private static final Path GOLDEN = Path.of("src/test/resources/golden/corpus");

  @ParameterizedTest(name = "{0}")
  @CsvSource({"memory, .*", "gitlab, .*Service\\.java"})
  void theGeneratedFilesMatchTheGoldenFiles(String server, String files) throws IOException {
    GenerationResult result = Generator.generate(
        SnapshotFormat.read(CORPUS.resolve(server + ".json")),
        GeneratorOptions.builder("corpus." + server).build());
    List<GeneratedFile> shown = result.files().stream()
        .filter(file -> file.path().substring(file.path().lastIndexOf('/') + 1).matches(files))
        .toList();
    Path dir = GOLDEN.resolve(server);
    if (Boolean.getBoolean("imcp.updateGoldens")) {
      rewrite(dir, shown);
    }

    assertThat(shown).isNotEmpty();
    for (GeneratedFile file : shown) {
      Path golden = dir.resolve(file.path() + ".txt");
      assertThat(golden).as("golden file for " + file.path()).exists();
      assertThat(file.content())
          .as(file.path())
          .isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }
    assertThat(goldenFiles(dir)).hasSameSizeAs(shown);
  }

  private static void rewrite(Path dir, List<GeneratedFile> files) throws IOException {
    for (Path old : goldenFiles(dir)) {
      Files.delete(old);
    }
    for (GeneratedFile file : files) {
      Path golden = dir.resolve(file.path() + ".txt");
      Files.createDirectories(golden.getParent());
      Files.writeString(golden, file.content(), StandardCharsets.UTF_8);
    }
  }

  private static List<Path> goldenFiles(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(Files::isRegularFile).toList();
    }
  }
}
