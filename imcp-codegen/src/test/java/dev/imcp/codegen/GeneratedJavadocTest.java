package dev.imcp.codegen;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every public type and member of a generated SDK is documented (doclint's {@code all}, {@code missing} included, with
 * no warning), whatever the server's text: the fixtures cover unions, enums, constants, nested and shared records,
 * result records, known result types, and {@link HostileSnapshotTest}'s snapshot.
 */
class GeneratedJavadocTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "imcp-tools-list.json",
        "everything.json",
        "constraints-zoo.json",
        "memory.json",
        "filesystem.json",
        "styles/kubernetes.json"
      })
  void theJavadocOfAGeneratedSdkIsCompleteAndClean(String fixture, @TempDir Path dir) {
    GeneratorOptions options = fixture.equals("imcp-tools-list.json")
        ? ImcpSdkCompileTest.OPTIONS
        : GeneratorOptions.builder("com.example.docs").build();
    CompiledSdk sdk = CompiledSdk.compile(fixture, options, Map.of(), dir);

    sdk.assertCompiledAndDocumented(dir);
  }
}
