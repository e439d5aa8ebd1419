package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.transport.LineFramer;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What reaches the connection from HTTP answers: a message as it came, or, for an answer that is not one (an HTTP
 * error, a body over the limit, a stream that broke off), an internal-error response to the request that was sent, so
 * that the request fails at once and alone. A request answered already drops it as a late answer.
 */
final class HttpAnswers {
  private static final Logger LOG = LoggerFactory.getLogger(HttpAnswers.class);
  private static final int PREVIEW = 200;

  private final LineFramer.Sink sink;
  private final Supplier<String> server;

  HttpAnswers(LineFramer.Sink sink, Supplier<String> server) {
    this.sink = sink;
    this.server = server;
  }

  LineFramer.Sink sink() {
    return sink;
  }

  void deliver(byte[] body) {
    sink.line(body, 0, body.length);
  }

  /**
   * An HTTP error answer: a JSON-RPC response to the request in it reaches the request as it is (a 2026-07-28 server's
   * -32020 or -32022, say); otherwise the request fails with the status and the start of the body.
   *
   * @param body {@code null} when it was over the limit
   */
  void error(String url, int status, byte @Nullable [] body, MessageHead sent) {
    if (body == null) {
      fail(sent, "HTTP " + status + " from " + url + " (its body was over the size limit)");
      return;
    }
    MessageHead answer = MessageHead.read(body);
    if (answer.response() && sent.id() != null && sent.id().equals(answer.id())) {
      deliver(body);
      return;
    }
    String text = new String(body, StandardCharsets.UTF_8).strip();
    fail(
        sent,
        "HTTP " + status + " from " + url
            + (text.isEmpty()
                ? ""
                : ": " + (text.length() > PREVIEW ? text.substring(0, PREVIEW) + "…" : text)));
  }

  /** Fails the request {@code sent} with an internal-error response saying {@code why}; a notification's is logged. */
  void fail(MessageHead sent, String why) {
    if (sent.id() == null) {
      LOG.debug("{}: {} failed: {}", server.get(), sent.method(), why);
      return;
    }
    ObjectNode error = Json.mapper().createObjectNode().put("jsonrpc", "2.0").put("id", sent.id());
    error.putObject("error").put("code", -32603).put("message", why);
    deliver(Json.mapper().writeValueAsBytes(error));
  }

  static @Nullable JsonNode parse(byte[] json) {
    try {
      return Json.mapper().readTree(json);
    } catch (tools.jackson.core.JacksonException e) {
      return null;
    }
  }
}
