package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javax.net.ssl.SSLContext;
import org.apache.hc.client5.http.classic.methods.HttpUriRequestBase;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManager;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.routing.RoutingSupport;
import org.apache.hc.client5.http.ssl.DefaultClientTlsStrategy;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.protocol.HttpCoreContext;
import org.apache.hc.core5.http.protocol.RequestTargetHost;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.util.TimeValue;
import org.apache.hc.core5.util.Timeout;

/**
 * One client's keep-alive HTTP/1.1 connections, on Apache HttpClient 5 classic, which every request of its transport
 * goes through: each exchange blocks a runtime thread ({@link HttpClients#executor()}) for as long as its answer is
 * read. Measured against a bare echo server on 2 cores, this costs about a quarter of the CPU per request of the JDK's
 * {@code java.net.http.HttpClient} (its selector thread and hand-offs), which is what bounds throughput with many calls
 * in flight (docs/PERFORMANCE.md).
 *
 * <p>The pool is the client's own: {@link #close()} closes every connection in it, in use or idle, so that a closed
 * client leaves no socket behind. Nothing is retried, redirected, decompressed, authenticated or kept in cookies
 * behind the transport's back (Apache's minimal client has no exec chain for any of it): the transport's rules
 * (Retry-After, a new session after 404, a resend on a kept-alive connection the server closed) are its own. A
 * connection is kept until the server closes it ({@code Keep-Alive: timeout} is not read): one idle for over a second
 * is checked before reuse, and a request it drops unanswered is sent again. No read timeout: deadlines close the
 * connection instead. No request header is logged ({@link UnloggedConnections}).
 */
final class HttpConnections implements AutoCloseable {
  /** Connections to one server: more than any client keeps in flight, so that a request never waits for one. */
  private static final int MAX_CONNECTIONS = 4096;
  /** Node closes keep-alive connections after 5 s idle: one idle longer is checked before it is reused. */
  private static final TimeValue CHECK_AFTER = TimeValue.ofSeconds(1);

  private final PoolingHttpClientConnectionManager pool;
  private final CloseableHttpClient client;
  private final HttpHost target;
  /** The {@code Host} header of every request, made once as Apache makes it for each. */
  private final Header host;
  /** Every request's: no response timeout, and a connection from the pool within the connect timeout. */
  private final RequestConfig config;

  private final Consumer<Error> fatal;

  /** @param fatal hears of an {@link Error} on an exchange's thread */
  HttpConnections(
      URI uri, Duration connectTimeout, Optional<SSLContext> tls, Consumer<Error> fatal) {
    this.fatal = fatal;
    this.target = target(uri);
    this.host = host(uri);
    this.pool = pool(connectTimeout, tls);
    // Apache's minimal client: the connection pool, keep-alive and the request's own headers,
    // without the exec chain
    // (redirects, retries, decompression, cookies, authentication, connection state), whose every
    // stage we had turned
    // off or left idle, and which cost a third of what Apache allocates per request
    // (docs/PERFORMANCE.md).
    this.client = org.apache.hc.client5.http.impl.classic.HttpClients.createMinimal(pool);
    this.config = RequestConfig.custom()
        .setResponseTimeout(Timeout.DISABLED)
        .setConnectionRequestTimeout(Timeout.of(connectTimeout))
        .build();
  }

  /** The host every request goes to, as Apache's full client found it from each request's URI. */
  private static HttpHost target(URI uri) {
    try {
      return RoutingSupport.determineHost(new HttpUriRequestBase("POST", uri));
    } catch (HttpException e) {
      throw new IllegalArgumentException("No host in " + uri + ": " + e.getMessage(), e);
    }
  }

  private static Header host(URI uri) {
    HttpUriRequestBase request = new HttpUriRequestBase("POST", uri);
    try {
      new RequestTargetHost().process(request, null, HttpCoreContext.create());
    } catch (HttpException | IOException e) {
      throw new IllegalArgumentException("No host in " + uri + ": " + e.getMessage(), e);
    }
    return request.getFirstHeader(HttpHeaders.HOST);
  }

  private static PoolingHttpClientConnectionManager pool(
      Duration connectTimeout, Optional<SSLContext> tls) {
    PoolingHttpClientConnectionManagerBuilder connections =
        PoolingHttpClientConnectionManagerBuilder.create();
    // Apache's default strategy checks the host name against the certificate, as the JDK's did.
    tls.ifPresent(
        context -> connections.setTlsSocketStrategy(new DefaultClientTlsStrategy(context)));
    return connections
        .setConnectionFactory(new UnloggedConnections())
        .useSystemProperties()
        .setMaxConnTotal(MAX_CONNECTIONS)
        .setMaxConnPerRoute(MAX_CONNECTIONS)
        .setDefaultConnectionConfig(ConnectionConfig.custom()
            .setConnectTimeout(Timeout.of(connectTimeout))
            .setSocketTimeout(Timeout.DISABLED)
            .setValidateAfterInactivity(CHECK_AFTER)
            .build())
        .build();
  }

  /**
   * Sends {@code request}; {@code reader} reads the answer on the thread that received it. Cancelling the future
   * closes the connection under the exchange.
   *
   * @return completes with what the reader returned, or with the failure
   */
  <T> CompletableFuture<T> send(OutgoingRequest request, BlockingExchange.Reader<T> reader) {
    BlockingExchange<T> exchange =
        new BlockingExchange<>(client, target, host, config, request, reader, fatal);
    HttpClients.executor().execute(exchange);
    return exchange;
  }

  /**
   * Closes the idle connections: the server closed one that had been idle, so that the others, idle as long, are
   * suspect too; what is sent next opens a new one.
   */
  void closeIdle() {
    pool.closeIdle(TimeValue.ZERO_MILLISECONDS);
  }

  /** Closes every connection, idle or in use: exchanges still running fail, as their sockets close under them. */
  @Override
  public void close() {
    client.close(CloseMode.IMMEDIATE);
  }
}
