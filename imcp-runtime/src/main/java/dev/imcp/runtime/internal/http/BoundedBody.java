package dev.imcp.runtime.internal.http;

import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import org.jspecify.annotations.Nullable;

/**
 * A whole body of at most {@code maxBytes}, read as it arrives: a longer one (by its Content-Length, or as it streams
 * in) is not kept, and the connection is dropped at once rather than read to its end, which may never come. Completes
 * with the bytes, or with {@code null} when the body was over the limit.
 */
final class BoundedBody implements BodySubscriber<byte @Nullable []> {
  private final int maxBytes;
  private final CompletableFuture<byte @Nullable []> body = new CompletableFuture<>();
  private byte[] bytes = new byte[1024];
  private int length;
  private Flow.@Nullable Subscription subscription;

  BoundedBody(int maxBytes, long contentLength) {
    this.maxBytes = maxBytes;
    if (contentLength > maxBytes) {
      body.complete(null);
    } else if (contentLength > 0) {
      bytes = new byte[(int) contentLength];
    }
  }

  @Override
  public CompletionStage<byte @Nullable []> getBody() {
    return body;
  }

  @Override
  public void onSubscribe(Flow.Subscription subscription) {
    this.subscription = subscription;
    if (body.isDone()) {
      subscription.cancel();
    } else {
      subscription.request(Long.MAX_VALUE);
    }
  }

  @Override
  public void onNext(List<ByteBuffer> buffers) {
    for (ByteBuffer buffer : buffers) {
      if (body.isDone()) {
        return;
      }
      int count = buffer.remaining();
      if (length + (long) count > maxBytes) {
        body.complete(null);
        Flow.Subscription current = subscription;
        if (current != null) {
          current.cancel();
        }
        return;
      }
      if (length + count > bytes.length) {
        bytes =
            Arrays.copyOf(bytes, Math.min(maxBytes, Math.max(bytes.length * 2, length + count)));
      }
      buffer.get(bytes, length, count);
      length += count;
    }
  }

  @Override
  public void onError(Throwable failure) {
    body.completeExceptionally(failure);
  }

  @Override
  public void onComplete() {
    body.complete(length == bytes.length ? bytes : Arrays.copyOf(bytes, length));
  }
}
