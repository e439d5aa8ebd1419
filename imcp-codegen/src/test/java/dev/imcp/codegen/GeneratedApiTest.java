package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.SnapshotFormat;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the compiler accepts and refuses of generated code, and that output is stable. */
class GeneratedApiTest {

  /** Properties in the order title, start, notes; {@code required} in another order, which must not matter. */
  private static final String TOOLS = """
      {"tools":[{"name":"events_create","inputSchema":{"type":"object","required":["start","title"],
        "properties":{"title":{"type":"string"},"start":{"type":"string","format":"date-time"},"notes":{"type":"string"}}}},
       {"name":"edit","inputSchema":{"type":"object","required":["newText","oldText"],
        "properties":{"oldText":{"type":"string"},"newText":{"type":"string"}}}},
       {"name":"search","inputSchema":{"type":"object","required":["query"],
        "properties":{"limit":{"type":"integer"},"query":{"type":"string"}}}}]}""";

  private static final String START = "OffsetDateTime.parse(\"2026-01-01T00:00:00Z\")";

  private static CompiledSdk compileProbe(String body, Path dir) {
    return compile(
        TOOLS,
        GeneratorOptions.builder("com.example.probe").build(),
        List.of("java.time.OffsetDateTime"),
        body,
        dir);
  }

  /**
   * The SDK generated from {@code tools}, compiled with a class {@code Probe} in its package whose {@code run()} is
   * {@code body}.
   */
  private static CompiledSdk compile(
      String tools, GeneratorOptions options, List<String> imports, String body, Path dir) {
    String probe = "package " + options.packageName() + ";\n\n"
        + imports.stream().map(type -> "import " + type + ";\n").collect(Collectors.joining())
        + """

        public class Probe {
          public static Object run() {
            %s
          }
        }
        """.formatted(body);
    return CompiledSdk.compile(
        SnapshotFormat.read(tools, "inline"),
        options,
        Map.of(options.packageName() + ".Probe", probe),
        dir);
  }

  @Test
  void aCallNamingEachRequiredArgumentInTheServersOrderCompiles(@TempDir Path dir) {
    CompiledSdk sdk = compileProbe(
        "return EventsCreateRequest.builder().title(\"t\").start(" + START
            + ").notes(\"n\").build();",
        dir);

    assertThat(sdk.run("com.example.probe.Probe").toString())
        .isEqualTo("EventsCreateRequest[title=t, start=2026-01-01T00:00Z, notes=n]");
  }

