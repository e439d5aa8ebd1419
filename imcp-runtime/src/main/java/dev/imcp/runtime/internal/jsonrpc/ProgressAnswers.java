package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.Progress;
import dev.imcp.runtime.error.TransportException;
import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the server says of a request that asked for progress: its listener runs on the event thread, so the request's
 * answer, or the transport's failure of it, is delivered there too, after every progress the server sent before it. A
 * room of its own, loaded by the first such request: {@link Answers} is on every client's way to its first call.
 */
final class ProgressAnswers {
  private ProgressAnswers() {}

  /** Completes the request on the event thread, under its lock, as progress is queued ({@link #progress}). */
  static void completed(
      Answers answers, EventLoop events, PendingRequest<?> request, ObjectNode response) {
    String serverName = answers.serverName();
    synchronized (request) {
      events.execute(() -> answers.complete(request, response, serverName));
    }
  }

  /** Fails the request as an answer would complete it: after the progress before it. */
  static void failed(EventLoop events, PendingRequest<?> request, TransportException failure) {
    synchronized (request) {
      events.execute(() -> request.fail(failure));
    }
  }

  /**
   * Called on a reader thread, in the arrival order of its stream; the listener runs on the event thread, before the
   * answer. Readers of several streams (HTTP) share no lock but this request's: a progress read on one stream while its
   * answer is read on another is queued before that answer or not at all, never after it.
   */
  static void progress(
      ConcurrentHashMap<Long, PendingRequest<?>> pending,
      EventLoop events,
      DeadlineWatcher deadlines,
      long token,
      Progress progress,
      int size) {
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
}
