package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** One generated file compared byte for byte with its golden copy; {@code -Dimcp.updateGoldens=true} rewrites it. */
final class GoldenFile {
  private GoldenFile() {}

  /** Compares the generated file whose path ends with {@code suffix} with {@code golden}. */
  static void assertMatches(GenerationResult result, String suffix, Path golden)
      throws IOException {
    String generated = result.files().stream()
        .filter(file -> file.path().endsWith(suffix))
        .findFirst()
        .orElseThrow()
        .content();
    if (Boolean.getBoolean("imcp.updateGoldens")) {
      Files.createDirectories(golden.getParent());
      Files.writeString(golden, generated, StandardCharsets.UTF_8);
    }
    assertThat(generated).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
  }
}
