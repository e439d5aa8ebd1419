package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.stub.JsonAlternatives;
import dev.imcp.runtime.stub.Redaction;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** What generated unions and {@code toString()} methods call. */
class GeneratedCodeSupportTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  record Page(String id) {}

  private static JsonNode json(String text) {
    return JSON.readTree(text);
  }

  @Test
  void anAlternativeFitsAnObjectWithTheMembersItRequiresAndAClosedOneNoOthers() {
    assertThat(JsonAlternatives.hasMembers(json("{\"path\":\"a\",\"line\":1}"), "path", "line"))
        .isTrue();
    assertThat(JsonAlternatives.hasMembers(json("{\"path\":\"a\"}"), "path", "line"))
        .isFalse();
    assertThat(JsonAlternatives.onlyMembers(json("{\"path\":\"a\"}"), "path", "line"))
        .isTrue();
    assertThat(JsonAlternatives.onlyMembers(json("{\"path\":\"a\",\"side\":\"L\"}"), "path"))
        .isFalse();
  }

  @Test
  void aConstMemberFitsWhenAbsentOrEqualAndAConstantAlternativeOnlyItsValue() {
    assertThat(JsonAlternatives.constant(json("{\"type\":\"page_id\"}"), "type", "page_id"))
        .isTrue();
    assertThat(JsonAlternatives.constant(json("{}"), "type", "page_id")).isTrue();
    assertThat(JsonAlternatives.constant(json("{\"type\":\"workspace\"}"), "type", "page_id"))
        .isFalse();
    assertThat(JsonAlternatives.constant(json("{\"type\":1}"), "type", "1")).isFalse();
    assertThat(JsonAlternatives.isConstant(json("-1"), "-1")).isTrue();
    assertThat(JsonAlternatives.isConstant(json("-1.0"), "-1")).isTrue();
    assertThat(JsonAlternatives.isConstant(json("1"), "-1")).isFalse();
    assertThat(JsonAlternatives.isConstant(json("\"-1\""), "-1")).isFalse();
    assertThat(JsonAlternatives.node("-1")).isEqualTo(json("-1"));
  }

  @Test
  void alternativesDecodeWithTheRuntimesMapper() {
    assertThat(JsonAlternatives.decode(json("{\"id\":\"p\",\"extra\":1}"), Page.class))
        .isEqualTo(new Page("p"));
    assertThat(
            JsonAlternatives.decode(json("[{\"id\":\"p\"}]"), new TypeReference<List<Page>>() {}))
        .containsExactly(new Page("p"));
  }

  @Test
  void aValueThatFitsNoAlternativeNamesItsKindAndTheUnion() {
    assertThatThrownBy(() -> {
          throw JsonAlternatives.noMatch(json("true"), "MovePageRequest.NewParent");
        })
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a JSON boolean fits none of the alternatives of MovePageRequest.NewParent");
  }

  @Test
  void aSecretShowsWhetherItIsSetNeverItsValue() {
    assertThat(Redaction.of("hunter2")).isEqualTo("***");
    assertThat(Redaction.of(null)).isEqualTo("null");
  }
}
