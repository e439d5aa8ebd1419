package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The whole iMCP SDK compared byte for byte with {@code src/test/resources/golden/imcp}. After an intended change,
 * regenerate with {@code mvn -pl imcp-codegen test -Dtest=ImcpGoldenTest -Dimcp.updateGoldens=true} and review the
 * diff like code.
 */
class ImcpGoldenTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/imcp");

  @Test
  void theGeneratedImcpSdkMatchesTheGoldenFiles() throws IOException {
    GenerationResult result = Generator.generate(
        CompiledSdk.snapshot("imcp-tools-list.json"), ImcpSdkCompileTest.OPTIONS);
    if (Boolean.getBoolean("imcp.updateGoldens")) {
      rewrite(result);
    }

    for (GeneratedFile file : result.files()) {
      Path golden = GOLDEN.resolve(file.path() + ".txt");
      assertThat(golden).as("golden file for " + file.path()).exists();
      assertThat(file.content())
          .as(file.path())
          .isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }
    assertThat(goldenFiles()).hasSameSizeAs(result.files());
  }

  private static void rewrite(GenerationResult result) throws IOException {
    for (Path old : goldenFiles()) {
      Files.delete(old);
    }
    for (GeneratedFile file : result.files()) {
      Path golden = GOLDEN.resolve(file.path() + ".txt");
      Files.createDirectories(golden.getParent());
      Files.writeString(golden, file.content(), StandardCharsets.UTF_8);
    }
  }

  private static List<Path> goldenFiles() throws IOException {
    if (!Files.isDirectory(GOLDEN)) {
      return List.of();
    }
    try (Stream<Path> files = Files.walk(GOLDEN)) {
      return files.filter(Files::isRegularFile).toList();
    }
  }
}
