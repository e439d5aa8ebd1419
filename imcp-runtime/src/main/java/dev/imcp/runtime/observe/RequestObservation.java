package dev.imcp.runtime.observe;

/**
 * What an observer keeps of one request, from its start to its end: a span, a timer. Returned by {@link
 * dev.imcp.runtime.ClientObserver#requestStarting} and {@link dev.imcp.runtime.ClientObserver#serverRequestStarting};
 * the client calls {@link #ended} exactly once.
 */
public interface RequestObservation {
  /** How the transport recovered a request without the caller seeing a failure. */
  enum Recovery {
    /** The HTTP server answered 429 or 503 with {@code Retry-After}: the request is sent again after the wait. */
    RETRY_AFTER,
    /** The HTTP server had ended the 2025 session (404): a new one is opened, and the request sent again on it. */
    NEW_SESSION,
    /** The answer's event stream broke off: it is resumed with {@code Last-Event-ID} (2025 HTTP). */
    STREAM_RESUMED
  }

  /** {@return an observation that does nothing} */
  static RequestObservation none() {
    return NoObservation.INSTANCE;
  }

  /**
   * The request ended. Called once, on whichever thread ended it, before the caller's future completes (so that what
   * the caller does next comes after it).
   *
   * @param outcome how it ended
   */
  void ended(RequestOutcome outcome);

  /**
   * Runs what follows from the request. For a request the client sends, the completion of the caller's future and what
   * that sets off on the completing thread (the caller's callbacks, a retry, the next page of a list, the next input
   * round): an observer that keeps the caller's context (its trace context) makes it current around {@code work}. For
   * a request the client answers, the client's handler: an observer that started a span makes it current. The default
   * runs it as it is.
   *
   * @param work what to run, at once, on this thread
   */
  default void run(Runnable work) {
    work.run();
  }

  /**
   * The transport is recovering the request (the same JSON-RPC request, sent again or its answer resumed): told before
   * it tries. The default ignores it.
   *
   * @param recovery what the transport does
   */
  default void recovering(Recovery recovery) {}
}
