// One room: the two pools (idle, and idle with a reader waiting on it) and the reader that moves a
// connection between them share one lock and the rule of who may take a connection from where.
package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.base.CallerRuns;
import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.HttpClientVersion;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javax.net.ssl.SSLContext;
import org.apache.hc.client5.http.ssl.DefaultClientTlsStrategy;
import org.apache.hc.client5.http.ssl.TlsSocketStrategy;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.URIScheme;
import org.apache.hc.core5.http.message.BasicHeader;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.net.URIAuthority;
import org.jspecify.annotations.Nullable;

/**
 * One client's keep-alive HTTP/1.1 connections ({@link Http1Connection}, HttpCore 5 classic), which every request of
 * its transport goes through: each exchange ({@link BlockingExchange}) blocks a runtime thread ({@link
 * HttpClients#executor()}), or the thread of a blocking call that runs it itself ({@link CallerRuns}), for as long as
 * its answer is read. A runtime thread that read an answer stays with its connection for a while ({@link #readOn}):
 * the next asynchronous request on it is written by its sender's thread and its answer read by that one, which
 * completes the caller's future directly, as the floor's reader does; handing each exchange to a pool thread cost a
 * wake-up per call (docs/PERFORMANCE.md). HttpClient's own client layer (its exec runtime, the
 * pooling manager's leases, futures and endpoint wrappers, a context per request) cost as much per call as the whole
 * of the floor's call (docs/PERFORMANCE.md); the transport keeps HttpClient's TLS strategy, which checks the host name
 * against the certificate. An {@code http://} client loads no HttpClient class: the target, {@code Host} and {@code
 * User-Agent} are made here as HttpClient made them, with HttpCore's types.
 *
 * <p>The pool is the client's own: one connection per exchange in flight, the most recently used idle one first, a
 * new one when none is idle. {@link #close()} closes every connection in it, in use or idle, so that a closed client
 * leaves no socket behind. Nothing is retried, redirected, decompressed, authenticated or kept in cookies behind the
 * transport's back: the transport's rules (Retry-After, a new session after 404, a resend on a kept-alive connection
 * the server closed) are its own. A connection is kept until the server closes it ({@code Keep-Alive: timeout} is not
 * read), and is not checked before reuse: a request it drops unanswered is sent again. No read timeout: deadlines
 * close the connection instead. No request header is logged.
 *
 * <p>Over plain HTTP a waiting reader blocks on its socket with no timeout, and a connection it waited on for {@link
 * #READER_IDLE_MILLIS} with no exchange is closed ({@link #closeIdleReaders}), which ends the wait: any timed read
 * turns the JDK's socket non-blocking for good, after which every answer cost a failed read and a poll more than the
 * floor's (docs/PERFORMANCE.md, s48-a and s49). A new connection costs a plain connect there. Over TLS, where it costs
 * a handshake, the reader waits with that timeout and leaves the connection pooled.
 */
final class HttpConnections implements AutoCloseable {
  /** How long a runtime thread waits on an idle connection for the next exchange: as long as the pool keeps one. */
  static final int READER_IDLE_MILLIS = 1000;

  private static final long READER_IDLE_NANOS = TimeUnit.MILLISECONDS.toNanos(READER_IDLE_MILLIS);
  /**
   * The largest body a caller's thread sends itself ({@link #sendsHere}): far below any socket's send buffer, so that
   * the write never waits for the server.
   */
  private static final int MAX_SENT_HERE = 16 * 1024;
  /** What HttpClient's minimal client sent as {@code User-Agent}, made once. */
  private static final Header USER_AGENT =
      new BasicHeader(HttpHeaders.USER_AGENT, HttpClientVersion.userAgent());

  private final HttpHost target;
  /** The request's authority (its {@code Host} header says it on the wire), made once. */
  private final URIAuthority authority;
  /** The request target of a request to the endpoint's URI: its path and query. */
  private final String path;

  private final URI uri;
  /** The {@code Host} header of every request, made once as HttpCore makes it for each. */
  private final Header host;

