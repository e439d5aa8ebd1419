package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Unions as a person would write them ({@code unions.json}, after Notion's parent, MongoDB's sort and hostile server
 * text): alternatives named from {@code title}, a discriminating {@code const}, required properties or their kind; a
 * union inside a union lifted into it; structurally equal alternatives merged; a factory per alternative; and, in a
 * result, a value of an unknown kind kept whole, and a value of a known kind that does not decode failing with the JSON
 * pointer where it fails.
 */
class UnionsTest {
  private static final String PACKAGE = "com.example.unions";

  private static final String BUILD = """
      package com.example.unions;

      import java.util.ArrayList;
      import java.util.List;
      import java.util.UUID;
      import tools.jackson.databind.json.JsonMapper;

      public class Build {
        public static Object run() {
          JsonMapper json = JsonMapper.builder().build();
          UUID id = UUID.fromString("00000000-0000-0000-0000-00000000000a");
          MovePageRequest request = MovePageRequest.builder()
              .pageId("p")
              .parent(MovePageRequest.Parent.pageId(id))
              .sort(MovePageRequest.Sort.desc())
              .icon(MovePageRequest.Icon.externalFile("https://example.com/i.png"))
              .hostile(MovePageRequest.Hostile.codeXB(7))
              .build();
          String text = json.writeValueAsString(request);
          List<Object> seen = new ArrayList<>();
          seen.add(text);
          seen.add(json.readValue(text, MovePageRequest.class).equals(request));
          for (MovePageRequest.Parent parent : List.of(
              MovePageRequest.Parent.workspace(),
              MovePageRequest.Parent.databaseId(id),
              MovePageRequest.Parent.ofString("w"))) {
            seen.add(json.writeValueAsString(parent));
          }
          for (MovePageRequest.Sort sort : List.of(
              MovePageRequest.Sort.value1(),
              MovePageRequest.Sort.valueMinus1(),
              MovePageRequest.Sort.asc(),
              MovePageRequest.Sort.meta("textScore"))) {
            seen.add(json.writeValueAsString(sort));
          }
          for (String sort : List.of("1", "-1", "\\"asc\\"", "\\"desc\\"", "{\\"$meta\\":\\"textScore\\"}")) {
            seen.add(json.readValue(sort, MovePageRequest.Sort.class).getClass().getSimpleName());
          }
          for (String parent : List.of(
              "{\\"type\\":\\"workspace\\"}",
              "{\\"type\\":\\"database_id\\",\\"database_id\\":\\"00000000-0000-0000-0000-00000000000b\\"}",
              "\\"w\\"")) {
            seen.add(json.readValue(parent, MovePageRequest.Parent.class).toString());
          }
          return seen;
        }
      }
      """;

  private static final String READ = """
      package com.example.unions;

      import dev.imcp.runtime.ToolResult;
      import dev.imcp.runtime.error.ResultDecodingException;
      import java.util.ArrayList;
      import java.util.List;
      import tools.jackson.databind.json.JsonMapper;

      public class Read {
        static MovePageResult decode(String json) {
          return ToolResult.builder("unions", "move_page")
              .structuredContent(JsonMapper.builder().build().readTree(json))
              .build()
              .decode(MovePageResult.class);
        }

        public static Object run() {
          List<Object> seen = new ArrayList<>();
          MovePageResult result = decode(
              "{\\"parent\\":{\\"type\\":\\"teamspace\\",\\"teamspace_id\\":\\"t\\"},\\"moved\\":["
                  + "{\\"kind\\":\\"page\\",\\"id\\":\\"a\\",\\"size\\":3},{\\"kind\\":\\"block\\",\\"id\\":\\"b\\"},"
                  + "{\\"kind\\":\\"comment\\",\\"id\\":\\"c\\"}]}");
          seen.add(result.parent().toString());
          result.moved().forEach(moved -> seen.add(moved.toString()));
          seen.add(decode("{\\"parent\\":{\\"type\\":\\"page_id\\",\\"page_id\\":\\"00000000-0000-0000-0000-00000000000a\\"}}")
              .parent().toString());
          try {
            seen.add(decode("{\\"moved\\":[{\\"kind\\":\\"block\\",\\"id\\":\\"b\\"},{\\"kind\\":\\"page\\",\\"id\\":\\"a\\",\\"size\\":\\"big\\"}]}"));
          } catch (ResultDecodingException e) {
            seen.add(e.getMessage());
          }
          return seen;
        }
      }
      """;

  private static CompiledSdk sdk;
  private static Path dir;

  @BeforeAll
  static void compile() throws IOException {
    dir = Files.createTempDirectory("unions");
    sdk = CompiledSdk.compile(
        "unions.json",
        GeneratorOptions.builder(PACKAGE).build(),
        Map.of(PACKAGE + ".Build", BUILD, PACKAGE + ".Read", READ),
        dir);
  }

