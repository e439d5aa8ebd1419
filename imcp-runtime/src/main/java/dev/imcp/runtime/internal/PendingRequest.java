package dev.imcp.runtime.internal;

import dev.imcp.runtime.ProgressListener;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/** A request on the wire, waiting for its response. Owned by {@link JsonRpcConnection}. */
final class PendingRequest {
  final long id;
  final String method;
  final String label;
  final CompletableFuture<JsonNode> future = new CompletableFuture<>();
  final long startNanos = System.nanoTime();
  final Duration timeout;
  final Optional<Duration> maxTotal;
  final Optional<ProgressListener> progress;
  final boolean cancellable;
  private @Nullable ScheduledFuture<?> timer;

  PendingRequest(
      long id, String method, String label, Duration timeout, Optional<Duration> maxTotal, Optional<ProgressListener> progress,
      boolean cancellable) {
    this.id = id;
    this.method = method;
    this.label = label;
    this.timeout = timeout;
    this.maxTotal = maxTotal;
    this.progress = progress;
    this.cancellable = cancellable;
  }

  Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - startNanos);
  }

  synchronized void setTimer(ScheduledFuture<?> timer) {
    if (this.timer != null) {
      this.timer.cancel(false);
    }
    this.timer = timer;
  }

  synchronized void cancelTimer() {
    if (timer != null) {
      timer.cancel(false);
      timer = null;
    }
  }
}
