package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.stub.JsonAlternatives;
import dev.imcp.runtime.stub.Redaction;
import dev.imcp.runtime.stub.TypeToken;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** What generated unions and {@code toString()} methods call. */
class GeneratedCodeSupportTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  record Page(String id) {}

  /** A value as Jackson hands it to a union's delegating creator that takes {@code Object}. */
  private static Object json(String text) {
    return JSON.readValue(text, Object.class);
  }

  @Test
  void anAlternativeFitsAnObjectWithTheMembersItRequiresAndAClosedOneNoOthers() {
    assertThat(JsonAlternatives.hasMembers(json("{\"path\":\"a\",\"line\":1}"), "path", "line"))
        .isTrue();
    assertThat(JsonAlternatives.hasMembers(json("{\"path\":\"a\"}"), "path", "line"))
        .isFalse();
    assertThat(JsonAlternatives.hasMembers(json("[\"path\"]"), "path")).isFalse();
    assertThat(JsonAlternatives.onlyMembers(json("{\"path\":\"a\"}"), "path", "line"))
        .isTrue();
    assertThat(JsonAlternatives.onlyMembers(json("{\"path\":\"a\",\"side\":\"L\"}"), "path"))
        .isFalse();
    assertThat(JsonAlternatives.onlyMembers(json("{}"))).isTrue();
    assertThat(JsonAlternatives.onlyMembers(json("{\"a\":1}"))).isFalse();
  }

  @Test
  void theKindsOfValueAreTheKindsOfJson() {
    assertThat(JsonAlternatives.isObject(json("{}"))).isTrue();
    assertThat(JsonAlternatives.isArray(json("[]"))).isTrue();
    assertThat(JsonAlternatives.isString(json("\"x\""))).isTrue();
    assertThat(JsonAlternatives.isBoolean(json("false"))).isTrue();
    assertThat(JsonAlternatives.isIntegralNumber(json("7"))).isTrue();
    assertThat(JsonAlternatives.isIntegralNumber(json("12345678901"))).isTrue();
    assertThat(JsonAlternatives.isIntegralNumber(json("123456789012345678901234567890")))
        .isTrue();
    assertThat(JsonAlternatives.isIntegralNumber(BigInteger.TEN)).isTrue();
    assertThat(JsonAlternatives.isIntegralNumber(json("7.5"))).isFalse();
    assertThat(JsonAlternatives.isNumber(json("7.5"))).isTrue();
    assertThat(JsonAlternatives.isObject(null)).isFalse();
  }

  @Test
  void alternativesDecodeWithTheRuntimesMapper() {
    assertThat(JsonAlternatives.decode(json("{\"id\":\"p\",\"extra\":1}"), Page.class))
        .isEqualTo(new Page("p"));
    assertThat(JsonAlternatives.decode(json("[{\"id\":\"p\"}]"), new TypeToken<List<Page>>() {}))
        .containsExactly(new Page("p"));
    assertThat(JsonAlternatives.decode(json("7"), Long.class)).isEqualTo(7L);
    assertThat(JsonAlternatives.decode(
            json("{\"a\":[1,null]}"), new TypeToken<Map<String, Object>>() {}))
        .isEqualTo(json("{\"a\":[1,null]}"));
    assertThatThrownBy(() -> JsonAlternatives.decode(json("{\"id\":[1]}"), Page.class))
        .isInstanceOf(tools.jackson.core.JacksonException.class)
        .hasMessageContaining("\"id\"");
  }

  @Test
  void aTypeTokenKeepsItsTypeArgumentAndRefusesNone() {
    assertThat(new TypeToken<List<Page>>() {}.type().getTypeName())
        .isEqualTo("java.util.List<dev.imcp.runtime.GeneratedCodeSupportTest$Page>");
    assertThatThrownBy(() -> new RawToken())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("new TypeToken<List<Page>>() {}");
  }

  @SuppressWarnings("rawtypes")
  private static final class RawToken extends TypeToken {}

  @Test
  void aValueThatFitsNoAlternativeNamesItsKindAndTheUnion() {
    assertThat(JsonAlternatives.noMatch(json("true"), "MovePageRequest.NewParent"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a JSON boolean fits none of the alternatives of MovePageRequest.NewParent");
    assertThat(JsonAlternatives.noMatch(null, "U")).hasMessageContaining("a JSON null fits");
    assertThat(JsonAlternatives.noMatch(json("[1]"), "U")).hasMessageContaining("a JSON array");
  }

  @Test
  void aSecretShowsWhetherItIsSetNeverItsValue() {
    assertThat(Redaction.of("hunter2")).isEqualTo("***");
    assertThat(Redaction.of(null)).isEqualTo("null");
  }
}
