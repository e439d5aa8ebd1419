package dev.imcp.runtime.internal.base;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.imcp.runtime.stub.JsonOut;
import dev.imcp.runtime.stub.JsonValued;
import dev.imcp.runtime.stub.SelfWriting;
import dev.imcp.runtime.stub.SelfWritingValue;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;

/** The streaming writer gives the runtime mapper's JSON for every kind of value it takes, with or without its help. */
class StreamingOutTest {
  /** A generated enum's shape: the mapper reads {@code @JsonValue}, the streaming writer {@link JsonValued}. */
  enum Unit implements JsonValued {
    CELSIUS("celsius");

    private final String value;

    Unit(String value) {
      this.value = value;
    }

    @Override
    @JsonValue
    public String value() {
      return value;
    }
  }

  /** A generated union's alternative that holds a boolean: the mapper reads {@code @JsonValue}, the writer this. */
  record Flag(@JsonValue boolean value) implements SelfWritingValue {
    @Override
    public void writeValue(JsonOut out) {
      out.value(value);
    }
  }

  /** One that holds a whole number. */
  record Count(@JsonValue long value) implements SelfWritingValue {
    @Override
    public void writeValue(JsonOut out) {
      out.value(value);
    }
  }

  /** One that holds an {@code int} (a {@code TypeMapping} of {@code integer}), written as a {@code long}. */
  record Small(@JsonValue int value) implements SelfWritingValue {
    @Override
    public void writeValue(JsonOut out) {
      out.value(value);
    }
  }

  /** One that holds a number. */
  record Ratio(@JsonValue double value) implements SelfWritingValue {
    @Override
    public void writeValue(JsonOut out) {
      out.value(value);
    }
  }

  /** A generated record's shape, written by hand. */
  record Reading(
      String place, @Nullable Double degrees, Unit unit, long count, Map<String, Object> extra)
      implements SelfWriting {
    @Override
    public void writeMembers(JsonOut out) {
      out.member("place", place);
      out.member("degrees", degrees);
      out.member("unit", unit);
      out.member("count", count);
      out.members(extra);
    }
  }

  static List<Object> values() {
    Map<String, @Nullable Object> withNull = new LinkedHashMap<>();
    withNull.put("a", null);
    withNull.put("b", List.of(1, 2.5, "c", true));
    return Arrays.asList(
        "text with \"quotes\" and \u2028",
        7,
        -7L,
        (short) 3,
        (byte) 4,
        2.5,
        0.1f,
        1e300,
        new BigDecimal("1.10"),
        new BigInteger("123456789012345678901234567890"),
        true,
        List.of(),
        Map.of(),
        withNull,
        Arrays.asList(1, null, "x"),
        new Object[] {"a", 1},
        Set.of("only"),
        Map.of(1, "number key"),
        Unit.CELSIUS,
        List.of(Unit.CELSIUS),
        new Flag(true),
        new Flag(false),
        new Count(-42),
        new Count(Long.MAX_VALUE),
        new Small(Integer.MIN_VALUE),
        new Ratio(0.1),
        new Ratio(2.0),
        new Ratio(-1e-300),
        new Ratio(Double.NaN),
        List.of(new Flag(false), new Count(1), new Ratio(2.5)),
        Map.of("k", new Ratio(1e300)),
        UUID.fromString("123e4567-e89b-12d3-a456-426614174000"),
        URI.create("urn:isbn:0451450523"),
        URI.create("https://example.com/a b".replace(" ", "%20")),
        OffsetDateTime.parse("2026-11-26T10:00:00+02:00"),
        OffsetDateTime.parse("2026-11-26T10:00Z"),
        OffsetDateTime.parse("2026-11-26T10:00:00.123456789-05:30"),
        OffsetDateTime.parse("+12026-11-26T10:00:00.100Z"),
        LocalDate.parse("2026-11-26"),
        LocalDate.parse("-0001-01-01"),
        Instant.parse("2026-11-26T10:00:00Z"),
        Path.of("/tmp/a b"),
        Map.of("in", List.of(Path.of("relative"))),
        new ArrayList<>(List.of(Map.of("nested", List.of(Map.of("deep", 1))))));
  }

  @ParameterizedTest
  @MethodSource("values")
  void writesWhatTheMapperWrites(Object value) {
    assertThat(streamed(value)).isEqualTo(Json.mapper().writeValueAsString(value));
  }

  @Test
  void aSelfWritingObjectLeavesNullMembersOutAndSpreadsItsExtraMembers() {
    Map<String, Object> extra = new LinkedHashMap<>();
    extra.put("wind", Map.of("speed", 3));
    var reading = new Reading("Paris", null, Unit.CELSIUS, 2, extra);

    assertThat(streamed(reading))
        .isEqualTo("{\"place\":\"Paris\",\"unit\":\"celsius\",\"count\":2,\"wind\":{\"speed\":3}}");
    assertThat(streamed(List.of(reading, Map.of("r", reading))))
        .startsWith("[{\"place\":\"Paris\"")
        .contains("{\"r\":{\"place\":\"Paris\"");
  }

  @Test
  void anAlternativeHoldingAPrimitiveWritesItselfWithoutTheMapper() {
    List<Object> alternatives = List.of(new Flag(true), new Count(7), new Small(3), new Ratio(0.5));

    assertThat(alternatives).allMatch(StreamingOut::writesItself);
    assertThat(streamed(alternatives)).isEqualTo("[true,7,3,0.5]");
    assertThat(streamed(new Reading("P", null, Unit.CELSIUS, 1, Map.of("on", new Flag(false)))))
        .isEqualTo("{\"place\":\"P\",\"unit\":\"celsius\",\"count\":1,\"on\":false}");
  }

  @Test
  void aNullMapKeyIsRefusedAsTheMapperRefusesIt() {
    Map<@Nullable String, Object> map = new HashMap<>();
    map.put(null, 1);

    assertThatThrownBy(() -> streamed(map))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("map key is null");
    assertThatThrownBy(() -> Json.mapper().writeValueAsString(map)).isNotNull();
  }

  /** Written with a generator of Jackson's core alone, as the call path writes. */
  private static String streamed(@Nullable Object value) {
    StringWriter text = new StringWriter();
    try (JsonGenerator json = new JsonFactory().createGenerator(ObjectWriteContext.empty(), text)) {
      new StreamingOut(json).value(value);
    }
    return text.toString();
  }
}
