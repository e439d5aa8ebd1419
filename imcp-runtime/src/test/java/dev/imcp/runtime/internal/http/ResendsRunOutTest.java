package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.testing.HttpTestServer;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A message whose kept-alive connections keep closing under it unanswered is sent {@link PostRecovery#MAX_RESENDS}
 * times more, then ends the transport, saying so. The resends run out only when each lands on a kept-alive connection
 * another exchange gave back between the idle ones closed and the resend's lease, a window no server opens on demand
 * (one that closes new connections too is gone: HttpKeepAliveTest): so each close is handed to the recovery here, as
 * its exchange's thread hands it, while the real server process counts what it received.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ResendsRunOutTest {
  private static final Duration BOUND = Duration.ofSeconds(10);

  @Test
  void aMessageClosedUnansweredOnEveryConnectionIsResentThreeTimesThenEndsTheTransport()
      throws IOException {
    List<Object> ends = new CopyOnWriteArrayList<>();
    List<PostExchange> posts = new CopyOnWriteArrayList<>();
    try (HttpTestServer faults = FaultsTransport.server()) {
      HttpTransport transport = FaultsTransport.open(faults, BOUND, ends);
      transport.onSent(posts::add);
      try {
        transport.send(FaultsTransport.call("silent"));
        for (int sends = 1; sends <= 1 + PostRecovery.MAX_RESENDS; sends++) {
          long received = sends;
          Awaitility.await().atMost(BOUND).until(() -> faults.count("started silent") == received);
          PostRecovery.failed(
              posts.get(0),
              new BlockingExchange.ClosedUnanswered(new IOException("Connection reset"), true));
        }

        Awaitility.await().atMost(BOUND).until(() -> !ends.isEmpty());
        assertThat(faults.count("started silent"))
            .as("the message and its resends")
            .isEqualTo(1 + PostRecovery.MAX_RESENDS);
        assertThat(posts).hasSize(1 + PostRecovery.MAX_RESENDS).containsOnly(posts.get(0));
        assertThat(ends)
            .singleElement()
            .isInstanceOfSatisfying(
                TransportException.class,
                e -> assertThat(e)
                    .hasMessage("Server 'http-faults': the server at " + faults.uri()
                        + " closed a kept-alive connection without answering, still after 3 resends"
                        + " on others: Connection reset")
                    .hasCauseInstanceOf(BlockingExchange.ClosedUnanswered.class));
      } finally {
        transport.close();
      }
    }
  }
}
