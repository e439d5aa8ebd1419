package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.SnapshotFormat;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Structurally equal objects and enums are one type across tools, and between requests and results. */
class SharedTypesTest {
  private static final String PROBE = """
      package com.example.memory;

      import java.util.List;
      import tools.jackson.databind.DeserializationFeature;
      import tools.jackson.databind.json.JsonMapper;

      public class Probe {
        public static Object run() {
          JsonMapper json = JsonMapper.builder().build();
          ReadGraphResult graph = json.readValue(
              "{\\"entities\\":[{\\"name\\":\\"Alice\\",\\"entityType\\":\\"person\\",\\"observations\\":[\\"x\\"],"
                  + "\\"extra\\":1}],\\"relations\\":[]}",
              ReadGraphResult.class);
          // An entity read is passed back as it is: one type, Entity, in both.
          CreateEntitiesRequest again = CreateEntitiesRequest.of(graph.entities());
          return json.writeValueAsString(again);
        }
      }
      """;

  private static final String MISSING = """
      package com.example.memory;

      import tools.jackson.databind.json.JsonMapper;

      public class Missing {
        public static Object run() {
          try {
            JsonMapper.builder().build().readValue(
                "{\\"entities\\":[{\\"name\\":\\"Alice\\",\\"observations\\":[]}],\\"relations\\":[]}",
                ReadGraphResult.class);
            return "read";
          } catch (RuntimeException e) {
            return "refused";
          }
        }
      }
      """;

  @Test
  void anEntityReadFromReadGraphIsPassedBackToCreateEntities(@TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        "memory.json",
        GeneratorOptions.builder("com.example.memory").build(),
        Map.of("com.example.memory.Probe", PROBE, "com.example.memory.Missing", MISSING),
        dir);

    assertThat(sdk.run("com.example.memory.Probe"))
        .isEqualTo(
            "{\"entities\":[{\"name\":\"Alice\",\"entityType\":\"person\",\"observations\":[\"x\"]}]}");
    // Shared with results, the record still refuses a result that lacks a required member.
    assertThat(sdk.run("com.example.memory.Missing")).isEqualTo("refused");
    assertThat(sdk.paths())
        .contains("com/example/memory/Entity.java", "com/example/memory/Relation.java");
    assertThat(sdk.file("ReadGraphResult")).doesNotContain("record Entity(");
    assertThat(sdk.file("CreateEntitiesRequest")).doesNotContain("record Entity(");
  }

  private static final String TOOLS = """
      {"tools":[
       {"name":"list_issues","inputSchema":{"type":"object","properties":{
         "state":{"type":"string","enum":["open","closed","all"]},
         "owner":{"type":"object","title":"Account","properties":{"login":{"type":"string"}},"required":["login"]}}}},
       {"name":"update_issue","inputSchema":{"type":"object","properties":{
         "state":{"type":"string","enum":["open","closed"]},
         "assignee":{"type":"object","properties":{"login":{"type":"string"}},"required":["login"]}}}},
       {"name":"update_pull","inputSchema":{"type":"object","properties":{
         "state":{"type":"string","enum":["open","closed"],"description":"other words, same values"},
         "mode":{"type":"string","enum":["a","b"]},
         "originPoint":{"type":"object","properties":{"x":{"type":"number"}}},
         "destinationPoint":{"type":"object","properties":{"x":{"type":"number"}}}}}}]}""";

  @Test
  void equalStructuresAreOneTypeNamedFromTitleOrTheirCommonNameAndOthersStayNested(
      @TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        SnapshotFormat.read(TOOLS, "inline"),
        GeneratorOptions.builder("com.example.shared").build(),
        Map.of(),
        dir);

    assertThat(sdk.errors).isEmpty();
    List<String> files =
        sdk.generation.files().stream().map(GeneratedFile::path).toList();
    // The two-valued state is one enum; the three-valued one differs and stays in its tool.
    assertThat(files)
        .contains(
            "com/example/shared/State.java",
            "com/example/shared/Account.java",
            "com/example/shared/Point.java")
        .doesNotContain("com/example/shared/Mode.java");
    assertThat(sdk.file("ListIssuesRequest"))
        .contains("enum State")
        .doesNotContain("record Account");
    assertThat(sdk.file("UpdatePullRequest")).contains("enum Mode").doesNotContain("enum State");
    assertThat(sdk.file("UpdateIssueRequest")).contains("Account assignee");
  }

  @Test
  void theSameToolListGivesTheSameFiles() {
    GenerationResult first = Generator.generate(
        CompiledSdk.snapshot("memory.json"), GeneratorOptions.builder("a.b").build());
    GenerationResult second = Generator.generate(
        CompiledSdk.snapshot("memory.json"), GeneratorOptions.builder("a.b").build());

    assertThat(second.files()).isEqualTo(first.files());
  }
}
