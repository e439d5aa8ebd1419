package dev.imcp.runtime.stub;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.internal.base.Json;
import java.net.URI;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** {@link JsonOut#toJson}: the streaming writer's JSON, as a call writes it, for tests outside the runtime. */
class JsonOutTest {
  record Point(long x, String label, Map<String, @Nullable Object> extra) implements SelfWriting {
    @Override
    public void writeMembers(JsonOut out) {
      out.member("x", x);
      out.member("label", label);
      out.members(extra);
    }
  }

  @Test
  void writesWhatTheStreamingWriterWrites() {
    Map<String, @Nullable Object> extra = new LinkedHashMap<>();
    extra.put("at", URI.create("https://example.com/"));
    extra.put("none", null);
    Object value = Arrays.asList(new Point(3, "a\"b", extra), null, List.of(1.5, true));

    assertThat(JsonOut.toJson(value))
        .isEqualTo(
            "[{\"x\":3,\"label\":\"a\\\"b\",\"at\":\"https://example.com/\",\"none\":null},null,[1.5,true]]");
    assertThat(JsonOut.toJson(null)).isEqualTo(Json.mapper().writeValueAsString(null));
  }

  /**
   * Written as bytes and decoded: text beyond ASCII (two bytes, three, a surrogate pair) comes back as the mapper writes
   * it.
   */
  @Test
  void writesTextBeyondAsciiAsTheMapperDoes() {
    Map<String, Object> value = Map.of("text", "caf\u00e9 \u6f22 \ud83d\ude00");

    assertThat(JsonOut.toJson(value))
        .isEqualTo(Json.mapper().writeValueAsString(value))
        .isEqualTo("{\"text\":\"caf\u00e9 \u6f22 \ud83d\ude00\"}");
  }
}
