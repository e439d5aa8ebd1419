package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server's static resources as URI constants and its resource templates as URI methods, in {@code
 * <Client>Resources}. The golden file is {@code src/test/resources/golden/everything-resources}; after an intended
 * change, rerun with {@code -Dimcp.updateGoldens=true} and review the diff like code.
 */
class ResourcesGenerationTest {
  /** The SDK {@link PromptsGenerationTest} holds the prompts of: one generation, one golden directory. */
  private static final GeneratorOptions OPTIONS = PromptsGenerationTest.OPTIONS;

  private static final Path GOLDEN =
      PromptsGenerationTest.GOLDEN_DIRECTORY.resolve("EverythingResources.java.txt");

  @TempDir
  Path dir;

  private static String probe(String body) {
    return """
        package com.example.everything;

        public class Probe {
          public static Object run() {
            %s
          }
        }
        """.formatted(body);
  }

  @Test
  void serverEverythingsResourcesMatchTheGoldenFile() throws IOException {
    GenerationResult result =
        Generator.generate(CompiledSdk.snapshot("everything-prompts.json"), OPTIONS);
    GoldenFile.assertMatches(result, "/EverythingResources.java", GOLDEN);
    assertThat(Generator.generate(CompiledSdk.snapshot("everything-prompts.json"), OPTIONS))
        .as("deterministic")
        .isEqualTo(result);
  }

  @Test
  void constantsAndTemplateMethodsCompileAndExpand() {
    CompiledSdk sdk = CompiledSdk.compile(
        "everything-prompts.json",
        OPTIONS,
        Map.of(
            "com.example.everything.Probe",
            probe("return java.util.List.of(EverythingResources.ARCHITECTURE_MD,"
                + " EverythingResources.dynamicTextResource(\"7\"),"
                + " EverythingResources.dynamicBlobResource(\"a/b c\"));")),
        dir);

    sdk.assertCompiledAndDocumented(dir);
    assertThat(sdk.run("com.example.everything.Probe"))
        .isEqualTo(List.of(
            "demo://resource/static/document/architecture.md",
            "demo://resource/dynamic/text/7",
            "demo://resource/dynamic/blob/a%2Fb%20c"));
  }

  @Test
  void hostileNamesStayInertAndAMalformedTemplateIsLeftOutWithAWarning() {
    String hostile = """
        {"tools":[],
         "resources":[{"uri":"x://\\"+1+\\"","name":"*/ class \\\\u0022 {@code","description":"*/ @Deprecated"},
                      {"uri":"x://2","name":"class"}],
         "resourceTemplates":[{"name":"*/ evil","uriTemplate":"x://{a}/{class}/{a.b}","description":"<b>$x</b>"},
                              {"name":"broken","uriTemplate":"x://{unclosed"}]}
        """;

    CompiledSdk sdk = CompiledSdk.compile(
        SnapshotFormat.read(hostile, "hostile"),
        OPTIONS,
        Map.of(
            "com.example.everything.Probe",
            probe("return EverythingResources.evil(\"1\", \"2\", \"3\");")),
        dir);

    sdk.assertCompiledAndDocumented(dir);
    assertThat(sdk.run("com.example.everything.Probe")).isEqualTo("x://1/2/3");
    assertThat(sdk.generation.warnings())
        .extracting(Diagnostic::pointer)
        .containsExactly("/resourceTemplates/1/uriTemplate");
  }

  @Test
  void aFastMcpServersTemplateTakesItsVariablesInOrder() {
    CompiledSdk sdk = CompiledSdk.compile(
        "fastmcp-prompts.json",
        OPTIONS,
        Map.of(
            "com.example.everything.Probe",
            probe("return java.util.List.of(EverythingResources.INDEX,"
                + " EverythingResources.noteVersion(\"a b\", \"3\"));")),
        dir);

    assertThat(sdk.run("com.example.everything.Probe"))
        .isEqualTo(List.of("notes://index", "notes://a%20b/versions/3"));
  }

  @Test
  void aServerWithoutResourcesGetsNoResourcesClass() {
    assertThat(
            Generator.generate(CompiledSdk.snapshot("everything.json"), OPTIONS).files())
        .noneMatch(file -> file.path().endsWith("Resources.java"));
  }
}
