package dev.imcp.bench;

import java.util.List;
import java.util.Map;

/** A client process's answer to the harness: one line {@code RESULT {json}}, written by hand. */
final class ResultLine {
  private ResultLine() {}

  /** A flat answer, by hand: a mapper here loaded Jackson's databind into every client's JVM, the floor's too. */
  static void print(Map<String, Object> result) {
    StringBuilder line = new StringBuilder("RESULT {");
    for (Map.Entry<String, Object> entry : result.entrySet()) {
      if (line.length() > "RESULT {".length()) {
        line.append(',');
      }
      line.append('"').append(entry.getKey()).append("\":").append(json(entry.getValue()));
    }
    System.out.println(line.append('}'));
    System.out.flush();
  }

  /**
   * A number, a boolean, a string, or a list or map of them (a failed call's {@code firstFailure}: its chain of class,
   * message and frame), as JSON. Without lists and maps, the first failed call of a phase ended the client's JVM
   * instead of being reported (the official SDK's over stdio at 64 threads, in {@code HarnessSmokeTest}).
   */
  static String json(Object value) {
    if (value instanceof Double number && !Double.isFinite(number)) {
      return "null";
    }
    if (value instanceof Number || value instanceof Boolean) {
      return value.toString();
    }
    if (value instanceof String text) {
      return string(text);
    }
    StringBuilder json = new StringBuilder();
    if (value instanceof List<?> list) {
      list.forEach(item -> json.append(json.isEmpty() ? "" : ",").append(json(item)));
      return "[" + json + "]";
    }
    if (value instanceof Map<?, ?> map) {
      map.forEach((key, item) -> json.append(json.isEmpty() ? "" : ",")
          .append(string(String.valueOf(key)))
          .append(':')
          .append(json(item)));
      return "{" + json + "}";
    }
    throw new IllegalArgumentException("not JSON: " + value);
  }

  private static String string(String text) {
    StringBuilder json = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') {
        json.append('\\').append(c);
      } else if (c < 0x20) {
        json.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      } else {
        json.append(c);
      }
    }
    return json.append('"').toString();
  }
}
