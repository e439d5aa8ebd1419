package dev.imcp.runtime.internal.transport;

import dev.imcp.runtime.internal.base.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;

/**
 * The id of a response that cannot be read whole: a line over the limit (of which only its head and tail are kept), or
 * one that is not exactly one JSON-RPC message. Only a line that shows itself a response counts: a top-level {@code
 * result} or {@code error} and no {@code method}. A server's own request carries an id from the server's sequence, which
 * may well equal one of ours, and must never fail our call.
 */
public final class ResponseId {
  /** The id of a message that ends {@code …,"id":7}}, as some JavaScript servers write responses. */
  private static final Pattern TRAILING_ID =
      Pattern.compile("\"id\"\\s*:\\s*(\\d{1,18}|\"\\d{1,18}\")\\s*}\\s*$");

  private ResponseId() {}

  /**
   * The ids of the responses in a line, in order: usually one; two messages run together on one line give two.
   *
   * @param head the line's start, read as far as it goes
   * @param tail the line's end, for an id written last
   */
  public static List<Long> of(String head, String tail) {
    List<Seen> messages = new ArrayList<>();
    try (JsonParser parser = Json.factory().createParser(ObjectReadContext.empty(), head)) {
      while (parser.nextToken() == JsonToken.START_OBJECT) {
        Seen seen = new Seen();
        messages.add(seen);
        readTopLevel(parser, seen);
      }
    } catch (JacksonException e) {
      // The line breaks off here (its end, or what makes it unreadable): what was seen before it
      // counts.
    }
    List<Long> ids = new ArrayList<>();
    for (int i = 0; i < messages.size(); i++) {
      Seen seen = messages.get(i);
      if (seen.method || !seen.response) {
        continue;
      }
      OptionalLong id = seen.id.isPresent() || i < messages.size() - 1 ? seen.id : trailingId(tail);
      id.ifPresent(ids::add);
    }
    return ids;
  }

  private static OptionalLong trailingId(String tail) {
    Matcher trailing = TRAILING_ID.matcher(tail);
    return trailing.find()
        ? OptionalLong.of(Long.parseLong(trailing.group(1).replace("\"", "")))
        : OptionalLong.empty();
  }

  private static void readTopLevel(JsonParser parser, Seen seen) {
    while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      switch (name) {
        case "method" -> seen.method = true;
        case "result", "error" -> seen.response = true;
        case "id" -> seen.id = id(parser, value);
        default -> {}
      }
      parser.skipChildren();
    }
  }

  private static OptionalLong id(JsonParser parser, JsonToken value) {
    if (value == JsonToken.VALUE_NUMBER_INT
        && parser.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
      return OptionalLong.of(parser.getLongValue());
    }
    if (value == JsonToken.VALUE_STRING && parser.getString().matches("\\d{1,18}")) {
      return OptionalLong.of(Long.parseLong(parser.getString()));
    }
    return OptionalLong.empty();
  }

  private static final class Seen {
    boolean method;
    boolean response;
    OptionalLong id = OptionalLong.empty();
  }
}
