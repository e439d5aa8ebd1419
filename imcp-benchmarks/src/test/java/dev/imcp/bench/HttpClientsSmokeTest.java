package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each client the harness runs over Streamable HTTP, each against its own server-everything: a few calls one by one, 64
 * in flight at once (more connections than one, for the floor) and again one by one on the connections they left. Not
 * timed.
 */
class HttpClientsSmokeTest {
  @ParameterizedTest
  @ValueSource(strings = {"http-raw", "http-imcp", "http-untyped", "http-official"})
  @Timeout(value = 2, unit = TimeUnit.MINUTES)
  void answersEveryCallCorrectly(String name) {
    try (EchoClient client = ClientRunner.open(name)) {
      for (int i = 0; i < 5; i++) {
        assertThat(client.echo("one " + i)).isEqualTo(EchoClient.expected("one " + i));
      }
      List<CompletableFuture<String>> calls = new ArrayList<>();
      for (int i = 0; i < 64; i++) {
        calls.add(client.echoAsync("many " + i));
      }
      for (int i = 0; i < 64; i++) {
        assertThat(calls.get(i).orTimeout(60, TimeUnit.SECONDS).join())
            .isEqualTo(EchoClient.expected("many " + i));
      }
      assertThat(client.echo("after")).isEqualTo(EchoClient.expected("after"));
    }
  }
}
