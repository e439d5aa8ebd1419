package dev.imcp.runtime.internal;

import java.util.Set;
import java.util.concurrent.Flow;
import java.util.function.BooleanSupplier;
import org.jspecify.annotations.Nullable;

/**
 * One SSE answer to a POST, line by line: its messages reach the sink in order. It ends when the server closes it or
 * the client closes (which cancels every stream in {@code open}); a stream that breaks off fails its exchange, and
 * {@link HttpTransport} fails the request with that.
 */
final class SseAnswer implements Flow.Subscriber<String> {
  private final SseEvents events;
  private final Set<Flow.Subscription> open;
  private final BooleanSupplier closing;
  private Flow.@Nullable Subscription subscription;

  SseAnswer(LineFramer.Sink sink, int maxBytes, Set<Flow.Subscription> open, BooleanSupplier closing) {
    this.events = new SseEvents(sink, maxBytes);
    this.open = open;
    this.closing = closing;
  }

  @Override
  public void onSubscribe(Flow.Subscription subscription) {
    this.subscription = subscription;
    open.add(subscription);
    if (closing.getAsBoolean()) {
      subscription.cancel();
      return;
    }
    subscription.request(Long.MAX_VALUE);
  }

  @Override
  public void onNext(String line) {
    events.line(line);
  }

  @Override
  public void onError(Throwable failure) {
    done();
  }

  @Override
  public void onComplete() {
    // A last event without its blank line still counts: the stream's end ends it.
    events.line("");
    done();
  }

  private void done() {
    Flow.Subscription current = subscription;
    if (current != null) {
      open.remove(current);
    }
  }
}
