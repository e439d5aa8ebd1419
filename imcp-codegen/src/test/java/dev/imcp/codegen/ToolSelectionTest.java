package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Generating a subset of a server's tools, and leaving out the one that cannot be generated. */
class ToolSelectionTest {
  private static final Snapshot WITH_A_BAD_TOOL = SnapshotFormat.read("""
      {"tools":[
        {"name":"echo","inputSchema":{"type":"object","properties":{"message":{"type":"string"}}}},
        {"name":"broken","inputSchema":{"type":"object","properties":{"x":{"$ref":"#/$defs/Missing"}}}}]}""", "inline");

  @Test
  void includeAndExcludeGlobsChooseTheToolsThatAreGenerated(@TempDir Path dir) {
    GeneratorOptions options = GeneratorOptions.builder("com.example.some")
        .toolSelection(
            ToolSelection.of(List.of("get-*", "echo"), List.of("get-env", "get-resource-*")))
        .build();

    CompiledSdk sdk = CompiledSdk.compile("everything.json", options, Map.of(), dir);

    assertThat(sdk.errors).isEmpty();
    // Named after the snapshot's serverInfo.name, mcp-servers/everything.
    assertThat(sdk.paths()).contains("com/example/some/EverythingClient.java");
    assertThat(sdk.file("EverythingClientTools"))
        .contains("\"echo\"", "\"get-sum\"", "\"get-tiny-image\"")
        .doesNotContain(
            "\"get-env\"", "\"get-resource-links\"", "\"trigger-long-running-operation\"");
    assertThat(sdk.paths())
        .contains("com/example/some/GetSumRequest.java")
        .doesNotContain("com/example/some/GetResourceLinksRequest.java");
  }

  @Test
  void aToolThatCannotBeGeneratedFailsNamingItselfAndExcludingItLetsTheRestGenerate(
      @TempDir Path dir) {
    assertThatThrownBy(() -> Generator.generate(
            WITH_A_BAD_TOOL, GeneratorOptions.builder("com.example.bad").build()))
        .isInstanceOfSatisfying(
            InvalidSnapshotException.class,
            e -> assertThat(e.problems())
                .extracting(Diagnostic::tool)
                .containsExactly(java.util.Optional.of("broken")));

    CompiledSdk sdk = CompiledSdk.compile(
        WITH_A_BAD_TOOL,
        GeneratorOptions.builder("com.example.bad")
            .toolSelection(ToolSelection.of(List.of(), List.of("broken")))
            .build(),
        Map.of(),
        dir);

    assertThat(sdk.errors).isEmpty();
    assertThat(sdk.paths()).contains("com/example/bad/EchoRequest.java");
    assertThat(sdk.file("McpToolsClientTools")).doesNotContain("\"broken\"");
  }

  @Test
  void aGlobThatMatchesNoToolIsAWarning() {
    GenerationResult result = Generator.generate(
        WITH_A_BAD_TOOL,
        GeneratorOptions.builder("com.example.bad")
            .toolSelection(ToolSelection.of(List.of("echo"), List.of("brokn")))
            .build());

    assertThat(result.warnings())
        .extracting(Diagnostic::toString)
        .containsExactly("/tools: the tool glob 'brokn' matches no tool of the snapshot");
  }

  @Test
  void aBlankGlobIsRefused() {
    assertThatThrownBy(() -> ToolSelection.of(List.of(" "), List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("An include glob names tools, such as 'browser_*'; it is blank");
  }

  @Test
  void theSelectionIsPartOfTheOptionsFingerprintSoAChangeRegenerates() {
    GeneratorOptions all = GeneratorOptions.builder("com.example").build();
    GeneratorOptions some = GeneratorOptions.builder("com.example")
        .toolSelection(ToolSelection.of(List.of(), List.of("x")))
        .build();

    assertThat(some.fingerprintText()).isNotEqualTo(all.fingerprintText());
  }

  @Test
  void selectionsWithTheSameGlobsAreEqualAndTheDefaultIsTheEmptyOne() {
    ToolSelection some = ToolSelection.of(List.of("get-*"), List.of("get-env"));

    assertThat(ToolSelection.of(List.of(), List.of())).isEqualTo(ToolSelection.all());
    assertThat(ToolSelection.of(List.of("get-*"), List.of("get-env")))
        .isEqualTo(some)
        .hasSameHashCodeAs(some)
        .isNotEqualTo(ToolSelection.of(List.of("get-env"), List.of("get-*")))
        .isNotEqualTo(ToolSelection.of(List.of("get-*"), List.of()))
        .isNotEqualTo(ToolSelection.all());
  }
}
