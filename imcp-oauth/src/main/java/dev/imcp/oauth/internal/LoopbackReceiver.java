package dev.imcp.oauth.internal;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.imcp.oauth.OAuthException;
import dev.imcp.runtime.http.SafeUrl;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The redirect URI of an authorization code flow on a native client (RFC 8252 §7.3): {@code
 * http://127.0.0.1:<port>/callback}, listening on loopback only, for the one answer the browser brings back. Closed
 * when the flow is done.
 */
public final class LoopbackReceiver implements AutoCloseable {
  static final String STEP = "waiting for the authorization response";
  private static final byte[] DONE = ("<!doctype html><title>Authorized</title>"
          + "<p>The authorization is complete. You can close this window.</p>")
      .getBytes(StandardCharsets.UTF_8);

  private final HttpServer server;
  private final URI uri;
  private final CompletableFuture<Map<String, String>> answer = new CompletableFuture<>();

  private LoopbackReceiver(HttpServer server) {
    this.server = server;
    this.uri = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/callback");
  }

  /** @param port the port to listen on; 0 for any free one */
  public static LoopbackReceiver start(int port) {
    HttpServer server;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    } catch (IOException e) {
      throw new OAuthException(
          "listening for the authorization response",
          URI.create("http://127.0.0.1:" + port + "/callback"),
          "cannot listen on the port (" + e.getMessage()
              + "); choose another with OAuth.Builder.redirectPort",
          e);
    }
    LoopbackReceiver receiver = new LoopbackReceiver(server);
    server.createContext("/callback", receiver::handle);
    server.setExecutor(null);
    server.start();
    return receiver;
  }

  public URI uri() {
    return uri;
  }

  /** The answer's query parameters, once the browser brings them, within {@code limit}. */
  public Map<String, String> await(Duration limit, URI authorizationEndpoint) {
    try {
      return answer.get(limit.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      throw new OAuthException(
          STEP,
          uri,
          "the browser did not come back within " + AuthHttp.seconds(limit) + ": the sign-in at "
              + SafeUrl.of(authorizationEndpoint) + " was not finished");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new OAuthException(STEP, uri, "interrupted", e);
    } catch (ExecutionException e) {
      throw new OAuthException(STEP, uri, String.valueOf(e.getCause()), e);
    }
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      if (!"GET".equals(exchange.getRequestMethod())) {
        exchange.sendResponseHeaders(405, -1);
        return;
      }
      answer.complete(query(exchange.getRequestURI().getRawQuery()));
      exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
      exchange.getResponseHeaders().set("Cache-Control", "no-store");
      exchange.sendResponseHeaders(200, DONE.length);
      try (OutputStream body = exchange.getResponseBody()) {
        body.write(DONE);
      }
    }
  }

  static Map<String, String> query(String raw) {
    Map<String, String> params = new LinkedHashMap<>();
    if (raw == null || raw.isEmpty()) {
      return params;
    }
    for (String pair : raw.split("&")) {
      int equals = pair.indexOf('=');
      String name = equals < 0 ? pair : pair.substring(0, equals);
      String value = equals < 0 ? "" : pair.substring(equals + 1);
      params.putIfAbsent(
          URLDecoder.decode(name, StandardCharsets.UTF_8),
          URLDecoder.decode(value, StandardCharsets.UTF_8));
    }
    return params;
  }

  /**
   * Stops listening, on a thread of its own: the JDK's server takes up to a second to stop, which must not delay a
   * failure on its way to the caller before the call's deadline.
   */
  @Override
  public void close() {
    Thread stopping = new Thread(() -> server.stop(0), "imcp-oauth-receiver-stop");
    stopping.setDaemon(true);
    stopping.start();
  }
}
