package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.Json;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;

/**
 * The fast way in for an answer: a response whose request reads its result with a {@link StreamedReader} is read in one
 * pass of the streaming parser, straight into the caller's value, with no tree of the message. Servers written on the
 * TypeScript SDK put the id last ({@code {"result":…,"jsonrpc":"2.0","id":7}}), so the id is first read off the line's
 * end by a byte scan; the parser's own id must agree. Anything else (a request, a notification, an error, a batch, an
 * id only the tree finds, a result the reader cannot stream) is left to the tree reading, which then reads the line as
 * before: nothing read here has any effect until the whole line has proven to be that request's answer.
 */
final class StreamedResponses {
  private static final long NONE = -1;

  private final Answers answers;

  StreamedResponses(Answers answers) {
    this.answers = answers;
  }

  /** {@return whether the line was read and its answer delivered; false leaves it to the tree reading} */
  boolean read(byte[] bytes, int offset, int length) {
    // With no databind context: a reader that wants a tree asks the mapper for one.
    try (JsonParser parser =
        Json.factory().createParser(ObjectReadContext.empty(), bytes, offset, length)) {
      return parser.nextToken() == JsonToken.START_OBJECT
          && answer(parser, TrailingId.of(bytes, offset, length), bytes, offset, length);
    } catch (JacksonException | StreamedReader.NotStreamable e) {
      return false;
    }
  }

  private boolean answer(JsonParser parser, long tailId, byte[] bytes, int offset, int length) {
    long id = NONE;
    @Nullable Read<?> read = null;
    while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      if (name.equals("id")) {
        if (id != NONE || (id = id(parser, value)) == NONE) {
          return false;
        }
      } else if (name.equals("result")) {
        if (read != null || (read = result(parser, value, id != NONE ? id : tailId)) == null) {
          return false;
        }
      } else if (name.equals("method") || name.equals("error")) {
        return false; // a request, a notification or an error: the tree reading's
      } else {
        parser.skipChildren();
      }
    }
    if (read == null || id != read.request.id || parser.nextToken() != null) {
      return false;
    }
    WireLog.received(answers.serverName(), bytes, offset, length);
    read.deliver(answers);
    return true;
  }

  private static long id(JsonParser parser, JsonToken value) {
    return value == JsonToken.VALUE_NUMBER_INT
            && parser.getNumberType() != JsonParser.NumberType.BIG_INTEGER
        ? parser.getLongValue()
        : NONE;
  }

  private @Nullable Read<?> result(JsonParser parser, JsonToken value, long id) {
    PendingRequest<?> request = id == NONE ? null : answers.pendingRequest(id);
    if (value != JsonToken.START_OBJECT
        || request == null
        || request.progress.isPresent()
        || !(request.reader instanceof StreamedReader<?, ?> reader)) {
      return null;
    }
    return Read.of(request, reader, parser);
  }

  /** A result read for its request, not yet delivered. */
  private record Read<P>(PendingRequest<?> request, StreamedReader<P, ?> reader, P parsed) {
    static <P> Read<P> of(
        PendingRequest<?> request, StreamedReader<P, ?> reader, JsonParser parser) {
      return new Read<>(request, reader, reader.parse(parser));
    }

    @SuppressWarnings("unchecked")
    void deliver(Answers answers) {
      answers.completedStreamed(
          (PendingRequest<Object>) request, (StreamedReader<P, Object>) reader, parsed);
    }
  }
}
