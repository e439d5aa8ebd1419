package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.Diagnostic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The shapes of real servers' tool lists that once gave SDKs that did not compile or decoded results wrongly
 * ({@code hard-shapes.json}, written after GitHub's, Notion's and MongoDB's servers, Zod, Pydantic and the Python git
 * server): all compile with {@code -Xlint:all -Werror}, and what they generate builds, writes, reads back and decodes
 * as the schema means it.
 */
class HardShapesTest {
  private static final String PACKAGE = "com.example.hard";

  private static final String UNIONS = """
      package com.example.hard;

      import java.util.List;
      import java.util.Map;
      import java.util.UUID;
      import tools.jackson.databind.DeserializationFeature;
      import tools.jackson.databind.json.JsonMapper;

      public class Unions {
        static final JsonMapper JSON =
            JsonMapper.builder().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

        public static Object run() {
          MovePageRequest request = MovePageRequest.builder()
              .pageId("p1")
              .newParent(MovePageRequest.NewParent.PageId.builder()
                  .pageId(UUID.fromString("00000000-0000-0000-0000-00000000000a"))
                  .additionalProperties(Map.of("title", "T"))
                  .build())
              .children(List.of(
                  MovePageRequest.Child.ofString("b1"),
                  MovePageRequest.Child.blockId("b2")))
              .build();
          String text = JSON.writeValueAsString(request);
          MovePageRequest back = JSON.readValue(text, MovePageRequest.class);
          MovePageRequest byString = JSON.readValue(
              "{\\"page_id\\":\\"p\\",\\"new_parent\\":\\"workspace\\"}", MovePageRequest.class);
          CreatePullRequestReviewRequest review = JSON.readValue(
              "{\\"owner\\":\\"o\\",\\"pull_number\\":7,\\"comments\\":[{\\"path\\":\\"a\\",\\"position\\":1,\\"body\\":\\"x\\"},"
                  + "{\\"path\\":\\"a\\",\\"line\\":2,\\"side\\":\\"LEFT\\",\\"body\\":\\"y\\"}]}",
              CreatePullRequestReviewRequest.class);
          MovePageRequest targets = JSON.readValue(
              "{\\"page_id\\":\\"p\\",\\"new_parent\\":\\"w\\",\\"target\\":\\"here\\"}", MovePageRequest.class);
          MovePageRequest.Target tagged = JSON.readValue(
              "{\\"type\\":\\"workspace\\"}", MovePageRequest.Target.class);
          return List.of(
              text,
              back.equals(request),
              byString.newParent().toString(),
              targets.target().toString(),
              tagged.toString(),
              review.comments().get(0).getClass().getSimpleName(),
              review.comments().get(1).getClass().getSimpleName());
        }
      }
      """;

  private static final String RECURSION = """
      package com.example.hard;

      import java.util.List;
      import tools.jackson.databind.json.JsonMapper;

      public class Recursion {
        public static Object run() {
          JsonMapper json = JsonMapper.builder().build();
          ChatRequest request = ChatRequest.of(new ChatRequest.Message.Thread(List.of(
              new ChatRequest.Message.Text("hi"),
              new ChatRequest.Message.Thread(List.of(new ChatRequest.Message.Text("deep"))))));
          String text = json.writeValueAsString(request);
          return List.of(text, json.readValue(text, ChatRequest.class).equals(request));
        }
      }
      """;

  private static final String RESULTS = """
      package com.example.hard;

      import dev.imcp.runtime.ToolResult;
      import dev.imcp.runtime.error.ResultDecodingException;
      import java.util.ArrayList;
      import java.util.List;
      import tools.jackson.databind.json.JsonMapper;

      public class Results {
        static GitBranchResult decode(String json) {
          return ToolResult.builder("git", "git_branch")
              .structuredContent(JsonMapper.builder().build().readTree(json))
              .build()
              .decode(GitBranchResult.class);
        }

        public static Object run() {
          List<Object> seen = new ArrayList<>();
          for (String json : List.of("{\\"mode\\":\\"list\\"}", "{\\"branches\\":[],\\"count\\":1,\\"success\\":null,\\"state\\":\\"open\\"}")) {
            try {
              seen.add(decode(json));
            } catch (ResultDecodingException e) {
              seen.add(e.getMessage());
            }
          }
          GitBranchResult result = decode("{\\"branches\\":[\\"main\\"],\\"count\\":1,\\"success\\":true,\\"state\\":\\"merged\\",\\"tags\\":[\\"a\\",\\"c\\"]}");
          seen.add(result);
          seen.add(result.state());
          seen.add(result.tags());
          GitBranchResult sparse = decode("{\\"branches\\":[],\\"count\\":0,\\"success\\":false,\\"state\\":\\"open\\"}");
          seen.add(sparse.tags());
          seen.add(sparse.state());
          return seen;
        }
      }
      """;

