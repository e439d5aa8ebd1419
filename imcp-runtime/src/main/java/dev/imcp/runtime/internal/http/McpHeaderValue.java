package dev.imcp.runtime.internal.http;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * A value mirrored into an HTTP header by the 2026-07-28 Streamable HTTP rules ({@code Mcp-Name}): as it is when it is
 * visible ASCII with inner spaces, otherwise (non-ASCII, control characters, leading or trailing blanks, or text that
 * looks like the sentinel itself) as {@code =?base64?…?=} of its UTF-8 bytes.
 */
final class McpHeaderValue {
  private static final String PREFIX = "=?base64?";
  private static final String SUFFIX = "?=";

  private McpHeaderValue() {}

  static String of(String value) {
    return plain(value)
        ? value
        : PREFIX
            + Base64.getEncoder().encodeToString(value.getBytes(StandardCharsets.UTF_8))
            + SUFFIX;
  }

  private static boolean plain(String value) {
    if (value.isEmpty() || value.startsWith(PREFIX) && value.endsWith(SUFFIX)) {
      return value.isEmpty();
    }
    if (value.charAt(0) == ' ' || value.charAt(value.length() - 1) == ' ') {
      return false;
    }
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < 0x20 || c > 0x7e) {
        return false;
      }
    }
    return true;
  }
}
