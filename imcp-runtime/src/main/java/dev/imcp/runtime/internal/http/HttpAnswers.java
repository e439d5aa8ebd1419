package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.error.HttpException;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.transport.Inbound;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.JsonNode;

/**
 * What reaches the connection from HTTP answers: a message as it came, or, for an answer that is not one, the
 * request's failure with what the server did send ({@link HttpException}), so that the request fails at once and
 * alone. Nothing here makes up a JSON-RPC message the server did not send.
 */
final class HttpAnswers {
  private static final Log LOG = Log.of(HttpAnswers.class);

  private final Inbound inbound;
  private final Supplier<String> server;

  HttpAnswers(Inbound inbound, Supplier<String> server) {
    this.inbound = inbound;
    this.server = server;
  }

  Inbound sink() {
    return inbound;
  }

  /** Whether request {@code id} still waits for its answer. */
  boolean waiting(long id) {
    return inbound.waiting(id);
  }

  void deliver(byte[] body) {
    inbound.line(body, 0, body.length);
  }

  /** Request {@code sent} fails with {@code failure}; for a notification, which nobody waits for, it is logged. */
  void fail(MessageHead sent, HttpException failure) {
    Long id = sent.id();
    if (id == null) {
      LOG.debug("{}: {} failed: {}", server.get(), sent.method(), failure.getMessage());
    } else {
      inbound.failed(id, failure);
    }
  }

  /**
   * Whether {@code body} is a JSON-RPC message (a request, notification or response) or a batch of them: decided at
   * the first member that says so, without reading the rest, which the dispatcher reads anyway.
   */
  static boolean isJsonRpc(byte[] body) {
    try (JsonParser parser = Json.mapper().createParser(body)) {
      JsonToken first = parser.nextToken();
      if (first == JsonToken.START_ARRAY) {
        return true;
      }
      while (first == JsonToken.START_OBJECT && parser.nextToken() == JsonToken.PROPERTY_NAME) {
        String member = parser.currentName();
        if (member.equals("method") || member.equals("result") || member.equals("error")) {
          return true;
        }
        parser.nextToken();
        parser.skipChildren();
      }
      return false;
    } catch (JacksonException e) {
      return false;
    }
  }

  static @Nullable JsonNode parse(byte[] json) {
    try {
      return Json.mapper().readTree(json);
    } catch (JacksonException e) {
      return null;
    }
  }
}
