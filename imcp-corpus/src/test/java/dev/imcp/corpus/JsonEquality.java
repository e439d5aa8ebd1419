package dev.imcp.corpus;

import java.util.Comparator;
import tools.jackson.databind.JsonNode;

/** JSON equality as a server reads JSON: numbers by value ({@code 1} equals {@code 1.0}), object keys in any order. */
final class JsonEquality {
  private static final Comparator<JsonNode> NUMBERS_BY_VALUE = (a, b) -> {
    if (a.isNumber() && b.isNumber()) {
      return a.decimalValue().compareTo(b.decimalValue());
    }
    return a.equals(b) ? 0 : 1;
  };

  private JsonEquality() {}

  static boolean equal(JsonNode a, JsonNode b) {
    return a.equals(NUMBERS_BY_VALUE, b);
  }

  /**
   * Equality where {@code actual} may also have members that {@code expected} lacks, each an empty array, an empty
   * object or null: what a decoder that gives absent lists as empty lists writes back.
   */
  static boolean equalAddingEmpties(JsonNode expected, JsonNode actual) {
    if (expected.isObject() && actual.isObject()) {
      for (var member : actual.properties()) {
        JsonNode want = expected.get(member.getKey());
        JsonNode got = member.getValue();
        if (want == null
            ? !(got.isNull() || (got.isContainer() && got.isEmpty()))
            : !equalAddingEmpties(want, got)) {
          return false;
        }
      }
      for (var member : expected.properties()) {
        if (!actual.has(member.getKey())) {
          return false;
        }
      }
      return true;
    }
    if (expected.isArray() && actual.isArray()) {
      if (expected.size() != actual.size()) {
        return false;
      }
      for (int i = 0; i < expected.size(); i++) {
        if (!equalAddingEmpties(expected.get(i), actual.get(i))) {
          return false;
        }
      }
      return true;
    }
    return equal(expected, actual);
  }
}
