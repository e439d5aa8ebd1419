package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.SnapshotFormat;
import java.nio.file.Path;
import java.util.List;
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
    return CompiledSdk.compile(
        SnapshotFormat.read(TOOLS, "inline"),
        GeneratorOptions.builder("com.example.probe").build(),
        Map.of("com.example.probe.Probe", probe),
        dir);
  }

  @Test
  void aCallWithItsRequiredArgumentsCompiles(@TempDir Path dir) {
    CompiledSdk sdk = compileProbe(
        "return EventsCreateRequest.builder(\"t\", OffsetDateTime.parse(\"2026-01-01T00:00:00Z\")).notes(\"n\").build();",
        dir);

    assertThat(sdk.errors).isEmpty();
  }

  @Test
  void aMissingRequiredArgumentDoesNotCompile(@TempDir Path dir) {
    CompiledSdk sdk = compileProbe("return EventsCreateRequest.builder(\"t\").build();", dir);

    assertThat(sdk.compiled()).isFalse();
    assertThat(sdk.errors)
        .anyMatch(error -> error.contains("Probe.java") && error.contains("builder"));
  }

  @Test
  void aWrongTypeDoesNotCompile(@TempDir Path dir) {
    CompiledSdk sdk = compileProbe(
        "return EventsCreateRequest.builder(\"t\", OffsetDateTime.parse(\"2026-01-01T00:00:00Z\")).notes(42).build();",
        dir);

    assertThat(sdk.compiled()).isFalse();
    assertThat(sdk.errors)
        .anyMatch(
            error -> error.contains("Probe.java:7") && error.contains("int cannot be converted"));
  }

  private static final String SHAPES = """
      {"tools":[{"name":"shapes","inputSchema":{"type":"object","properties":{
        "radius":{"type":"number"},
        "points":{"oneOf":[{"type":"boolean"},{"type":"array","items":{"type":"string"}}]}}}}]}""";

  private static CompiledSdk compileShapes(String body, Path dir) {
    String probe = """
        package com.example.shapes;

        import java.util.ArrayList;
        import java.util.List;

        public class Probe {
          public static Object run() {
            %s
          }
        }
        """.formatted(body);
    return CompiledSdk.compile(
        SnapshotFormat.read(SHAPES, "inline"),
        GeneratorOptions.builder("com.example.shapes").build(),
        Map.of("com.example.shapes.Probe", probe),
        dir);
  }

  @Test
  void optionalNumbersTakeIntAndLongLiteralsAsWellAsDoublesAndNull(@TempDir Path dir) {
    CompiledSdk sdk = compileShapes("""
        return List.of(ShapesRequest.builder().radius(5).build().radius(), ShapesRequest.builder().radius(7L).build().radius(),
            ShapesRequest.builder().radius(2.5).build().radius(), ShapesRequest.builder().radius(null).build().points() == null);""", dir);

    assertThat(sdk.errors).isEmpty();
    assertThat(sdk.run("com.example.shapes.Probe")).isEqualTo(List.of(5.0, 7.0, 2.5, true));
  }

  @Test
  void aListAlternativeOfAUnionKeepsACopyOfTheCallersList(@TempDir Path dir) {
    CompiledSdk sdk = compileShapes("""
        List<String> mine = new ArrayList<>(List.of("a"));
        ShapesRequest.Points.OfList points = (ShapesRequest.Points.OfList) ShapesRequest.Points.ofList(mine);
        mine.add("b");
        try {
          points.value().add("c");
          return "modifiable";
        } catch (UnsupportedOperationException e) {
          return points.value();
        }""", dir);

    assertThat(sdk.errors).isEmpty();
    assertThat(sdk.run("com.example.shapes.Probe")).isEqualTo(List.of("a"));
  }

  @Test
  void theSameSnapshotAndOptionsGiveByteIdenticalFiles() {
    GenerationResult first = Generator.generate(
        CompiledSdk.snapshot("imcp-tools-list.json"), ImcpSdkCompileTest.OPTIONS);
    GenerationResult second = Generator.generate(
        CompiledSdk.snapshot("imcp-tools-list.json"), ImcpSdkCompileTest.OPTIONS);

    assertThat(second.files()).isEqualTo(first.files());
  }

  @ParameterizedTest
  @ValueSource(strings = {"everything.json", "filesystem.json", "memory.json"})
  void theReferenceServersSdksCompileWithoutWarnings(String snapshot, @TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        CompiledSdk.snapshot(snapshot),
        GeneratorOptions.builder("com.example.ref").build(),
        Map.of(),
        dir);

    assertThat(sdk.errors).isEmpty();
  }
}