  private final int connectTimeout;
  private final @Nullable TlsSocketStrategy tls;
  /** Whether a waiting reader blocks with no timeout, its connection closed when idle (plain HTTP). */
  private final boolean readersBlock;
  /** Whether {@link #closeIdleReaders} is scheduled. */
  private final AtomicBoolean closingDue = new AtomicBoolean();
  /** What runs {@link #closeIdleReaders} on the runtime's timer, made when first needed. */
  private @Nullable Runnable closing;

  private final Consumer<Error> fatal;
  private final Executor executor;
  /** Idle connections, the most recently used last. Guarded by itself. */
  private final ArrayDeque<Http1Connection> idle = new ArrayDeque<>();
  /** Idle connections a runtime thread waits on to read the next answer, the most recently used last; under {@link #idle}. */
  private final ArrayDeque<Http1Connection> waited = new ArrayDeque<>();
  /** Every open connection, idle or in use, for {@link #close()}. */
  private final Set<Http1Connection> open = ConcurrentHashMap.newKeySet();

  private volatile boolean closed;

  /** @param fatal hears of an {@link Error} on an exchange's thread */
  HttpConnections(
      URI uri, Duration connectTimeout, Optional<SSLContext> tls, Consumer<Error> fatal) {
    this(uri, connectTimeout, tls, fatal, HttpClients.executor());
  }

  /** @param executor where an exchange that its sender does not run goes (a test's seam) */
  HttpConnections(
      URI uri,
      Duration connectTimeout,
      Optional<SSLContext> tls,
      Consumer<Error> fatal,
      Executor executor) {
    this.executor = executor;
    this.fatal = fatal;
    this.uri = uri;
    this.target = target(uri);
    this.path = path(uri);
    this.authority = new URIAuthority(target);
    this.host = new BasicHeader(HttpHeaders.HOST, hostHeader(uri));
    this.connectTimeout = millis(connectTimeout);
    this.tls = URIScheme.HTTPS.same(target.getSchemeName()) ? tls(tls) : null;
    this.readersBlock = this.tls == null;
  }

  /** A socket timeout in whole milliseconds: at least 1 (0 would mean none), at most what an {@code int} holds. */
  static int millis(Duration timeout) {
    return (int) Math.min(Integer.MAX_VALUE, Math.max(1, timeout.toMillis()));
  }

  /**
   * HttpClient's TLS strategy, as its connection manager made it: the host name checked against the certificate
   * (HttpClient's default verifier), and without a context of the caller's, the JVM's ({@code javax.net.ssl.*}) with
   * the {@code https.protocols} and {@code https.cipherSuites} system properties, as {@code useSystemProperties()} did.
   */
  private static TlsSocketStrategy tls(Optional<SSLContext> tls) {
    return tls.map(DefaultClientTlsStrategy::new)
        .orElseGet(DefaultClientTlsStrategy::createSystemDefault);
  }

  /**
   * The host and port every request goes to, as HttpClient's {@code RoutingSupport} found them from each request's URI
   * (an {@link HttpEndpoint} has an http or https scheme and a host): the URI's authority, and the scheme's port where
   * it names none.
   */
  static HttpHost target(URI uri) {
    HttpHost host = new HttpHost(
        uri.getScheme(), new URIAuthority(uri.getRawUserInfo(), uri.getHost(), uri.getPort()));
    if (host.getPort() >= 0) {
      return host;
    }
    int port = URIScheme.HTTPS.same(host.getSchemeName()) ? 443 : 80;
    return new HttpHost(host.getSchemeName(), host.getAddress(), host.getHostName(), port);
  }

  /**
   * The {@code Host} header as HttpCore's {@code RequestTargetHost} sets it on an HTTP/1.1 request: the URI's host (an
   * IPv6 literal in its brackets, as {@link URI#getHost()} keeps it) and its port when it names one, no user info.
   * Written here: HttpCore's formatter checks the host against five regular expressions, compiled on a client's way to
   * its first call.
   */
  static String hostHeader(URI uri) {
    return uri.getPort() < 0 ? uri.getHost() : uri.getHost() + ":" + uri.getPort();
  }

  static String path(URI uri) {
    String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
    return uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();
  }

