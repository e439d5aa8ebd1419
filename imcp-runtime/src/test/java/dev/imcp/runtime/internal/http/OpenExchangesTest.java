package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.HttpTestServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What the transport keeps of the POSTs it has open, seen from outside: a cancellation closes the stream of the request
 * it names, close() closes every stream, and neither leaves an exchange behind. Against a real server process whose SSE
 * answers never end, so that a stream left open stays open and the server says which it saw closed.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class OpenExchangesTest {
  private static final Duration BOUND = Duration.ofSeconds(10);

  private final List<Object> ends = new CopyOnWriteArrayList<>();
  private HttpTestServer faults;
  private HttpTransport transport;

  @BeforeEach
  void open() {
    faults = FaultsTransport.server();
    transport = FaultsTransport.open(faults, BOUND, ends);
  }

  @AfterEach
  void close() {
    transport.close();
    faults.close();
  }

  @Test
  void aCancellationClosesTheStreamOfTheRequestItNamesAndLeavesTheOthersOpen() throws IOException {
    slowCalls(1, 2);

    send(
        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":1}}");

    Awaitility.await()
        .atMost(BOUND)
        .until(() -> faults.count("closed slow") == 1 && transport.openExchanges() == 1);
    send(
        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":2}}");
    Awaitility.await()
        .atMost(BOUND)
        .until(() -> faults.count("closed slow") == 2 && transport.openExchanges() == 0);
    assertThat(ends).isEmpty();
  }

  @Test
  void aCancellationNamingARequestNotOpenClosesNothing() throws IOException {
    slowCalls(1);

    send(
        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":7}}");

    // The cancellation is itself a POST: once it is answered (202) and gone, call 1 is still open.
    Awaitility.await().atMost(BOUND).until(() -> transport.openExchanges() == 1);
    assertThat(faults.count("closed slow")).isZero();
  }

  @Test
  void closeClosesEveryOpenStreamAndLeavesNoExchange() throws IOException {
    slowCalls(1, 2, 3);

    transport.close();

    Awaitility.await()
        .atMost(BOUND)
        .until(() -> faults.count("closed slow") == 3 && transport.openExchanges() == 0);
  }

  @Test
  void closeEndsARequestStillWaitingForItsAnswersHeaders() throws IOException {
    send(call(1, "silent"));
    Awaitility.await().atMost(BOUND).until(() -> faults.count("started silent") == 1);

    transport.close();

    // Its socket closed under it, a request not yet answered would be sent again, but not once
    // the transport is closing: only close() itself takes it out.
    Awaitility.await()
        .atMost(BOUND)
        .until(() -> faults.count("closed silent") == 1 && transport.openExchanges() == 0);
  }

  /** Sends a call of {@code slow} for each id, and returns once the server has them all, their streams open. */
  private void slowCalls(long... ids) throws IOException {
    for (long id : ids) {
      send(call(id, "slow"));
    }
    Awaitility.await().atMost(BOUND).until(() -> faults.count("started slow") == ids.length);
    assertThat(transport.openExchanges()).isEqualTo(ids.length);
  }

  private static String call(long id, String tool) {
    return "{\"jsonrpc\":\"2.0\",\"id\":" + id
        + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool + "\",\"arguments\":{}}}";
  }

  private void send(String json) throws IOException {
    transport.send(json.getBytes(StandardCharsets.UTF_8));
  }
}
