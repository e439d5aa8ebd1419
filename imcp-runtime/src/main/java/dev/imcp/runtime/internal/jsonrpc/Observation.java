package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.VarHandles;
import dev.imcp.runtime.observe.RequestObservation;
import dev.imcp.runtime.observe.RequestOutcome;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * One request's observation, as the connection drives it: ended once whatever races to end it, the observer's failures
 * logged and never passed on, and the caller's future completed even when the observer's {@code run} does not run it.
 * A request written before the session existed (the first, pipelined at launch) finds its observation when it ends.
 * Lean on purpose: it is made for every request of an observed client.
 */
final class Observation {
  private static final Log LOG = Log.of(Observation.class);
  private static final VarHandle ENDED =
      VarHandles.field(MethodHandles.lookup(), "ended", boolean.class);

  /** Where a pipelined request's observation is found; null when it is known from the start. */
  private final @Nullable Supplier<RequestObservation> source;

  private volatile @Nullable RequestObservation observation;

  @SuppressWarnings("unused") // through ENDED
  private volatile boolean ended;

  private Observation(
      @Nullable RequestObservation observation, @Nullable Supplier<RequestObservation> source) {
    this.observation = observation;
    this.source = source;
  }

  static Observation of(RequestObservation observation) {
    return new Observation(observation, null);
  }

  /** An observation made elsewhere and found later, when first needed. */
  static Observation later(Supplier<RequestObservation> source) {
    return new Observation(null, source);
  }

  private RequestObservation observation() {
    RequestObservation found = observation;
    if (found == null) {
      Supplier<RequestObservation> from = source;
      found = from == null
          ? RequestObservation.none()
          : Observing.safely(
              "find the first request's observation", from, RequestObservation.none());
      observation = found;
    }
    return found;
  }

  /** Ends the observation (the first time only), then runs {@code completion} inside it. */
  void end(RequestOutcome outcome, Runnable completion) {
    if (!ENDED.compareAndSet(this, false, true)) {
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
    Once once = new Once(work);
    try {
      observation.run(once);
    } catch (RuntimeException e) {
      if (once.ran) {
        throw e;
      }
      LOG.warn("An observer failed to run a request's completion: {}", e.toString());
    }
    once.run();
  }

  /** Work that runs at most once, and says whether it did. */
  private static final class Once implements Runnable {
    private final Runnable work;
    private boolean ran;

    Once(Runnable work) {
      this.work = work;
    }

    @Override
    public void run() {
      if (!ran) {
        ran = true;
        work.run();
      }
    }
  }
}
