package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.testing.HttpTestServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The goals' live session over Streamable HTTP: server-everything behind a bearer token (http-launcher.mjs). */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LiveServerHttpTest {
  private static final String TOKEN = "it-token-7c1e5a";
  private static HttpTestServer server;

  @BeforeAll
  static void start() {
    server = HttpTestServer.everything(TOKEN);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static ServerTarget.Http target(URI url, HttpCredentials credentials) {
    return new ServerTarget.Http(url, credentials, Duration.ofSeconds(20));
  }

  private static HttpCredentials token(String token) {
    return HttpCredentials.of(token, "the vault");
  }

  @Test
  void readsTheToolsWithTheBearerTokenAndKeepsItOutOfTheSnapshot(@TempDir Path dir)
      throws IOException {
    Snapshot snapshot = LiveServer.snapshot(target(server.uri(), token(TOKEN)));

    assertThat(snapshot.tool("echo")).isPresent();
    assertThat(snapshot.protocolVersion()).contains("2025-11-25");
    Path file = dir.resolve("tools.json");
    SnapshotFormat.write(snapshot, file);
    assertThat(Files.readString(file)).doesNotContain(TOKEN);
  }

  @Test
  void aRefusedTokenIsExplainedInTheBuildsTermsWithoutTheToken() {
    ServerTarget.Http wrong = target(server.uri(), token("wrong-token-99"));

    assertThatThrownBy(() -> LiveServer.snapshot(wrong))
        .isInstanceOf(TransportException.class)
        .satisfies(failure -> {
          assertThat(HttpRefusal.explain(failure, wrong, TestDialect.INSTANCE))
              .contains(
                  "HTTP 401 Unauthorized from " + server.uri() + ": the "
                      + "server refused the bearer token in the vault: put the token the server expects there");
          assertThat(failure.getMessage()).doesNotContain("wrong-token-99");
        });
  }

  @Test
  void noCredentialsForAServerThatWantsThemSaysWhatToConfigure() {
    ServerTarget.Http bare = target(server.uri(), HttpCredentials.none());

    assertThatThrownBy(() -> LiveServer.snapshot(bare))
        .satisfies(
            failure -> assertThat(HttpRefusal.explain(failure, bare, TestDialect.INSTANCE))
                .contains(
                    "HTTP 401 Unauthorized from " + server.uri()
                        + ": the server wants credentials, and none were configured: give --token-variable"));
  }

  @Test
  void aForbiddenAnswerAsksForATokenThatMayUseTheServer() throws IOException {
    HttpServer forbidding =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    forbidding.createContext("/mcp", exchange -> {
      byte[] body = "{\"error\":\"insufficient_scope\"}".getBytes(StandardCharsets.UTF_8);
      exchange.sendResponseHeaders(403, body.length);
      exchange.getResponseBody().write(body);
      exchange.close();
    });
    forbidding.start();
    try {
      URI url = URI.create("http://127.0.0.1:" + forbidding.getAddress().getPort() + "/mcp");
      ServerTarget.Http target = target(
          url,
          HttpCredentials.fromEnvironment(
              "EXAMPLE_TOKEN", Map.of("EXAMPLE_TOKEN", TOKEN)::get, "--token-variable"));

      assertThatThrownBy(() -> LiveServer.snapshot(target))
          .satisfies(
              failure -> assertThat(HttpRefusal.explain(failure, target, TestDialect.INSTANCE))
                  .contains("HTTP 403 Forbidden from " + url
                      + ": the server refused the bearer token in the environment variable EXAMPLE_TOKEN: put a token that may use "
                      + "this server there"));
    } finally {
      forbidding.stop(0);
    }
  }

  @Test
  void anUnreachableServerNamesItsUrlAndIsNoRefusal() {
    URI url = URI.create("http://127.0.0.1:" + freePort() + "/mcp");
    ServerTarget.Http target = target(url, token(TOKEN));

    assertThatThrownBy(() -> LiveServer.snapshot(target))
        .isInstanceOf(TransportException.class)
        .hasMessage("Server '" + url + "': cannot reach " + url + ": connection refused")
        .satisfies(failure -> assertThat(HttpRefusal.explain(failure, target, TestDialect.INSTANCE))
            .isEmpty());
  }

  private static int freePort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
