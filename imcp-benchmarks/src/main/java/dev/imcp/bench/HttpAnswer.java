package dev.imcp.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;

/**
 * What one HTTP answer of the floor carried: its status, the session id header (the handshake's), and the first
 * content's text of the JSON-RPC answer in its body, parsed once where the bytes lie.
 */
record HttpAnswer(int status, @Nullable String session, String text, boolean error) {
  /**
   * The answer in {@code bytes[offset, offset + length)}: the JSON itself, or the {@code data:} line of the SSE event
   * that holds a result or an error (server-everything sends one event and ends the stream).
   */
  static HttpAnswer of(int status, @Nullable String session, byte[] bytes, int offset, int length)
      throws IOException {
    if (length == 0) {
      return new HttpAnswer(status, session, "", false);
    }
    if (bytes[offset] == '{') {
      return parse(status, session, bytes, offset, length);
    }
    int end = offset + length;
    for (int line = offset; line < end; ) {
      int newline = line;
      while (newline < end && bytes[newline] != '\n') {
        newline++;
      }
      if (newline - line > 5 && startsWith(bytes, line, "data:")) {
        int json = line + 5;
        while (bytes[json] == ' ') {
          json++;
        }
        int stop = newline > json && bytes[newline - 1] == '\r' ? newline - 1 : newline;
        HttpAnswer answer = parse(status, session, bytes, json, stop - json);
        if (answer != null) {
          return answer;
        }
      }
      line = newline + 1;
    }
    throw new IOException(
        "no JSON-RPC answer in " + new String(bytes, offset, length, StandardCharsets.UTF_8));
  }

  static boolean startsWith(byte[] bytes, int offset, String ascii) {
    for (int i = 0; i < ascii.length(); i++) {
      if ((bytes[offset + i] | 0x20) != (ascii.charAt(i) | 0x20)) {
        return false;
      }
    }
    return true;
  }

  /** One parse: the first content's text or the error; {@code null} for a message that answers nothing. */
  private static @Nullable HttpAnswer parse(
      int status, @Nullable String session, byte[] bytes, int offset, int length) {
    String text = "";
    boolean answer = false;
    boolean error = false;
    try (JsonParser parser =
        HttpFloorClient.JSON.createParser(ObjectReadContext.empty(), bytes, offset, length)) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        return null;
      }
      while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
        String name = parser.currentName();
        parser.nextToken();
        switch (name) {
          case "result" -> {
            answer = true;
            text = RawEchoClient.firstText(parser);
          }
          case "error" -> {
            answer = true;
            error = true;
            parser.skipChildren();
          }
          default -> parser.skipChildren();
        }
      }
    }
    return answer ? new HttpAnswer(status, session, text, error) : null;
  }
}
