package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.SnapshotFormat;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the compiler accepts and refuses of generated code, and that output is stable. */
class GeneratedApiTest {

  private static final String TOOLS = """
      {"tools":[{"name":"events_create","inputSchema":{"type":"object","required":["title","start"],
        "properties":{"title":{"type":"string"},"start":{"type":"string","format":"date-time"},"notes":{"type":"string"}}}}]}""";

  private static CompiledSdk compileProbe(String body, Path dir) {
    String probe = """
        package com.example.probe;

        import java.time.OffsetDateTime;

        public class Probe {
          public static Object run() {
            %s
          }
        }
        """.formatted(body);
    return CompiledSdk.compile(SnapshotFormat.read(TOOLS, "inline"), GeneratorOptions.builder("com.example.probe").build(),
        Map.of("com.example.probe.Probe", probe), dir);
  }

  @Test
  void aCallWithItsRequiredArgumentsCompiles(@TempDir Path dir) {
    CompiledSdk sdk = compileProbe(
        "return EventsCreateRequest.builder(\"t\", OffsetDateTime.parse(\"2026-01-01T00:00:00Z\")).notes(\"n\").build();", dir);

    assertThat(sdk.errors).isEmpty();
  }

  @Test
  void aMissingRequiredArgumentDoesNotCompile(@TempDir Path dir) {
    CompiledSdk sdk = compileProbe("return EventsCreateRequest.builder(\"t\").build();", dir);

    assertThat(sdk.compiled()).isFalse();
    assertThat(sdk.errors).anyMatch(error -> error.contains("Probe.java") && error.contains("builder"));
  }

  @Test
  void aWrongTypeDoesNotCompile(@TempDir Path dir) {
    CompiledSdk sdk = compileProbe(
        "return EventsCreateRequest.builder(\"t\", OffsetDateTime.parse(\"2026-01-01T00:00:00Z\")).notes(42).build();", dir);

    assertThat(sdk.compiled()).isFalse();
    assertThat(sdk.errors).anyMatch(error -> error.contains("Probe.java:7") && error.contains("int cannot be converted"));
  }

  @Test
  void theSameSnapshotAndOptionsGiveByteIdenticalFiles() {
    GenerationResult first = Generator.generate(CompiledSdk.snapshot("imcp-tools-list.json"), ImcpSdkCompileTest.OPTIONS);
    GenerationResult second = Generator.generate(CompiledSdk.snapshot("imcp-tools-list.json"), ImcpSdkCompileTest.OPTIONS);

    assertThat(second.files()).isEqualTo(first.files());
  }

  @ParameterizedTest
  @ValueSource(strings = {"everything.json", "filesystem.json", "memory.json"})
  void theReferenceServersSdksCompileWithoutWarnings(String snapshot, @TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(CompiledSdk.snapshot(snapshot), GeneratorOptions.builder("com.example.ref").build(), Map.of(), dir);

    assertThat(sdk.errors).isEmpty();
  }
}
