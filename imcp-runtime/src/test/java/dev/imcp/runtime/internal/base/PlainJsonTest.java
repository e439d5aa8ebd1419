package dev.imcp.runtime.internal.base;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlainJsonTest {
  @Test
  void anObjectsMembersKeepTheirOrderWithNestedValuesPlain() {
    Map<String, Object> members =
        PlainJson.members(Json.readTree("{\"b\":{\"x\":1},\"a\":[true,\"s\"],\"c\":null}"));

    assertThat(members).containsOnlyKeys("b", "a", "c");
    assertThat(members.keySet()).containsExactly("b", "a", "c");
    assertThat(members.get("b")).isEqualTo(Map.of("x", 1));
    assertThat(members.get("a")).isEqualTo(List.of(true, "s"));
    assertThat(members.get("c")).isNull();
  }

  @Test
  void aMissingOrNullObjectHasNoMembers() {
    assertThat(PlainJson.members(Json.object().path("absent"))).isEmpty();
    assertThat(PlainJson.members(Json.readTree("null"))).isEmpty();
    assertThat(PlainJson.map(Json.readTree("null"))).isEmpty();
  }

  @Test
  void aValueThatIsNoObjectIsRefused() {
    assertThatThrownBy(() -> PlainJson.members(Json.readTree("[1]")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not a JSON object");
    assertThatThrownBy(() -> PlainJson.map(Json.readTree("\"text\"")))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aMapIsAnUnmodifiableView() {
    Map<String, Object> map = PlainJson.map(Json.readTree("{\"a\":1}"));

    assertThatThrownBy(() -> map.put("b", 2)).isInstanceOf(UnsupportedOperationException.class);
  }
}