  /**
   * Sends {@code request}; {@code reader} reads the answer on the thread that received it: a runtime thread, or the
   * caller's own when a blocking call's scope takes the exchange ({@link CallerRuns}). Cancelling the future closes the
   * connection under the exchange.
   *
   * @return completes with what the reader returned, or with the failure
   */
  <T> CompletableFuture<T> send(OutgoingRequest request, BlockingExchange.Reader<T> reader) {
    BlockingExchange<T> exchange = new BlockingExchange<>(this, request, reader, fatal);
    if (CallerRuns.offer(exchange, executor)) {
      return exchange;
    }
    Http1Connection waiting = sendsHere(request) ? waiting(exchange) : null;
    if (waiting != null) {
      exchange.sendOn(waiting);
    } else {
      executor.execute(exchange);
    }
    return exchange;
  }

  /**
   * Whether the calling thread may send {@code request} itself, on a connection whose reader waits: one without a
   * socket timeout and small enough that the write never waits for the server (an idle connection's send buffer
   * holds it whole). Not from an interrupted thread: its write would close the channel.
   */
  private static boolean sendsHere(OutgoingRequest request) {
    byte[] body = request.body();
    return request.timeout().isEmpty()
        && (body == null || body.length <= MAX_SENT_HERE)
        && !Thread.currentThread().isInterrupted();
  }

  /**
   * An idle connection whose reader now waits for {@code exchange}'s answer, or null when there is none. One whose
   * reader left meanwhile is idle as any other (or closed).
   */
  private @Nullable Http1Connection waiting(BlockingExchange<?> exchange) {
    for (; ; ) {
      Http1Connection connection;
      synchronized (idle) {
        connection = waited.pollLast();
      }
      if (connection == null) {
        return null;
      }
      exchange.on(connection);
      if (connection.assign(exchange)) {
        return connection;
      }
      exchange.on(null);
      if (connection.isOpen()) {
        idle(connection, false);
      } else {
        discard(connection);
      }
    }
  }

  /**
   * On the runtime thread that read the last answer on {@code connection}: waits for the next exchange sent on it and
   * reads its answer, and so on, so that whoever sends one wakes no other thread. It leaves the connection when that
   * stays idle for {@link #READER_IDLE_MILLIS} (over TLS the connection stays idle, without a reader; over plain HTTP
   * it is closed), closes, or is given up.
   */
  void readOn(Http1Connection connection) {
    for (; ; ) {
      BlockingExchange<?> next = next(connection);
      if (next == null || !next.readAnswer(connection)) {
        return;
      }
    }
  }

  /** The next exchange sent on {@code connection}, once its answer begins to come; null when the reader leaves. */
  private @Nullable BlockingExchange<?> next(Http1Connection connection) {
    for (; ; ) {
      BlockingExchange<?> next = connection.assigned();
      if (next != null) {
        return next;
      }
      if (!connection.readerWaits()) {
        return null;
      }
      int waited = connection.await(readersBlock ? 0 : READER_IDLE_MILLIS);
      // Bytes nobody asked for break the connection; so does its end.
      if (connection.assigned() == null && connection.leave()) {
        left(connection, waited == 0);
        return null;
      }
    }
  }

  /** Its reader left {@code connection}: it is idle as any other when still good, otherwise closed. */
  private void left(Http1Connection connection, boolean good) {
    boolean removed;
    synchronized (idle) {
      removed = waited.remove(connection);
    }
    if (!good) {
      discard(connection);
    } else if (removed) {
      idle(connection, false);
    }
  }

  /** The request target of a request to {@code to}: made once for the endpoint's own URI. */
  String requestTarget(URI to) {
    return to == uri || to.equals(uri) ? path : path(to);
  }

  String scheme() {
    return target.getSchemeName();
  }

  URIAuthority authority() {
    return authority;
  }

  Header hostHeader() {
    return host;
  }

  Header userAgent() {
    return USER_AGENT;
  }

  /**
   * The most recently used idle connection, or a new one. Not checked first: HttpCore's check read with a 1 ms timeout,
   * which a live connection waited out and which turned its socket non-blocking for good (see the class's comment); a
   * request on a connection the server closed meanwhile fails unanswered and is sent again.
   */
  Http1Connection lease() throws IOException {
    Http1Connection connection;
    synchronized (idle) {
      connection = idle.pollLast();
    }
    return connection != null ? connection : connect();
  }

