package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.hc.client5.http.ssl.TlsSocketStrategy;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.ContentLengthStrategy;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.impl.io.DefaultBHttpClientConnection;
import org.apache.hc.core5.http.io.HttpMessageParser;
import org.apache.hc.core5.http.io.HttpMessageParserFactory;
import org.apache.hc.core5.http.io.HttpMessageWriter;
import org.apache.hc.core5.http.io.HttpMessageWriterFactory;
import org.apache.hc.core5.http.io.SessionInputBuffer;
import org.apache.hc.core5.http.message.BasicHeader;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.net.URIAuthority;
import org.apache.hc.core5.util.CharArrayBuffer;
import org.apache.hc.core5.util.Timeout;
import org.jspecify.annotations.Nullable;

/**
 * One keep-alive HTTP/1.1 connection: HttpCore's classic client connection, whose answers' heads are scanned by {@link
 * HeadScanner}, plus what its pool ({@link HttpConnections}) keeps of it. Nothing of it is logged: HttpCore
 * logs no header (HttpClient's managed connections did, at DEBUG, the bearer token with them).
 *
 * <p>{@link #close(CloseMode)} may come from any thread, before the socket is even connected: the socket is closed
 * then or as soon as it is made, so that a closed client leaves none behind.
 */
final class Http1Connection extends DefaultBHttpClientConnection {
  private final AtomicBoolean closed = new AtomicBoolean();
  private volatile @Nullable Socket socket;
  /** Answers read on this connection: one that carried some is a kept-alive one. */
  private int answers;
  /** When it went idle ({@link System#nanoTime()}). */
  private long idleSince;
  /** The chunk-size and trailer lines of the chunked body being read. */
  private final CharArrayBuffer chunkLine = new CharArrayBuffer(16);

  private @Nullable Header lastContentLength;
  private int lastLength;
  /** The socket timeout set for the exchange running on it, in milliseconds; 0: none. */
  private int timeoutMillis;
  /** What each exchange on it sends, set anew each time; made with the first. */
  private @Nullable ConnectionRequest request;

  /**
   * HttpCore's defaults but 8 KB buffers: its own 32 KB made three buffers of it per connection (input, line, output),
   * 96 KB zeroed on every new connection, where a round that reopens the pool opens 64 at once (docs/PERFORMANCE.md);
   * a longer line or body only takes more reads. HttpClient 4's and {@code BufferedInputStream}'s size.
   */
  static final Http1Config CONFIG = Http1Config.custom().setBufferSize(8 * 1024).build();

  /** No thread waits to read the next answer on it. */
  private static final Object NO_READER = new Object();

  /**
   * The exchange whose answer its reader reads next ({@link HttpConnections#readOn}): {@link #NO_READER}, null while a
   * reader waits for one, or the exchange.
   */
  private final AtomicReference<@Nullable Object> next = new AtomicReference<>(NO_READER);

  Http1Connection() {
    super(
        CONFIG,
        null,
        null,
        LeanContentLength.INSTANCE,
        LeanContentLength.INSTANCE,
        Writers.INSTANCE,
        Parsers.INSTANCE);
  }

  /**
   * Each connection's request writer; a named class where a method reference was one more class a cold JVM spun on
   * its way to the first call.
   */
  private static final class Writers implements HttpMessageWriterFactory<ClassicHttpRequest> {
    static final Writers INSTANCE = new Writers();

    @Override
    public HttpMessageWriter<ClassicHttpRequest> create() {
      return new RequestHeadWriter();
    }
  }

  /** Each connection's answer parser; named, as {@link Writers}. */
  private static final class Parsers implements HttpMessageParserFactory<ClassicHttpResponse> {
    static final Parsers INSTANCE = new Parsers();

    // The factory's one abstract method, deprecated for its create(), which calls it.
    @SuppressWarnings("deprecation")
    @Override
    public HttpMessageParser<ClassicHttpResponse> create(@Nullable Http1Config config) {
      return new HeadScanner(config == null ? CONFIG : config);
    }
  }

  /**
   * Connects to {@code target} (each of its addresses in turn, as HttpClient's connection operator does), upgraded to
   * TLS by {@code tls} when given (which checks the host name against the certificate).
   */
  void connect(HttpHost target, int connectTimeout, @Nullable TlsSocketStrategy tls)
      throws IOException {
    InetAddress[] addresses = InetAddress.getAllByName(target.getHostName());
    for (int i = 0; i < addresses.length; i++) {
      try {
        connect(target, new InetSocketAddress(addresses[i], target.getPort()), connectTimeout, tls);
        return;
      } catch (IOException e) {
        if (i == addresses.length - 1 || closed.get()) {
          throw e;
        }
      }
    }
  }

