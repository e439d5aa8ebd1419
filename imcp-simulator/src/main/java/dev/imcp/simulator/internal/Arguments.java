package dev.imcp.simulator.internal;

import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A call's arguments read the way iMCP's Swift code reads them, quirk included: MCP {@code Value} decodes {@code 40} and
 * {@code 40.0} as {@code .int}, so a whole number is not a double. Where iMCP silently ignores such a value, the
 * pointer is recorded in {@link #ignored()}.
 */
final class Arguments {
  private final ObjectNode json;
  private final List<String> ignored = new ArrayList<>();

  Arguments(ObjectNode json) {
    this.json = json;
  }

  ObjectNode json() {
    return json;
  }

  List<String> ignored() {
    return List.copyOf(ignored);
  }

  Optional<String> string(String name) {
    JsonNode value = json.get(name);
    return value != null && value.isString() ? Optional.of(value.asString()) : Optional.empty();
  }

  Optional<Long> integer(String name) {
    JsonNode value = json.get(name);
    return value != null && value.isNumber() ? Optional.of(value.longValue()) : Optional.empty();
  }

  Optional<Boolean> bool(String name) {
    JsonNode value = json.get(name);
    return value != null && value.isBoolean()
        ? Optional.of(value.booleanValue())
        : Optional.empty();
  }

  List<String> strings(String name) {
    JsonNode value = json.get(name);
    List<String> strings = new ArrayList<>();
    if (value != null && value.isArray()) {
      value.forEach(item -> strings.add(item.asString()));
    }
    return strings;
  }

  /** A {@code number} argument iMCP reads with {@code case .double}: whole values are not doubles to it. */
  static Optional<Double> asDouble(JsonNode value) {
    if (value == null || !value.isNumber() || isWhole(value)) {
      return Optional.empty();
    }
    return Optional.of(value.doubleValue());
  }

  static boolean isWhole(JsonNode value) {
    return value.isIntegralNumber() || value.doubleValue() == Math.rint(value.doubleValue());
  }

  /** A coordinate iMCP rejects unless it is a double. */
  double coordinate(String name, String errorDomain) {
    return asDouble(json.get(name)).orElseThrow(() -> ToolFailure.invalidCoordinates(errorDomain));
  }

  /** A double iMCP silently replaces by {@code fallback} when it arrives whole (or is absent). */
  double doubleOr(String pointer, JsonNode value, double fallback) {
    if (value == null) {
      return fallback;
    }
    Optional<Double> read = asDouble(value);
    if (read.isEmpty()) {
      ignored.add(pointer);
    }
    return read.orElse(fallback);
  }

  void ignore(String pointer) {
    ignored.add(pointer);
  }

  /** ISO 8601 with or without fractional seconds or an offset (no offset means UTC); empty when it does not parse. */
  static Optional<OffsetDateTime> dateTime(Optional<String> text) {
    if (text.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(OffsetDateTime.parse(text.get()));
    } catch (DateTimeParseException withoutOffset) {
      try {
        return Optional.of(LocalDateTime.parse(text.get(), DateTimeFormatter.ISO_LOCAL_DATE_TIME)
            .atOffset(ZoneOffset.UTC));
      } catch (DateTimeParseException e) {
        return Optional.empty();
      }
    }
  }
}
