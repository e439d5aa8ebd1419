package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.schema.internal.CanonicalJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;

/** Every case of the uritemplate-test suite (src/test/resources/uritemplate-test, Apache 2.0, see its LICENSE). */
class UriTemplateTest {
  private static final List<String> SUITE = List.of(
      "spec-examples.json",
      "spec-examples-by-section.json",
      "extended-tests.json",
      "negative-tests.json");

  @TestFactory
  Stream<DynamicTest> expandsEveryCaseOfTheSuite() {
    return SUITE.stream().flatMap(UriTemplateTest::cases);
  }

  private static Stream<DynamicTest> cases(String file) {
    List<DynamicTest> tests = new ArrayList<>();
    suite(file).properties().forEach(group -> {
      Map<String, Object> variables = values(group.getValue().path("variables"));
      for (JsonNode testCase : group.getValue().path("testcases")) {
        String template = testCase.get(0).stringValue();
        JsonNode expected = testCase.get(1);
        tests.add(DynamicTest.dynamicTest(
            file + " / " + group.getKey() + " / " + template,
            () -> check(template, variables, expected)));
      }
    });
    return tests.stream();
  }

  private static void check(String template, Map<String, Object> variables, JsonNode expected) {
    if (expected.isBoolean()) {
      // false: the template is malformed, or these values cannot be expanded in it.
      assertThatThrownBy(() -> UriTemplate.parse(template).expand(variables))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(template);
      return;
    }
    String uri = UriTemplate.parse(template).expand(variables);
    if (expected.isArray()) {
      // A map's pairs may come in any order: the suite lists each acceptable result.
      List<String> accepted = new ArrayList<>();
      expected.forEach(alternative -> accepted.add(alternative.stringValue()));
      assertThat(accepted).contains(uri);
    } else {
      assertThat(uri).isEqualTo(expected.stringValue());
    }
  }

  @Test
  void listsEachVariableOnceInOrder() {
    assertThat(UriTemplate.parse("github://repos/{owner}/{repo}/issues/{number}{?owner,page*}")
            .variables())
        .containsExactly("owner", "repo", "number", "page");
  }

  @Test
  void expandsTheDocumentedExample() {
    UriTemplate template =
        UriTemplate.parse("github://repos/{owner}/{repo}/issues/{number}{?fields*}");

    assertThat(template.expand(Map.of(
            "owner",
            "octo cat",
            "repo",
            "hello",
            "number",
            42,
            "fields",
            List.of("title", "body"))))
        .isEqualTo("github://repos/octo%20cat/hello/issues/42?fields=title&fields=body");
  }

  @Test
  void takesAnyCollectionOrMapAndOtherValuesAsText() {
    UriTemplate template = UriTemplate.parse("s://{+path}{?q*}{&set}");

    assertThat(template.expand(Map.of(
            "path", java.nio.file.Path.of("/a b"),
            "q", Map.of("lang", "en"),
            "set", new java.util.TreeSet<>(List.of(2, 1)))))
        .isEqualTo("s:///a%20b?lang=en&set=1,2");
  }

  @Test
  void nullIsUndefined() {
    Map<String, Object> values = new HashMap<>();
    values.put("resourceId", null);
    assertThat(UriTemplate.parse("demo://resource/{resourceId}{?q}").expand(values))
        .isEqualTo("demo://resource/");
  }

  @Test
  void malformedTemplateSaysWhich() {
    assertThatThrownBy(() -> UriTemplate.parse("demo://{unclosed"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Not an RFC 6570 URI template: 'demo://{unclosed'");
  }

  private static JsonNode suite(String file) {
    try (InputStream in = UriTemplateTest.class.getResourceAsStream("/uritemplate-test/" + file)) {
      return CanonicalJson.mapper().readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Map<String, Object> values(JsonNode variables) {
    Map<String, Object> values = new LinkedHashMap<>();
    variables.properties().forEach(entry -> values.put(entry.getKey(), value(entry.getValue())));
    return values;
  }

  private static Object value(JsonNode node) {
    if (node.isArray()) {
      List<Object> list = new ArrayList<>();
      node.forEach(item -> list.add(value(item)));
      return list;
    }
    if (node.isObject()) {
      return values(node);
    }
    if (node.isNull()) {
      return null;
    }
    return node.isString() ? node.stringValue() : node.asString();
  }
}
