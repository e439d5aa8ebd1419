package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.HttpTestServer;
import dev.imcp.testing.TestServers;
import java.nio.file.Files;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The harness's HTTP servers keep their sessions' last 1,000 events, not all of them ({@code bounded-events.mjs}): the
 * preload reaches the store server-everything made for the session, and trims it once it holds more, while every
 * answer still comes as before.
 */
class EventStoreTest {
  @Test
  void theHarnessBoundsItsHttpServersEventStoresUnlessAskedNotTo() {
    assertThat(ClientProcess.boundedEventStore()).isTrue();
    assertThat(EventStore.bounded()).isAbsolute().exists();
    assertThat(EventStore.bounded()).isEqualTo(EventStore.bounded());
  }

  @Test
  @Timeout(value = 2, unit = TimeUnit.MINUTES)
  void aSessionsStoreIsTrimmedOnceItHoldsMoreThanAThousandEvents() throws Exception {
    assertThat(Files.readString(EventStore.bounded())).contains("const KEEP = 1000;");
    try (HttpTestServer server = HttpTestServer.launch(
            TestServers.script("http-launcher.mjs"),
            EventStore.preloaded(),
            "imcp-http-launcher: listening");
        HttpFloorClient client = new HttpFloorClient(server.uri())) {
      assertThat(server.await(
              line -> line.startsWith("imcp-bench: a session's event store bounded"),
              Duration.ofSeconds(30)))
          .isTrue();
      // Two events a call (the priming event and the answer), two for the handshake's answer.
      for (int i = 0; i < 505; i++) {
        assertThat(client.echo("call " + i)).isEqualTo(EchoClient.expected("call " + i));
      }
      assertThat(server.await(
              line -> line.startsWith("imcp-bench: a session's event store trimmed to 1000"),
              Duration.ofSeconds(30)))
          .isTrue();
      assertThat(client.echo("after")).isEqualTo(EchoClient.expected("after"));
    }
  }
}
