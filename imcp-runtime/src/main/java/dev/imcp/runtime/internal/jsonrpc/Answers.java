package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.Progress;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.McpMethods;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the server says of the connection's requests, delivered to them: answers (streamed or as trees), errors, lines
 * too large or unreadable that answer them, and progress. Each ends its request's pending entry, so that whatever comes
 * later for it (a late answer, a timeout) finds nothing.
 */
final class Answers {
  private static final Log LOG = Log.of(JsonRpcConnection.class);

  private final JsonRpcConnection connection;
  private final ConcurrentHashMap<Long, PendingRequest<?>> pending;
  private final EventLoop events;
  private final DeadlineWatcher deadlines;
  private final StreamedResponses streamed = new StreamedResponses(this);
  /** The client's observer's part; null without one. */
  private final @Nullable ObservedConnection observed;

  Answers(
      JsonRpcConnection connection,
      ConcurrentHashMap<Long, PendingRequest<?>> pending,
      EventLoop events,
      DeadlineWatcher deadlines,
      @Nullable ObservedConnection observed) {
    this.connection = connection;
    this.pending = pending;
    this.events = events;
    this.deadlines = deadlines;
    this.observed = observed;
  }

  String serverName() {
    return connection.serverName();
  }

  /**
   * Reads an answer straight from its line when its request can ({@link StreamedResponses}); false leaves the line to
   * the tree reading. An observer sees every response as a tree, so an observed connection never streams.
   */
  boolean streamed(byte[] bytes, int offset, int length) {
    return observed == null && streamed.read(bytes, offset, length);
  }

  @Nullable
  PendingRequest<?> pendingRequest(long id) {
    return pending.get(id);
  }

  /** A streamed answer, as {@link #completed} does for a tree: never one with progress, never observed. */
  <P, T> void completedStreamed(PendingRequest<T> request, StreamedReader<P, T> reader, P parsed) {
    if (!pending.remove(request.key, request)) {
      LOG.debug("Dropping a response for finished request {} from {}", request.id, serverName());
      return;
    }
    connection.readThrough(request);
    T value;
    try {
      value = reader.finish(parsed);
    } catch (RuntimeException e) {
      request.failReading(e, false);
      return;
    } catch (Error e) {
      throw clientFailed(request, e);
    }
    request.succeed(value, false);
  }

  /** A response arrived; unknown ids (late answers to timed-out or cancelled requests included) are dropped. */
  void completed(long id, ObjectNode response) {
    PendingRequest<?> request = pending.remove(id);
    if (request == null) {
      LOG.debug("Dropping a response for unknown or finished request {} from {}", id, serverName());
      return;
    }
    connection.readThrough(request);
    if (request.progress.isPresent()) {
      ProgressAnswers.completed(this, events, request, response);
    } else {
      complete(request, response, serverName());
    }
  }

  <T> void complete(PendingRequest<T> request, ObjectNode response, String serverName) {
    JsonNode error = response.get("error");
    if (error != null) {
      RequestFailures.answeredWithError(request, serverName, error);
      return;
    }
    T value;
    try {
      value = request.reader.apply(response.path("result"));
    } catch (RuntimeException e) {
      request.failReading(e, isToolError(request, response));
      return;
    } catch (Error e) {
      throw clientFailed(request, e);
    }
    if (observed != null) {
      observed.answered(request.method, response);
    }
    request.succeed(value, isToolError(request, response));
  }

  /** Whether a {@code tools/call} result says {@code isError}; asked only for an observer. */
  private boolean isToolError(PendingRequest<?> request, ObjectNode response) {
    return observed != null
        && request.method.equals(McpMethods.TOOLS_CALL)
        && response.path("result").path("isError").asBoolean(false);
  }

  /** A response too large to read: it fails its own request. */
  void oversized(long id, long length) {
    failRead(id, " is " + length + " bytes, over the limit");
  }

  /** A response that cannot be read (not one JSON value): it fails its own request at once, saying why. */
  void unreadable(long id, String reason) {
    failRead(id, " cannot be read: " + reason);
  }

  private void failRead(long id, String why) {
    PendingRequest<?> request = pending.remove(id);
    if (request != null) {
      RequestFailures.unread(request, serverName(), why);
    }
  }

  /** The transport saw what answers request {@code id} instead of a response: it fails alone, with the transport's words. */
  void failed(long id, TransportException failure) {
    PendingRequest<?> request = pending.remove(id);
    if (request != null && request.progress.isPresent()) {
      ProgressAnswers.failed(events, request, failure);
    } else if (request != null) {
      request.fail(failure);
    }
  }

  /** A progress notification for request {@code token}; see {@link ProgressAnswers#progress}. */
  void progress(long token, Progress progress, int size) {
    ProgressAnswers.progress(pending, events, deadlines, token, progress, size);
  }

  /** The request is off the pending list already: closing the client would not reach it. */
  private Error clientFailed(PendingRequest<?> request, Error e) {
    RequestFailures.clientFailed(request, serverName(), e);
    return e;
  }
}