  private static final String NAMES_AND_SECRETS = """
      package com.example.hard;

      import java.util.List;

      public class NamesAndSecrets {
        public static Object run() {
          String refused;
          try {
            ReactRequest.Content.fromValue("heart");
            refused = "accepted";
          } catch (IllegalArgumentException e) {
            refused = e.getMessage();
          }
          return List.of(
              List.of(ReactRequest.Content.values()).toString(),
              ReactRequest.Content.fromValue("reactions--1").value(),
              refused,
              ConnectRequest.builder().connectionString("mongodb://admin:hunter2@db.example.com/prod")
                  .password("hunter2").apiKey("k").maxTokens(5L).pin("1234").build().toString());
        }
      }
      """;

  private static CompiledSdk sdk;
  private static Path dir;

  @BeforeAll
  static void compile() throws IOException {
    dir = Files.createTempDirectory("hard-shapes");
    sdk = CompiledSdk.compile(
        "hard-shapes.json",
        GeneratorOptions.builder(PACKAGE)
            .typeMapping(TypeMapping.parse("pull_number=long"))
            .build(),
        Map.of(
            PACKAGE + ".Unions",
            UNIONS,
            PACKAGE + ".Recursion",
            RECURSION,
            PACKAGE + ".Results",
            RESULTS,
            PACKAGE + ".NamesAndSecrets",
            NAMES_AND_SECRETS),
        dir);
  }

  @Test
  void everyShapeCompilesAndWarnsOnlyOfWhatItCannotType() {
    assertThat(sdk.errors).isEmpty();
    assertThat(sdk.generation.warnings())
        .extracting(Diagnostic::toString)
        .containsExactly(
            "tool react: the server lists this tool more than once, differently; the SDK is generated from its"
                + " first listing, and a call by its name reaches whichever listing the server picks",
            "tool long_job at /execution/taskSupport: left out of the SDK: the tool must be called as a task"
                + " (taskSupport \"required\"), and the runtime does not run MCP tasks yet, so a generated call"
                + " could only fail",
            "tool empty_enum at /inputSchema/properties/mode/enum: enum is empty, so no value is valid; typed by"
                + " its other keywords, the enum is not checked",
            "tool untyped at /inputSchema/$defs/Nested/items: $ref /inputSchema/$defs/Nested holds itself with no"
                + " object or union in between, which no Java type can; typed as JSON",
            "tool untyped at /inputSchema/properties/level: an enum of values that are not all strings or all"
                + " integers is typed as JSON, and its values are not checked");
    assertThat(sdk.file("UntypedRequest"))
        .contains(
            "@JsonProperty(\"level\") @Nullable Object level",
            "@JsonProperty(\"nested\") @Nullable List<Object> nested");
    assertThat(sdk.paths()).noneMatch(path -> path.contains("LongJob"));
  }

  @Test
  void theSameToolListGivesTheSameFilesAndWarnings() {
    GeneratorOptions options = GeneratorOptions.builder(PACKAGE)
        .typeMapping(TypeMapping.parse("pull_number=long"))
        .build();
    GenerationResult again = Generator.generate(CompiledSdk.snapshot("hard-shapes.json"), options);

    assertThat(again.files()).isEqualTo(sdk.generation.files());
    assertThat(again.warnings()).isEqualTo(sdk.generation.warnings());
  }

  @Test
  void unionsWithObjectAlternativesAreBuiltWrittenAndReadBackByAlternative() {
    assertThat(sdk.run(PACKAGE + ".Unions"))
        .isEqualTo(List.of(
            "{\"page_id\":\"p1\",\"new_parent\":{\"page_id\":\"00000000-0000-0000-0000-00000000000a\",\"title\":\"T\"},"
                + "\"children\":[\"b1\",{\"block_id\":\"b2\"}]}",
            true,
            "OfString[value=workspace]",
            "OfString[value=here]",
            "Workspace[]",
            "Position",
            "Line"));
  }

