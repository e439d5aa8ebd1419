package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.observe.RequestObservation;
import dev.imcp.runtime.observe.RequestOutcome;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One request's observation, as the connection drives it: ended once whatever races to end it, the observer's failures
 * logged and never passed on, and the caller's future completed even when the observer's {@code run} does not run it.
 * A request written before the session existed (the first, pipelined at launch) finds its observation when it ends.
 */
final class Observation {
  private static final Logger LOG = LoggerFactory.getLogger(Observation.class);

  private final Supplier<RequestObservation> source;
  private final AtomicBoolean ended = new AtomicBoolean();
  private volatile @Nullable RequestObservation observation;

  private Observation(Supplier<RequestObservation> source) {
    this.source = source;
  }

  static Observation of(RequestObservation observation) {
    Observation created = new Observation(() -> observation);
    created.observation = observation;
    return created;
  }

  /** An observation made elsewhere and found later, when first needed. */
  static Observation later(Supplier<RequestObservation> source) {
    return new Observation(source);
  }

  private RequestObservation observation() {
    RequestObservation found = observation;
    if (found == null) {
      found = Observing.safely(
          "find the first request's observation", source, RequestObservation.none());
      observation = found;
    }
    return found;
  }

  /** Ends the observation (the first time only), then runs {@code completion} inside it. */
  void end(RequestOutcome outcome, Runnable completion) {
    if (!ended.compareAndSet(false, true)) {
      completion.run();
      return;
    }
    RequestObservation current = observation();
    try {
      current.ended(outcome);
    } catch (RuntimeException e) {
      LOG.warn("An observer failed on the end of a request: {}", e.toString());
    }
    run(current, completion);
  }

  /** Ends the observation of a request whose future is done already (a cancellation). */
  void end(RequestOutcome outcome) {
    end(outcome, () -> {});
  }

  void recovering(RequestObservation.Recovery recovery) {
    try {
      observation().recovering(recovery);
    } catch (RuntimeException e) {
      LOG.warn("An observer failed on a recovery: {}", e.toString());
    }
  }

  /** Runs {@code work} through the observer's {@code run}, and runs it here if the observer did not. */
  static void run(RequestObservation observation, Runnable work) {
    AtomicBoolean ran = new AtomicBoolean();
    try {
      observation.run(() -> {
        if (ran.compareAndSet(false, true)) {
          work.run();
        }
      });
    } catch (RuntimeException e) {
      if (!ran.get()) {
        LOG.warn("An observer failed to run a request's completion: {}", e.toString());
      } else {
        throw e;
      }
    }
    if (ran.compareAndSet(false, true)) {
      work.run();
    }
  }
}
