package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.Progress;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Excerpt;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.transport.Inbound;
import dev.imcp.runtime.internal.transport.LineFramer;
import dev.imcp.runtime.internal.transport.ResponseId;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Supplier;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reads each line the server sends and routes it: responses to their pending request, notifications to the client's
 * handlers, requests to {@link ServerRequests}. A line that is not JSON-RPC is logged with its start and skipped; it
 * never ends the session.
 *
 * <p>Takes several readers at once (an HTTP connection's streams, each on its own thread) with no lock of its own: a
 * line is read only from the bytes it is handed, during the call; what outlives it (the pending requests, the event
 * queue's counts, the noise count) is concurrent; and a request's progress is ordered against its answer under that
 * request's lock alone ({@link Answers#progress}). Each reader's lines are handled in its order.
 */
public final class IncomingDispatcher implements Inbound {
  private static final Log LOG = Log.of(IncomingDispatcher.class);
  private static final int PREVIEW = 120;
  /** How much of the parser's word on an unreadable line goes into an error message. */
  private static final int REASON = 400;
  /** How much of an unreadable line's end is searched for a trailing id. */
  private static final int TAIL = LineFramer.EDGE;

  final JsonRpcConnection connection;
  private final Answers answers;
  final IncomingHandlers handlers;
  final EventLoop events;
  private final StdoutNoise noise = new StdoutNoise();

  IncomingDispatcher(
      JsonRpcConnection connection, Answers answers, IncomingHandlers handlers, EventLoop events) {
    this.connection = connection;
    this.answers = answers;
    this.handlers = handlers;
    this.events = events;
  }

  @Override
  public void line(String line) {
    WireLog.received(connection.serverName(), line);
    JsonNode message;
    try {
      message = Json.readTree(line);
    } catch (JacksonException e) {
      skipped("JSON", preview(line));
      unreadable(line, e);
      return;
    }
    dispatchAll(message, () -> line, line.length());
  }

  /** Parsed straight from the bytes; a line that does not parse is retried as text, which replaces malformed UTF-8. */
  @Override
  public void line(byte[] bytes, int offset, int length) {
    if (answers.streamed(bytes, offset, length)) {
      return;
    }
    JsonNode message;
    try {
      message = Json.readTree(bytes, offset, length);
    } catch (JacksonException e) {
      // line(String) logs it
      line(new String(bytes, offset, length, StandardCharsets.UTF_8));
      return;
    }
    WireLog.received(connection.serverName(), bytes, offset, length);
    dispatchAll(message, new Received(bytes, offset, length), length);
  }

  /** @param line the line as text, for log messages; only valid during the call */
  private void dispatchAll(JsonNode message, Supplier<String> line, int size) {
    if (message.isArray()) {
      message.forEach(element -> dispatch(element, line, size));
    } else {
      dispatch(message, line, size);
    }
  }

  @Override
  public void oversized(long length, String head, String tail) {
    List<Long> ids = ResponseId.of(head, tail);
    LOG.warn(
        "Skipping a message of {} bytes from {}, over the limit{}: {}",
        length,
        connection.serverName(),
        ids.isEmpty() ? "" : " (response to request " + ids.get(0) + ")",
        preview(head));
    ids.forEach(id -> answers.oversized(id, length));
  }

  @Override
  public void failed(long id, TransportException failure) {
    answers.failed(id, failure);
  }

  @Override
  public boolean waiting(long id) {
    return answers.pendingRequest(id) != null;
  }

  /** A line that does not read as one JSON value fails the calls it answers at once, rather than by their timeout. */
  private void unreadable(String line, JacksonException e) {
    List<Long> ids =
        ResponseId.of(line, line.length() > TAIL ? line.substring(line.length() - TAIL) : line);
    String reason =
        Excerpt.of(String.valueOf(e.getOriginalMessage()).lines().findFirst().orElse(""), REASON);
    ids.forEach(id -> answers.unreadable(id, reason));
  }

  private void dispatch(JsonNode message, Supplier<String> line, int size) {
    JsonNode method = message.path("method");
    JsonNode id = message.path("id");
    if (!message.isObject()) {
      skipped("a JSON-RPC message", preview(line.get()));
    } else if (method.isString() && (id.isMissingNode() || id.isNull())) {
      notification(method.stringValue(), message.path("params"), size);
    } else if (method.isString()) {
      ServerRequests.received(this, method.stringValue(), id, message.path("params"), size);
    } else if (message.has("result") || message.has("error")) {
      response(id, (ObjectNode) message, line);
    } else {
      skipped("a JSON-RPC message", preview(line.get()));
    }
  }

  /** One warning, for the first line: a server that logs to stdout would otherwise flood the log with them. */
  private void skipped(String what, String preview) {
    if (noise.skipped(preview)) {
      LOG.warn(
          "Skipping a line from {} that is not {}: {} (stdout must carry only JSON-RPC messages; logs belong on "
              + "stderr; further such lines are logged at DEBUG)",
          connection.serverName(),
          what,
          preview);
    } else {
      LOG.debug(
          "Skipping a line from {} that is not {}: {}", connection.serverName(), what, preview);
    }
  }

  /** What stdout carried besides JSON-RPC, for timeout messages. */
  String noiseNote() {
    return noise.note();
  }

  private void response(JsonNode id, ObjectNode message, Supplier<String> line) {
    if (id.isIntegralNumber() && id.canConvertToLong()) {
      answers.completed(id.longValue(), message);
    } else if (id.isString() && id.stringValue().matches("\\d{1,18}")) {
      answers.completed(Long.parseLong(id.stringValue()), message);
    } else {
      LOG.warn(
          "Skipping a response from {} with an id this client never sent: {}",
          connection.serverName(),
          preview(line.get()));
    }
  }

  private void notification(String method, JsonNode params, int size) {
    if (method.equals("notifications/progress")) {
      JsonNode token = params.path("progressToken");
      if (token.canConvertToExactIntegral()
          || token.isString() && token.stringValue().matches("\\d{1,18}")) {
        long id = token.isString() ? Long.parseLong(token.stringValue()) : token.asLong();
        Progress progress = new Progress(
            params.path("progress").asDouble(),
            params.path("total").isNumber()
                ? OptionalDouble.of(params.path("total").asDouble())
                : OptionalDouble.empty(),
            params.path("message").isString()
                ? Optional.of(params.path("message").stringValue())
                : Optional.empty());
        answers.progress(id, progress, size);
      }
      return;
    }
    if (!events.offer(size, new Notification(handlers, method, params))) {
      dropped(method);
    }
  }

  /** The overflow policy: drop, and say so with the count, at the first and then at every thousandth. */
  void dropped(String what) {
    long dropped = events.dropped();
    if (dropped == 1 || dropped % 1000 == 0) {
      LOG.warn(
          "Dropped {} from {}: the listeners are too far behind (at most {} events or {} MiB wait for them); {} dropped "
              + "so far",
          what,
          connection.serverName(),
          EventLoop.MAX_QUEUED_EVENTS,
          EventLoop.MAX_QUEUED_BYTES >> 20,
          dropped);
    }
  }

  /**
   * A line as read, made text only for a log message that quotes it. This and {@link Notification} are named classes,
   * not lambdas: a client's first answers and its server's first notifications come on its way to its first call,
   * where each lambda is a class spun cold.
   */
  private record Received(byte[] bytes, int offset, int length) implements Supplier<String> {
    @Override
    public String get() {
      return new String(bytes, offset, length, StandardCharsets.UTF_8);
    }
  }

  /** A notification for the client's handlers, run on the event thread. */
  private record Notification(IncomingHandlers handlers, String method, JsonNode params)
      implements Runnable {
    @Override
    public void run() {
      handlers.notification(method, params);
    }
  }

  /** The start of a line, printable: server output must not be able to forge log lines. */
  static String preview(String line) {
    return Excerpt.of(line, PREVIEW);
  }
}
