package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.ResponseInfo;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Function;
import org.apache.hc.client5.http.classic.methods.HttpUriRequestBase;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.util.Timeout;
import org.jspecify.annotations.Nullable;

/**
 * One request on a pooled connection, run on the thread that then reads its answer: the bytes go to the body
 * subscriber as they arrive. The future it is completes with the subscriber's body. Cancelling it, or the subscriber
 * cancelling its subscription (a body over the limit, a stream closed), drops the connection at once rather than read
 * the answer to its end, which may never come; the subscriber then hears nothing more.
 */
final class BlockingExchange<T> extends CompletableFuture<T>
    implements Runnable, Flow.Subscription {
  private static final int CHUNK = 8192;

  private final CloseableHttpClient client;
  private final HttpUriRequestBase request;
  private final Function<ResponseInfo, BodySubscriber<T>> handler;
  private volatile boolean dropped;

  BlockingExchange(
      CloseableHttpClient client,
      OutgoingRequest outgoing,
      Function<ResponseInfo, BodySubscriber<T>> handler) {
    this.client = client;
    this.handler = handler;
    this.request = apache(outgoing);
  }

  private static HttpUriRequestBase apache(OutgoingRequest outgoing) {
    HttpRequest head = outgoing.head();
    HttpUriRequestBase request = new HttpUriRequestBase(head.method(), head.uri());
    head.headers()
        .map()
        .forEach((name, values) -> values.forEach(value -> request.addHeader(name, value)));
    byte[] body = outgoing.body();
    if (body != null) {
      // No content type here: the request's own Content-Type header says it.
      request.setEntity(new ByteArrayEntity(body, null));
    }
    head.timeout()
        .ifPresent(timeout -> request.setConfig(
            RequestConfig.custom().setResponseTimeout(Timeout.of(timeout)).build()));
    return request;
  }

  @Override
  public void run() {
    if (isDone()) {
      return;
    }
    try (ClassicHttpResponse response = client.executeOpen(null, request, null)) {
      BodySubscriber<T> subscriber = handler.apply(info(response));
      subscriber.onSubscribe(this);
      @Nullable IOException broken = pump(response.getEntity(), subscriber);
      if (dropped) {
        request
            .cancel(); // before the response closes, which would otherwise read the body to its end
      } else if (broken != null) {
        subscriber.onError(broken);
      } else {
        subscriber.onComplete();
      }
      subscriber.getBody().whenComplete((body, failure) -> {
        if (failure != null) {
          completeExceptionally(failure);
        } else {
          complete(body);
        }
      });
    } catch (IOException | RuntimeException e) {
      if (!dropped) {
        completeExceptionally(e);
      }
    }
  }

  /**
   * Hands the body to the subscriber as it comes, until it ends or is dropped; the failure that broke it off, or
   * {@code null}.
   */
  private @Nullable IOException pump(@Nullable HttpEntity entity, BodySubscriber<T> subscriber) {
    if (entity == null) {
      return null;
    }
    try {
      InputStream in = entity.getContent();
      byte[] chunk = new byte[CHUNK];
      int count;
      while (!dropped && (count = in.read(chunk)) >= 0) {
        if (count > 0) {
          subscriber.onNext(List.of(ByteBuffer.wrap(Arrays.copyOf(chunk, count))));
        }
      }
      return null;
    } catch (IOException e) {
      return e;
    }
  }

  private static ResponseInfo info(ClassicHttpResponse response) {
    Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    for (Header header : response.getHeaders()) {
      headers.computeIfAbsent(header.getName(), name -> new ArrayList<>()).add(header.getValue());
    }
    HttpHeaders all = HttpHeaders.of(headers, (name, value) -> true);
    int status = response.getCode();
    return new ResponseInfo() {
      @Override
      public int statusCode() {
        return status;
      }

      @Override
      public HttpHeaders headers() {
        return all;
      }

      @Override
      public HttpClient.Version version() {
        return HttpClient.Version.HTTP_1_1;
      }
    };
  }

  /** The subscriber asks for everything at once; what it asks for is all there is. */
  @Override
  public void request(long n) {}

  /** The subscriber wants no more: the connection is dropped. */
  @Override
  public void cancel() {
    dropped = true;
    request.cancel();
  }

  /** Gives the exchange up, closing its connection; the subscriber hears nothing more. */
  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    dropped = true;
    request.cancel();
    return super.cancel(mayInterruptIfRunning);
  }
}
