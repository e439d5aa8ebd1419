// One room: who holds the connection (the exchange, its body's end, a drop, the reader that stays
// with it) is one field that sending, reading and settling each take it from; split, every part
// would reach into the others'.
package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.base.RuntimeThread;
import dev.imcp.runtime.internal.base.VarHandles;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpStatus;
import org.jspecify.annotations.Nullable;

/**
 * One request on a pooled connection ({@link HttpConnections}), run on the thread that then reads its answer: the
 * request's head and body are written with HttpCore, the answer's head read, and the reader gets the status and
 * headers and reads the body from the stream as it arrives. The future it is completes with what the reader returns,
 * once the connection went back to the pool (the body read to its end) or was closed. Cancelling it, or the reader
 * dropping the body (one over the limit, a stream closed), closes the connection at once rather than read the answer
 * to its end, which may never come. An {@link Error} on the thread fails the future and goes to {@code fatal}: the
 * thread is the runtime's (or a blocking caller's, {@link dev.imcp.runtime.internal.base.CallerRuns}), and what waits
 * on it must hear at once.
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

    /**
     * Like {@link InputStream#read(byte[], int, int)}; -1 at the end, and once the body was dropped. The connection goes
     * back at the end, or with the last bytes when the end came with them ({@link ChunkedBody#ended()}).
     */
    int read(byte[] buffer, int offset, int length) throws IOException {
      if (exchange.dropped) {
        return -1;
      }
      int count = in.read(buffer, offset, length);
      if (count < 0 || in instanceof ChunkedBody chunked && chunked.ended()) {
        exchange.ended();
      }
      return count;
    }

    void drop() {
      exchange.drop();
    }

    /** Whether bytes of the answer were received and not read yet: a read now would not wait for the server. */
    boolean ready() throws IOException {
      return in instanceof ChunkedBody chunked ? chunked.buffered() : in.available() > 0;
    }

    /**
     * The reader returns now and {@code rest} reads on, on a runtime thread: an exchange run on its caller's thread
     * gives the caller back once its answer went by (docs/PERFORMANCE.md). The connection goes back or is closed
     * after {@code rest}, as after the reader.
     */
    void continueElsewhere(Runnable rest) {
      exchange.rest = rest;
    }
  }

  private static final InputStream EMPTY = InputStream.nullInputStream();

  private static final VarHandle CONNECTION =
      VarHandles.field(MethodHandles.lookup(), "connection", Http1Connection.class);

  private final HttpConnections connections;
  private final OutgoingRequest request;
  private final Reader<T> reader;
  private final Consumer<Error> fatal;
  private volatile boolean dropped;
  /**
   * The connection the exchange runs on, until it goes back to the pool or is closed: whoever takes it from here
   * (the end of the body, the end of the exchange, a drop) is the only one to.
   */
  private volatile @Nullable Http1Connection connection;
  /** The answer being read, once its head came. */
  private @Nullable ClassicHttpResponse response;
  /** What reads the rest of the answer on a runtime thread, once the reader returned early. */
  private volatile @Nullable Runnable rest;
  /** Whether the connection goes back with the thread that read this answer as its reader. */
  private boolean attach;
  /** Whether it went back so: that thread reads on it (set on that thread). */
  private boolean kept;

  BlockingExchange(
      HttpConnections connections,
      OutgoingRequest request,
      Reader<T> reader,
      Consumer<Error> fatal) {
    this.connections = connections;
    this.request = request;
    this.reader = reader;
    this.fatal = fatal;
  }

  @Override
  public void run() {
    if (isDone()) {
      return;
    }
    // A runtime thread stays with the connection, to read the next answer on it (HttpConnections):
    // not with one whose socket timeout the request set.
    attach = RuntimeThread.isCurrent() && request.timeout().isEmpty();
    Http1Connection leased = null;
    try {
      leased = connections.lease();
      connection = leased;
      send(leased);
      receive(leased);
    } catch (IOException | RuntimeException | Error e) {
      failed(e);
    } finally {
      settleLeft();
    }
    if (kept && leased != null) {
      connections.readOn(leased);
    }
  }

  /**
   * On the caller's thread: sends the request on {@code leased}, a connection whose reader waits for its answer ({@link
   * HttpConnections#readOn}), which the caller then need not hand to another thread.
   */
  void sendOn(Http1Connection leased) {
    try {
      send(leased);
    } catch (IOException | RuntimeException | Error e) {
      failed(e);
      settleLeft();
    }
  }

  /**
   * On the connection's reader: reads the answer to what {@link #sendOn} sent; true when the connection went back to
   * wait for the next exchange, with this thread still its reader.
   */
  boolean readAnswer(Http1Connection leased) {
    try {
      receive(leased);
    } catch (IOException | RuntimeException | Error e) {
      failed(e);
    } finally {
      settleLeft();
    }
    return kept;
  }

  /** Fails the exchange; an {@link Error} also goes to the fatal handler, which ends the transport. */
  private void failed(Throwable e) {
    completeExceptionally(e);
    if (e instanceof Error error) {
      fatal.accept(error);
    }
  }

  /**
   * The connection this exchange is about to be sent on, set before its reader can see the exchange; null when the
   * reader had left and the exchange runs as any other.
   */
  void on(@Nullable Http1Connection leased) {
    connection = leased;
    attach = leased != null;
  }

  /** Reads the answer's head, then has the reader read the answer; completes with what the reader returned. */
  private void receive(Http1Connection leased) throws IOException {
    response = receiveHead(leased);
    complete(read(response));
  }

  /** Closes the connection when nothing gave it back: the exchange failed, or dropped its body. */
  private void settleLeft() {
    if (rest == null) {
      Http1Connection left = (Http1Connection) CONNECTION.getAndSet(this, null);
      if (left != null) {
        connections.discard(left);
      }
    }
  }

  /**
   * Sends the request's head and body, unless the exchange was dropped already. A failure is {@link ClosedUnanswered}.
   */
  private void send(Http1Connection leased) throws IOException {
    if (dropped) {
      throw new IOException("the exchange was cancelled");
    }
    ConnectionRequest message = message(leased);
    try {
      // 0: no socket timeout (a deadline closes the connection instead); without a lambda
      // and a boxed Integer on every exchange
      Duration timeout = request.timeout().orElse(null);
      leased.timeout(timeout == null ? 0 : HttpConnections.millis(timeout));
      leased.sendRequestHeader(message);
      if (message.getEntity() != null) {
        leased.sendRequestEntity(message);
      }
      leased.flush();
    } catch (HttpException e) {
      throw HttpClientExceptions.protocol(e);
    } catch (IOException e) {
      throw unanswered(leased, e);
    }
  }

  /**
   * Reads the answer's head (informational ones skipped). A failure before any answer is {@link ClosedUnanswered}.
   */
  private ClassicHttpResponse receiveHead(Http1Connection leased) throws IOException {
    try {
      ClassicHttpResponse response;
      do {
        response = leased.receiveResponseHeader();
      } while (response.getCode() < HttpStatus.SC_SUCCESS
          && response.getCode() != HttpStatus.SC_SWITCHING_PROTOCOLS);
      leased.answered();
      if (mayHaveBody(request.method(), response.getCode())) {
        leased.receiveResponseEntity(response);
      }
      return response;
    } catch (HttpException e) {
      throw HttpClientExceptions.protocol(e);
    } catch (IOException e) {
      throw unanswered(leased, e);
    }
  }

  /**
   * Whether an answer to {@code method} with status {@code code} may have a body, as HttpCore's {@code
   * MessageSupport.canResponseHaveBody} decides: not to HEAD, nor a 200 to CONNECT, nor 1xx, 204 or 304. Asked here:
   * that class's loading spun a lambda class of HttpCore's tokenizer on every HTTP client's way to its first call.
   */
  static boolean mayHaveBody(String method, int code) {
    return !method.equalsIgnoreCase("HEAD")
        && !(method.equalsIgnoreCase("CONNECT") && code == HttpStatus.SC_OK)
        && code >= HttpStatus.SC_SUCCESS
        && code != HttpStatus.SC_NO_CONTENT
        && code != HttpStatus.SC_NOT_MODIFIED;
  }

  /** The connection's request object, set to this request. */
  private ConnectionRequest message(Http1Connection leased) {
    ConnectionRequest message = leased.request(connections.scheme(), connections.authority());
    message.set(
        request.method(),
        connections.requestTarget(request.uri()),
        request.headers(),
        connections.hostHeader(),
        connections.userAgent());
    byte[] body = request.body();
    if (body != null) {
      // No content type here: the request's own Content-Type header says it.
      message.body(body, leased.contentLength(body.length));
    }
    return message;
  }

  /**
   * Has the reader read the answer, then gives the connection back when the body was read to its end (what the reader
   * left is read first) and the server keeps it open; otherwise closes it. The future completes after that, so that
   * the caller's next request finds the connection idle.
   */
  private T read(ClassicHttpResponse answer) throws IOException {
    HttpEntity entity = answer.getEntity();
    InputStream in = entity == null ? EMPTY : entity.getContent();
    T value = reader.read(new ResponseHead(answer.getCode(), answer), new Body(in, this));
    Runnable continued = rest;
    if (continued != null) {
      HttpClients.executor().execute(() -> readRest(continued, answer, entity, in));
    } else {
      settle(answer, entity, in);
    }
    return value;
  }

  /** Runs what reads the rest of the answer, then settles the connection; the reader's future is complete already. */
  private void readRest(
      Runnable continued, ClassicHttpResponse answer, @Nullable HttpEntity entity, InputStream in) {
    try {
      continued.run();
      settle(answer, entity, in);
    } catch (RuntimeException e) {
      drop();
    } catch (Error e) {
      drop();
      fatal.accept(e);
    }
  }

  /** Gives the connection back, the rest of the body read, when the server keeps it open; otherwise closes it. */
  private void settle(ClassicHttpResponse answer, @Nullable HttpEntity entity, InputStream in) {
    Http1Connection leased = (Http1Connection) CONNECTION.getAndSet(this, null);
    if (leased != null) {
      if (!dropped && drained(in) && KeepAlive.allows(answer, entity)) {
        release(leased);
      } else {
        connections.discard(leased);
      }
    }
  }

  /**
   * The body was read to its end: the connection goes back to the pool at once, before the reader hands the answer
   * on (to a caller that may send its next request right away), when the server keeps it open.
   */
  private void ended() {
    Http1Connection leased = connection;
    ClassicHttpResponse answer = response;
    if (leased != null
        && answer != null
        && KeepAlive.allows(answer, answer.getEntity())
        && CONNECTION.compareAndSet(this, leased, null)) {
      release(leased);
    }
  }

  /**
   * Gives the connection back; one run on a runtime thread goes back with that thread as its reader ({@link #kept}),
   * unless the rest of the answer is read elsewhere.
   */
  private void release(Http1Connection leased) {
    boolean attached = attach && rest == null;
    kept = attached;
    connections.release(leased, attached);
  }

  /** Reads what the reader left of the body, as HttpClient did when its response closed; false when that failed. */
  private static boolean drained(InputStream in) {
    try {
      in.close();
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** What failed on {@code leased} before any answer: the server closed it, unless the request's own timeout fired. */
  private static IOException unanswered(Http1Connection leased, IOException e) {
    return e instanceof SocketTimeoutException ? e : new ClosedUnanswered(e, leased.isReused());
  }

  /**
   * The request went on a connection that closed before any answer came. On a kept-alive one the server did not take
   * it (it may have closed the connection as idle), and it may be sent again on another connection; on a new one the
   * server accepted the connection and closed it, which is no refusal to connect. What failed is the cause.
   */
  static final class ClosedUnanswered extends IOException {
    private static final long serialVersionUID = 1L;

    private final boolean keptAlive;

    ClosedUnanswered(IOException cause, boolean keptAlive) {
      super(
          "the server closed a " + (keptAlive ? "kept-alive" : "new")
              + " connection without answering: " + cause.getMessage(),
          cause);
      this.keptAlive = keptAlive;
    }

    /** Whether the connection had carried an answer before. */
    boolean keptAlive() {
      return keptAlive;
    }
  }

  /** The reader wants no more: the connection is closed. */
  void drop() {
    dropped = true;
    Http1Connection current = (Http1Connection) CONNECTION.getAndSet(this, null);
    if (current != null) {
      connections.discard(current);
    }
  }

  /** Gives the exchange up, closing its connection; the reader's next read ends it. */
  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    drop();
    return super.cancel(mayInterruptIfRunning);
  }
}
