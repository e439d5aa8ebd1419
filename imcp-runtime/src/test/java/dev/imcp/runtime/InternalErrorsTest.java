package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.error.TransportException;
import java.net.URI;
import java.security.KeyManagementException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLContextSpi;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLServerSocketFactory;
import javax.net.ssl.SSLSessionContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An {@link Error} on one of the client's own threads while it connects (a library at a version it cannot work with
 * throws {@code IncompatibleClassChangeError}, say) fails the connect at once, with that error as the cause, instead of
 * leaving it to wait out its timeout.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class InternalErrorsTest {
  @Test
  void anErrorOnAnHttpThreadFailsTheConnectAtOnceWithItAsTheCause() {
    try (FakeHttpServer server = FakeHttpServer.answering(StreamableHttpTest::jsonServer)) {
      URI https = URI.create("https://127.0.0.1:" + server.uri().getPort() + "/mcp");
      long start = System.nanoTime();

      CompletableFuture<McpClient> connecting = McpClient.http(https)
          .sslContext(new BrokenTls())
          .initializeTimeout(Duration.ofSeconds(50))
          .connectAsync();

      assertThat(connecting)
          .failsWithin(Duration.ofSeconds(30))
          .withThrowableThat()
          .havingCause()
          .isInstanceOf(TransportException.class)
          .withMessageContaining(
              "the client failed and is closed: java.lang.IncompatibleClassChangeError")
          .havingCause()
          .isInstanceOf(IncompatibleClassChangeError.class)
          .withMessage("injected by the test's TLS set-up");
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(30));
    }
  }

  /** A TLS set-up whose sockets cannot be made: the first connection throws an {@link Error} on the HTTP thread. */
  private static final class BrokenTls extends SSLContext {
    BrokenTls() {
      super(new Spi(), null, "TLS");
    }
  }

  private static final class Spi extends SSLContextSpi {
    private static IncompatibleClassChangeError broken() {
      return new IncompatibleClassChangeError("injected by the test's TLS set-up");
    }

    @Override
    protected void engineInit(KeyManager[] keys, TrustManager[] trust, SecureRandom random)
        throws KeyManagementException {}

    @Override
    protected SSLSocketFactory engineGetSocketFactory() {
      throw broken();
    }

    @Override
    protected SSLServerSocketFactory engineGetServerSocketFactory() {
      throw broken();
    }

    @Override
    protected SSLEngine engineCreateSSLEngine() {
      throw broken();
    }

    @Override
    protected SSLEngine engineCreateSSLEngine(String host, int port) {
      throw broken();
    }

    @Override
    protected SSLSessionContext engineGetServerSessionContext() {
      throw broken();
    }

    @Override
    protected SSLSessionContext engineGetClientSessionContext() {
      throw broken();
    }
  }
}
