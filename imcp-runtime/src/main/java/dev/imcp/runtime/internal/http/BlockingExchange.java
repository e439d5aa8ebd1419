package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.apache.hc.client5.http.classic.methods.HttpUriRequestBase;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.protocol.HttpClientContext;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.EndpointDetails;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.util.Timeout;

/**
 * One request on a pooled connection, run on the thread that then reads its answer: the reader gets the status and
 * headers and reads the body from the stream as it arrives. The future it is completes with what the reader returns.
 * Cancelling it, or the reader dropping the body (one over the limit, a stream closed), drops the connection at once
 * rather than read the answer to its end, which may never come. An {@link Error} on the thread fails the future and
 * goes to {@code fatal}: the thread is the runtime's, and what waits on it must hear at once.
 */
final class BlockingExchange<T> extends CompletableFuture<T> implements Runnable {
  /** Reads one answer on the exchange's thread. */
  interface Reader<T> {
    T read(ResponseHead head, Body body) throws IOException;
  }

  /** An answer's body as it streams in; {@link #drop()} gives up the rest and the connection with it. */
  static final class Body {
    private final InputStream in;
    private final BlockingExchange<?> exchange;

    Body(InputStream in, BlockingExchange<?> exchange) {
      this.in = in;
      this.exchange = exchange;
    }

    /** Like {@link InputStream#read(byte[], int, int)}; -1 at the end, and once the body was dropped. */
    int read(byte[] buffer, int offset, int length) throws IOException {
      return exchange.dropped ? -1 : in.read(buffer, offset, length);
    }

    void drop() {
      exchange.drop();
    }
  }

  private static final InputStream EMPTY = InputStream.nullInputStream();

  private final CloseableHttpClient client;
  private final HttpHost target;
  private final HttpUriRequestBase request;
  private final Reader<T> reader;
  private final Consumer<Error> fatal;
  private volatile boolean dropped;

  BlockingExchange(
      CloseableHttpClient client,
      HttpHost target,
      Header host,
      RequestConfig config,
      OutgoingRequest outgoing,
      Reader<T> reader,
      Consumer<Error> fatal) {
    this.client = client;
    this.target = target;
    this.reader = reader;
    this.fatal = fatal;
    this.request = apache(outgoing, host, config);
  }

  private static HttpUriRequestBase apache(
      OutgoingRequest outgoing, Header host, RequestConfig config) {
    HttpUriRequestBase request = new HttpUriRequestBase(outgoing.method(), outgoing.uri());
    request.setHeaders(outgoing.headers());
    if (!request.containsHeader(HttpHeaders.HOST)) {
      // Apache's own would be made anew for every request (RequestTargetHost), the same each time.
      request.addHeader(host);
    }
    byte[] body = outgoing.body();
    if (body != null) {
      // No content type here: the request's own Content-Type header says it.
      request.setEntity(new ByteArrayEntity(body, null));
    }
    request.setConfig(
        outgoing.timeout().isEmpty()
            ? config
            : RequestConfig.copy(config)
                .setResponseTimeout(Timeout.of(outgoing.timeout().get()))
                .build());
    return request;
  }

  @Override
  public void run() {
    if (isDone()) {
      return;
    }
    HttpClientContext context = HttpClientContext.create();
    ClassicHttpResponse opened;
    try {
      opened = client.executeOpen(target, request, context);
    } catch (IOException e) {
      completeExceptionally(answeredBefore(context) ? new ClosedUnanswered(e) : e);
      return;
    } catch (RuntimeException e) {
      completeExceptionally(e);
      return;
    } catch (Error e) {
      completeExceptionally(e);
      fatal.accept(e);
      return;
    }
    read(opened);
  }

  /**
   * Whether the connection the request failed on had carried an answer before: a kept-alive one, which the server may
   * have closed as the request arrived (its keep-alive timeout firing then).
   */
  private static boolean answeredBefore(HttpClientContext context) {
    EndpointDetails connection = context.getEndpointDetails();
    return connection != null && connection.getResponseCount() > 0;
  }

  private void read(ClassicHttpResponse opened) {
    try (ClassicHttpResponse response = opened) {
      HttpEntity entity = response.getEntity();
      T value =
          reader.read(head(response), new Body(entity == null ? EMPTY : entity.getContent(), this));
      if (dropped) {
        request
            .cancel(); // before the response closes, which would otherwise read the body to its end
      }
      complete(value);
    } catch (IOException | RuntimeException e) {
      completeExceptionally(e);
    } catch (Error e) {
      completeExceptionally(e);
      fatal.accept(e);
    }
  }

  private static ResponseHead head(ClassicHttpResponse response) {
    return new ResponseHead(response.getCode(), response.getHeaders());
  }

  /**
   * The request went on a kept-alive connection that closed before any answer came: the server did not take it, and it
   * may be sent again on another connection. What failed is the cause.
   */
  static final class ClosedUnanswered extends IOException {
    private static final long serialVersionUID = 1L;

    ClosedUnanswered(IOException cause) {
      super(
          "the server closed a kept-alive connection without answering: " + cause.getMessage(),
          cause);
    }
  }

  /** The reader wants no more: the connection is dropped. */
  void drop() {
    dropped = true;
    request.cancel();
  }

  /** Gives the exchange up, closing its connection; the reader's next read ends it. */
  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    drop();
    return super.cancel(mayInterruptIfRunning);
  }
}