  @Test
  void everyUnionCompilesWithoutWarningsAndItsJavadocIsComplete() {
    sdk.assertCompiledAndDocumented(dir);
  }

  @Test
  void alternativesAreNamedFromTitleConstOrPropertiesAndDuplicatesAreMerged() {
    String request = sdk.file("MovePageRequest");

    assertThat(request)
        .contains(
            // A oneOf of kinds inside an anyOf is lifted into it; each kind named by its const.
            "sealed interface Parent permits Parent.PageId, Parent.DatabaseId, Parent.Workspace,"
                + " Parent.OfString {",
            "static Parent pageId(UUID pageId) {",
            "static Parent workspace() {",
            // Constants by their value; an object alone by what it requires.
            "sealed interface Sort permits Sort.Value1, Sort.ValueMinus1, Sort.Asc, Sort.Desc, Sort.Meta {",
            "static Sort asc() {",
            // A constant holds nothing else: its record has no component.
            "record Asc() implements Sort, JsonValued {",
            // Two strings and two equal objects (titles do not count) are one each; the first title
            // names it.
            "sealed interface Icon permits Icon.OfString, Icon.ExternalFile {",
            "static Icon externalFile(String url) {")
        .doesNotContain("ofObject", "ofUnion", "OfString2", "EmojiObject");
  }

  @Test
  void aNameDropsTheUnionsOwnWordsAtEitherEnd() {
    assertThat(sdk.file("MovePageRequest"))
        .contains(
            "sealed interface Target permits Target.Page, Target.Block, Target.OfString {",
            "static Target page(String page) {",
            "static Target block(long block) {");
  }

  @Test
  void hostileTitlesAndConstantsGiveLegalNamesAndNoSourceText() {
    String request = sdk.file("MovePageRequest");

    assertThat(request)
        .contains(
            // Titles first, made names; then the const, unless it is no name ("123"), then what it
            // requires.
            "sealed interface Hostile permits Hostile.ClassX, Hostile.CodeXB, Hostile.C,"
                + " Hostile.FromJson, Hostile.ToString {",
            "static Hostile codeXB(long b) {",
            "static Hostile fromJsonFactory(boolean d) {",
            "static Hostile toStringFactory(boolean e) {")
        .doesNotContain("System.exit(1); //\n", "*/ class");
  }

  @Test
  void aUnionIsBuiltByItsFactoriesWrittenAsTheServerReadsItAndReadBack() {
    assertThat((List<?>) sdk.run(PACKAGE + ".Build"))
        .extracting(Object::toString)
        .containsExactly(
            "{\"page_id\":\"p\",\"parent\":{\"page_id\":\"00000000-0000-0000-0000-00000000000a\","
                + "\"type\":\"page_id\"},\"sort\":\"desc\",\"icon\":{\"url\":\"https://example.com/i.png\"},"
                + "\"hostile\":{\"kind\":\"default\",\"b\":7}}",
            "true",
            "{\"type\":\"workspace\"}",
            "{\"database_id\":\"00000000-0000-0000-0000-00000000000a\",\"type\":\"database_id\"}",
            "\"w\"",
            "1",
            "-1",
            "\"asc\"",
            "{\"$meta\":\"textScore\"}",
            "Value1",
            "ValueMinus1",
            "Asc",
            "Desc",
            "Meta",
            "Workspace[additionalProperties={}]",
            "DatabaseId[databaseId=00000000-0000-0000-0000-00000000000b, additionalProperties={}]",
            "OfString[value=w]");
  }

  @Test
  void aResultUnionKeepsAValueOfAnUnknownKindWholeAndFailsWithThePointerOfWhatDoesNotDecode() {
    assertThat((List<?>) sdk.run(PACKAGE + ".Read"))
        .extracting(Object::toString)
        .containsExactly(
            "Unknown[value={type=teamspace, teamspace_id=t}]",
            "Page[id=a, size=3]",
            "Block[id=b]",
            "Unknown[value={kind=comment, id=c}]",
            "PageId[pageId=00000000-0000-0000-0000-00000000000a, additionalProperties={}]",
            "Cannot decode the result of tool move_page on server 'unions' as " + PACKAGE
                + ".MovePageResult: Cannot deserialize value of type `java.lang.Long` from String \"big\": not"
                + " a valid `java.lang.Long` value (at /moved/1/size)");
  }

  @Test
  void theSameToolListGivesTheSameFiles() {
    GenerationResult again = Generator.generate(
        CompiledSdk.snapshot("unions.json"), GeneratorOptions.builder(PACKAGE).build());

    assertThat(again.files()).isEqualTo(sdk.generation.files());
  }
}
