package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.HttpTestServer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A cancel() that lands after a POST was handed to its connection and before its exchange is watched (the window
 * c2258d6 closed): driven through the transport's seam between the two, against a real server process whose SSE answer
 * never ends, so that a stream drained instead of closed never ends either.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class CancelBeforeWatchTest {
  private static final Duration BOUND = Duration.ofSeconds(10);
  private static final String SLOW_CALL =
      "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"slow\",\"arguments\":{}}}";

  @Test
  void aCallCancelledBetweenItsSendAndItsWatchClosesItsStream() throws Exception {
    List<Object> ends = new CopyOnWriteArrayList<>();
    try (HttpTestServer faults = FaultsTransport.server()) {
      HttpTransport transport = FaultsTransport.open(faults, BOUND, ends);
      transport.onSent(exchange -> {
        // On the sending thread, with the exchange running on its own: the server has the
        // call and its answer's stream is open before the cancel lands.
        assertThat(faults.await(line -> line.equals("started slow"), BOUND)).isTrue();
        exchange.cancel();
      });
      try {
        transport.send(SLOW_CALL.getBytes(StandardCharsets.UTF_8));

        assertThat(faults.await(line -> line.equals("closed slow"), BOUND))
            .as("the cancelled call's stream was closed, not drained")
            .isTrue();
        Awaitility.await().atMost(BOUND).until(() -> transport.openExchanges() == 0);
        assertThat(ends).isEmpty();
      } finally {
        transport.close();
      }
    }
  }
}
