package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.Progress;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Log;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
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
      // Progress is delivered on the event thread: completing there too keeps every progress sent
      // before the answer ahead of it. Under the request's lock, as progress is queued (see there).
      synchronized (request) {
        events.execute(() -> complete(request, response, serverName()));
      }
    } else {
      complete(request, response, serverName());
    }
  }

  private <T> void complete(PendingRequest<T> request, ObjectNode response, String serverName) {
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
        && request.method.equals("tools/call")
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

  /** The transport saw what answers request {@code id} instead of a response: it fails alone, with the transport's words. */
  void failed(long id, TransportException failure) {
    PendingRequest<?> request = pending.remove(id);
    if (request != null && request.progress.isPresent()) {
      // As an answer would: after the progress the server sent before it, which runs on the event
      // thread.
      synchronized (request) {
        events.execute(() -> request.fail(failure));
      }
    } else if (request != null) {
      request.fail(failure);
    }
  }

  private void failRead(long id, String why) {
    PendingRequest<?> request = pending.remove(id);
    if (request != null) {
      request.fail(new TransportException(
          serverName(),
          "the response to " + request.label() + " (request " + request.id + ")" + why,
          OptionalInt.empty(),
          List.of()));
    }
  }

  /**
   * Called on a reader thread, in the arrival order of its stream; the listener runs on the event thread, before the
   * answer. Readers of several streams (HTTP) share no lock but this request's: a progress read on one stream while its
   * answer is read on another is queued before that answer or not at all, never after it.
   */
  void progress(long token, Progress progress, int size) {
    PendingRequest<?> request = pending.get(token);
    if (request == null || request.progress.isEmpty()) {
      return;
    }
    if (request.maxTotal.isPresent()) {
      Duration remaining = request.maxTotal.get().minus(request.elapsed());
      deadlines.watch(request.timeOutIn(
          remaining.compareTo(request.timeout) < 0 ? remaining : request.timeout));
    }
    Consumer<Progress> listener = request.progress.get();
    synchronized (request) {
      // Its answer takes it off the list before it queues its completion under this lock.
      if (pending.get(token) == request) {
        // Dropped under a flood like any notification; the answer itself never is.
        events.offer(size, () -> listener.accept(progress));
      }
    }
  }

  /** The request is off the pending list already: closing the client would not reach it. */
  private Error clientFailed(PendingRequest<?> request, Error e) {
    request.fail(new TransportException(
        serverName(), "the client failed and is closed: " + e, OptionalInt.empty(), List.of(), e));
    return e;
  }
}