  @Test
  void aRecursiveDiscriminatedUnionTerminatesAndRoundTrips() {
    assertThat(sdk.run(PACKAGE + ".Recursion"))
        .isEqualTo(List.of(
            "{\"message\":{\"kind\":\"thread\",\"messages\":[{\"kind\":\"text\",\"text\":\"hi\"},"
                + "{\"kind\":\"thread\",\"messages\":[{\"kind\":\"text\",\"text\":\"deep\"}]}]}}",
            true));
  }

  @Test
  void aPatternConstrainsStringsOnlyNotTheTypesItsFormatGives() {
    String formats = sdk.file("FormatsRequest");

    assertThat(formats)
        .contains(
            "@JsonProperty(\"when\") @Nullable OffsetDateTime when",
            "@JsonProperty(\"day\") @Nullable LocalDate day",
            "@JsonProperty(\"id\") @Nullable UUID id",
            "@JsonProperty(\"site\") @Nullable URI site")
        .doesNotContain("@Pattern");
  }

  @Test
  void aReferencedDefinitionAndANestedTypeOfTheSameNameGetDistinctNames() {
    String query = sdk.file("QueryRequest");

    assertThat(query)
        .contains(
            "@JsonProperty(\"where\") @Valid QueryRequest. @Nullable Filter where",
            "@JsonProperty(\"other\") @Valid @Nullable Filter other",
            "public record Filter2(",
            "public record Filter3(");
  }

  @Test
  void theJavadocOfEveryShapeIsComplete() {
    sdk.assertCompiledAndDocumented(dir);
  }

  @Test
  void resultsTellTheTruthAboutRequiredFieldsListsAndEnumsTheyDoNotKnow() {
    String type = PACKAGE + ".GitBranchResult";

    assertThat(sdk.file("GitBranchResult"))
        .contains(
            "@JsonProperty(value = \"branches\", required = true) @JsonSetter(nulls = Nulls.FAIL) List<String> branches",
            "@JsonProperty(value = \"count\", required = true) @JsonSetter(nulls = Nulls.FAIL) long count",
            "@JsonProperty(value = \"success\", required = true) @JsonSetter(nulls = Nulls.FAIL) boolean success",
            "@JsonProperty(\"current\") @Nullable String current",
            "@JsonProperty(\"tags\") @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> tagsAsStrings");
    assertThat((List<?>) sdk.run(PACKAGE + ".Results"))
        .extracting(Object::toString)
        .containsExactly(
            "Cannot decode the result of tool git_branch on server 'git' as " + type
                + ": required field 'branches' is missing at /branches",
            "Cannot decode the result of tool git_branch on server 'git' as " + type
                + ": required field 'success' is null at /success",
            "GitBranchResult[branches=[main], current=null, count=1, success=true, stateAsString=merged,"
                + " tagsAsStrings=[a, c]]",
            "UNKNOWN",
            "[A, UNKNOWN]",
            "[]",
            "OPEN");
  }

  @Test
  void enumConstantsAreReadableAndUniqueAndARequestsEnumRefusesOtherValues() {
    List<?> seen = (List<?>) sdk.run(PACKAGE + ".NamesAndSecrets");

    assertThat(seen.get(0))
        .isEqualTo("[REACTIONS_PLUS_1, REACTIONS_MINUS_1, LAUGH, MINUS_1, PLUS_1]");
    assertThat(seen.get(1)).isEqualTo("reactions--1");
    assertThat(seen.get(2)).isEqualTo("'heart' is not a value of Content");
  }

  @Test
  void secretsShowOnlyWhetherTheyAreSet() {
    List<?> seen = (List<?>) sdk.run(PACKAGE + ".NamesAndSecrets");

    assertThat(seen.get(3))
        .isEqualTo("ConnectRequest[connectionString=***, password=***, apiKey=***, maxTokens=5,"
            + " pin=***, hidden=null]");
  }

  @Test
  void aTypeMappingMakesANumberALongAndJavaScriptsSafeIntegerBoundsAreDropped() {
    assertThat(sdk.file("CreatePullRequestReviewRequest"))
        .contains("@JsonProperty(\"pull_number\") long pullNumber")
        .doesNotContain("9007199254740991");
  }
}