  @Test
  void componentsConstructorOfAndBuilderFollowThePropertyOrderNotTheRequiredOrder(
      @TempDir Path dir) {
    CompiledSdk sdk = compileProbe("""
        OffsetDateTime start = %s;
        return java.util.List.of(
            java.util.Arrays.stream(EventsCreateRequest.class.getRecordComponents())
                .map(java.lang.reflect.RecordComponent::getName).toList(),
            new EventsCreateRequest("t", start, null),
            EventsCreateRequest.of("t", start),
            EventsCreateRequest.builder().title("t").start(start).build(),
            EditRequest.builder().oldText("world").newText("planet").build());""".formatted(START), dir);

    List<?> result = (List<?>) sdk.run("com.example.probe.Probe");
    assertThat(result.get(0)).isEqualTo(List.of("title", "start", "notes"));
    assertThat(result.get(1)).isEqualTo(result.get(2)).isEqualTo(result.get(3));
    assertThat(result.get(4).toString()).isEqualTo("EditRequest[oldText=world, newText=planet]");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        // a required argument left out: the step before build() has no build()
        "return EventsCreateRequest.builder().title(\"t\").build();",
        "return EventsCreateRequest.builder().build();",
        // the steps in another order
        "return EventsCreateRequest.builder().start(" + START + ").title(\"t\").build();",
        // an optional argument before the required ones are named
        "return EventsCreateRequest.builder().notes(\"n\").title(\"t\").start(" + START
            + ").build();",
        // no positional of(…) where two arguments of one type could be swapped
        "return EditRequest.of(\"world\", \"planet\");",
        // the old positional builder
        "return EventsCreateRequest.builder(\"t\", " + START + ").build();"
      })
  void aMissingMisplacedOrPositionalRequiredArgumentDoesNotCompile(String body, @TempDir Path dir) {
    CompiledSdk sdk = compileProbe(body, dir);

    assertThat(sdk.compiled()).isFalse();
    assertThat(sdk.errors).anyMatch(error -> error.contains("Probe.java:7"));
  }

  @Test
  void ofTakesTheRequiredArgumentsWhereNoTwoFitOneValueAndLeavesOptionalOnesAbsent(
      @TempDir Path dir) {
    CompiledSdk sdk = compileProbe(
        "return java.util.List.of(SearchRequest.of(\"q\"), SearchRequest.builder().query(\"q\").limit(5).build());",
        dir);

    assertThat(sdk.run("com.example.probe.Probe").toString())
        .isEqualTo("[SearchRequest[limit=null, query=q], SearchRequest[limit=5, query=q]]");
  }

  @Test
  void aNullRequiredArgumentFailsWhereItIsPassed(@TempDir Path dir) {
    CompiledSdk sdk = compileProbe("""
        try {
          EventsCreateRequest.builder().title(null);
          return "accepted";
        } catch (NullPointerException e) {
          return e.getMessage();
        }""", dir);

    assertThat(sdk.run("com.example.probe.Probe")).isEqualTo("title");
  }

  @Test
  void aWrongTypeDoesNotCompile(@TempDir Path dir) {
    CompiledSdk sdk = compileProbe(
        "return EventsCreateRequest.builder().title(\"t\").start(" + START + ").notes(42).build();",
        dir);

    assertThat(sdk.compiled()).isFalse();
    assertThat(sdk.errors)
        .anyMatch(
            error -> error.contains("Probe.java:7") && error.contains("int cannot be converted"));
  }

  private static final String SHAPES = """
      {"tools":[{"name":"shapes","inputSchema":{"type":"object","properties":{
        "radius":{"type":"number"},"count":{"type":"integer"},"price":{"type":"number"},
        "points":{"oneOf":[{"type":"boolean"},{"type":"array","items":{"type":"string"}}]}}}}]}""";

  private static CompiledSdk compileShapes(String body, Path dir) {
    return compile(
        SHAPES,
        GeneratorOptions.builder("com.example.shapes")
            .typeMapping(TypeMapping.parse("price=BigDecimal"))
            .build(),
        List.of("java.util.ArrayList", "java.util.List"),
        body,
        dir);
  }

  @Test
  void optionalNumbersTakeIntAndLongLiteralsAsWellAsDoublesAndNull(@TempDir Path dir) {
    CompiledSdk sdk = compileShapes("""
        return List.of(ShapesRequest.builder().radius(5).build().radius(), ShapesRequest.builder().radius(7L).build().radius(),
            ShapesRequest.builder().radius(2.5).build().radius(), ShapesRequest.builder().radius(null).build().points() == null,
            ShapesRequest.builder().count(5).build().count(), ShapesRequest.builder().count(30_000_000_000L).build().count(),
            ShapesRequest.builder().count(null).build().toString(),
            ShapesRequest.builder().price(5).build().price(), ShapesRequest.builder().price(0.1).build().price());""", dir);

    assertThat(sdk.run("com.example.shapes.Probe"))
        .isEqualTo(List.of(
            5.0,
            7.0,
            2.5,
            true,
            5L,
            30_000_000_000L,
            "ShapesRequest[radius=null, count=null, price=null, points=null]",
            new java.math.BigDecimal(5),
            new java.math.BigDecimal("0.1")));
  }

  @Test
  void anIntegerSetterRefusesAFraction(@TempDir Path dir) {
    CompiledSdk sdk = compileShapes("return ShapesRequest.builder().count(2.5).build();", dir);

    assertThat(sdk.compiled()).isFalse();
    assertThat(sdk.errors).anyMatch(error -> error.contains("Probe.java:8"));
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
    CompiledSdk sdk = CompiledSdk.compile(snapshot, "com.example.ref", dir);

    assertThat(sdk.errors).isEmpty();
  }

  @Test
  void eachToolsMainMethodSaysWhatItThrowsOnce() {
    GenerationResult sdk = Generator.generate(
        SnapshotFormat.read(TOOLS, "inline"),
        GeneratorOptions.builder("com.example.probe").build());
    String service = sdk.files().stream()
        .filter(file -> file.path().endsWith("/ToolsService.java"))
        .findFirst()
        .orElseThrow()
        .content();

    // Three tools, each with four methods: the @throws are on the blocking one without options.
    assertThat(service.split("@throws InvalidArgumentsException", -1)).hasSize(4);
    assertThat(service.split("@throws McpTimeoutException", -1)).hasSize(4);
    assertThat(service)
        .contains("@throws ToolErrorException")
        .contains("@throws McpException")
        .doesNotContain("@throws ResultDecodingException");
  }
}