  private void connect(
      HttpHost target,
      InetSocketAddress address,
      int connectTimeout,
      @Nullable TlsSocketStrategy tls)
      throws IOException {
    // Connecting and the TLS handshake guarded too, as a channel's (InterruptGuard).
    Socket plain = new Socket();
    socket = plain;
    InterruptGuard guard = new InterruptGuard(plain);
    guard.enter();
    boolean completed = false;
    try {
      refuseIfClosed();
      plain.setTcpNoDelay(true);
      connect(plain, target, address, connectTimeout);
      bind(guard.holder(target, connectTimeout, tls));
      refuseIfClosed();
      completed = true;
    } finally {
      if (!completed) {
        plain.close();
      }
      guard.leave(completed);
    }
  }

  /** Connects, failing as HttpClient's connection operator did on a timeout. */
  private static void connect(
      Socket plain, HttpHost target, InetSocketAddress address, int connectTimeout)
      throws IOException {
    try {
      plain.connect(address, connectTimeout);
    } catch (SocketTimeoutException e) {
      throw HttpClientExceptions.connectTimeout(target, address, e);
    }
  }

  private void refuseIfClosed() throws InterruptedIOException {
    if (closed.get()) {
      throw new InterruptedIOException("the connection was closed while it opened");
    }
  }

  /** A {@code Content-Length} header: the previous request's when it had the same length (requests are alike). */
  Header contentLength(int length) {
    Header header = lastContentLength;
    if (header == null || lastLength != length) {
      header = new BasicHeader(HttpHeaders.CONTENT_LENGTH, Integer.toString(length));
      lastContentLength = header;
      lastLength = length;
    }
    return header;
  }

  /** The request object of the exchange running on it, to be set to its request. */
  ConnectionRequest request(String scheme, URIAuthority authority) {
    ConnectionRequest made = request;
    if (made == null) {
      made = new ConnectionRequest(scheme, authority);
      request = made;
    }
    return made;
  }

  /** A chunked body decoded by {@link ChunkedBody}; any other as HttpCore decodes it. */
  @Override
  protected InputStream createContentInputStream(
      long length, SessionInputBuffer buffer, InputStream in) {
    return length == ContentLengthStrategy.CHUNKED
        ? new ChunkedBody(buffer, in, chunkLine, CONFIG)
        : super.createContentInputStream(length, buffer, in);
  }

  boolean isReused() {
    return answers > 0;
  }

  void answered() {
    answers++;
  }

  void idle() {
    idleSince = System.nanoTime();
  }

  long idleNanos() {
    return System.nanoTime() - idleSince;
  }

  /** Sets the socket timeout of the next exchange (0: none), only when it changes. */
  void timeout(int millis) {
    if (millis != timeoutMillis) {
      setSocketTimeout(millis == 0 ? Timeout.DISABLED : Timeout.ofMilliseconds(millis));
      timeoutMillis = millis;
    }
  }

  /** A reader waits on it from now on, for an exchange to be {@link #assign assigned}. */
  void awaitingExchange() {
    next.set(null);
  }

  /** Gives {@code exchange} to the reader waiting on it; false when none waits (any more). */
  boolean assign(BlockingExchange<?> exchange) {
    return next.compareAndSet(null, exchange);
  }

  /** The exchange assigned to its reader, or null. */
  @Nullable
  BlockingExchange<?> assigned() {
    return next.get() instanceof BlockingExchange<?> exchange ? exchange : null;
  }

  /** Its reader leaves; false when an exchange was assigned meanwhile, whose answer it must read first. */
  boolean leave() {
    return next.compareAndSet(null, NO_READER);
  }

  /** Whether a reader waits on it still: not given up by its pool ({@link HttpConnections}), which closed it then. */
  boolean readerWaits() {
    return next.get() != NO_READER;
  }

  /**
   * Waits up to {@code millis} for the server, 0 for as long as it takes: 1 when it sent something, 0 when not, -1
   * when it closed or failed.
   */
  int await(int millis) {
    try {
      return awaitInput(millis == 0 ? Timeout.DISABLED : Timeout.ofMilliseconds(millis)) ? 1 : -1;
    } catch (SocketTimeoutException e) {
      return 0;
    } catch (IOException e) {
      return -1;
    }
  }

  @Override
  public void close() throws IOException {
    if (closed.compareAndSet(false, true)) {
      try {
        super.close();
      } finally {
        closeSocket();
      }
    }
  }

  @Override
  public void close(CloseMode mode) {
    if (closed.compareAndSet(false, true)) {
      super.close(mode);
      closeSocket();
    }
  }

  /**
   * The plain socket (under TLS, the one beneath): HttpCore closes only a bound one, and closing this one ends the
   * connection at once, without a TLS close_notify that a stalled peer might never read.
   */
  private void closeSocket() {
    Socket made = socket;
    if (made != null) {
      try {
        made.close();
      } catch (IOException e) {
        // closing: nothing left to do with it
      }
    }
  }
}