  private Http1Connection connect() throws IOException {
    Http1Connection connection = new Http1Connection();
    open.add(connection);
    if (closed) {
      discard(connection);
      throw new InterruptedIOException("the client is closed");
    }
    try {
      connection.connect(target, connectTimeout, tls);
    } catch (IOException | RuntimeException | Error e) {
      discard(connection);
      throw e;
    }
    return connection;
  }

  /**
   * Takes back a connection whose exchange ended with its answer read to the end, for the next exchange.
   *
   * @param waited whether the thread that read the answer stays to read the next ({@link #readOn})
   */
  void release(Http1Connection connection, boolean waited) {
    connection.idle();
    if (waited) {
      connection.awaitingExchange();
    }
    idle(connection, waited);
    if (waited && readersBlock && !closingDue.get()) {
      closeIdleReadersIn(READER_IDLE_NANOS);
    }
  }

  /** Schedules {@link #closeIdleReaders} in {@code nanos}, unless it is scheduled already. */
  private void closeIdleReadersIn(long nanos) {
    if (closingDue.compareAndSet(false, true)) {
      Runnable task = closing;
      if (task == null) {
        task = new IdleReaders(this);
        closing = task;
      }
      Delays.at(System.nanoTime() + nanos, task);
    }
  }

  /**
   * Closes the connections whose readers have waited {@link #READER_IDLE_MILLIS} for an exchange, which ends each
   * reader's wait; schedules itself again for the next one due.
   */
  void closeIdleReaders() {
    closingDue.set(false);
    for (; ; ) {
      Http1Connection oldest;
      long due;
      synchronized (idle) {
        oldest = waited.peekFirst();
        if (oldest == null) {
          return;
        }
        due = READER_IDLE_NANOS - oldest.idleNanos();
        if (due <= 0) {
          waited.pollFirst();
        }
      }
      if (due > 0) {
        closeIdleReadersIn(due);
        return;
      }
      if (oldest.leave()) {
        retire(oldest);
      }
    }
  }

  /** Closes an idle connection as an HTTP client should, with a FIN where {@link #discard} resets it. */
  private void retire(Http1Connection connection) {
    open.remove(connection);
    try {
      connection.close();
    } catch (IOException e) {
      // closing: nothing left to do with it
    }
  }

  /** {@link #closeIdleReaders} as a task of the runtime's timer: named, where a lambda was one more class to spin. */
  private static final class IdleReaders implements Runnable {
    private final HttpConnections connections;

    IdleReaders(HttpConnections connections) {
      this.connections = connections;
    }

    @Override
    public void run() {
      connections.closeIdleReaders();
    }
  }

  /** Puts an idle connection in its pool; one idle as long as it is checked before it is reused. */
  private void idle(Http1Connection connection, boolean waited) {
    synchronized (idle) {
      (waited ? this.waited : idle).addLast(connection);
    }
    if (closed) {
      closeIdle();
    }
  }

  /** Closes a connection that cannot be used again (dropped, failed, or the server's to close). */
  void discard(Http1Connection connection) {
    open.remove(connection);
    connection.close(CloseMode.IMMEDIATE);
  }

  /** How many idle connections a reader waits on; for tests. */
  int readersWaiting() {
    synchronized (idle) {
      return waited.size();
    }
  }

  /**
   * Closes the idle connections: the server closed one that had been idle, so that the others, idle as long, are
   * suspect too; what is sent next opens a new one.
   */
  void closeIdle() {
    for (; ; ) {
      Http1Connection connection;
      synchronized (idle) {
        connection = idle.isEmpty() ? waited.pollFirst() : idle.pollFirst();
      }
      if (connection == null) {
        return;
      }
      discard(connection);
    }
  }

  /** Closes every connection, idle or in use: exchanges still running fail, as their sockets close under them. */
  @Override
  public void close() {
    closed = true;
    closeIdle();
    for (Http1Connection connection : open) {
      discard(connection);
    }
  }
}
