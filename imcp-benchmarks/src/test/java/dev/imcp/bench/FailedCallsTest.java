package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The harness keeps the first failure of a phase, bounded, and the report prints it beside the count. */
class FailedCallsTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  /** Fails every third call asynchronously, answers every fifth wrong, and throws on the seventh before any future. */
  private static final class Flaky implements EchoClient {
    private final AtomicInteger calls = new AtomicInteger();

    @Override
    public CompletableFuture<String> echoAsync(String message) {
      int call = calls.incrementAndGet();
      if (call == 7) {
        throw new IllegalArgumentException("refused before sending");
      }
      if (call % 3 == 0) {
        return CompletableFuture.failedFuture(new IllegalStateException(
            "call " + call, new UncheckedIOException(new IOException("reset"))));
      }
      return CompletableFuture.completedFuture(
          call % 5 == 0 ? "nonsense" : EchoClient.expected(message));
    }

    @Override
    public String echo(String message) {
      return echoAsync(message).join();
    }

    @Override
    public void close() {}
  }

  @Test
  void countsEveryFailureAndKeepsTheFirstWithItsCauses() throws InterruptedException {
    FailedCalls failures = new FailedCalls();
    AtomicInteger messages = new AtomicInteger();

    EchoClient.inflight(new Flaky(), 15, 4, () -> "m" + messages.incrementAndGet(), failures);

    // failed: 3, 6, 7, 9, 12, 15; wrong: 5, 10
    assertThat(failures.count()).isEqualTo(8);
    assertThat(failures.first())
        .extracting(link -> link.get("class") + ": " + link.get("message"))
        .containsExactly(
            "java.lang.IllegalStateException: call 3",
            "java.io.UncheckedIOException: java.io.IOException: reset",
            "java.io.IOException: reset");
    assertThat(failures.first().get(0).get("at")).contains("FailedCallsTest$Flaky.echoAsync");
  }

  @Test
  void aWrongAnswerIsKeptAsOne() {
    FailedCalls failures = new FailedCalls();

    failures.outcome("m1", EchoClient.expected("m1"), null);
    failures.outcome("m2", "Echo: m3", null);

    assertThat(failures.count()).isEqualTo(1);
    assertThat(failures.first().get(0).get("message"))
        .isEqualTo("wrong answer: expected 'Echo: m2', got 'Echo: m3'");
  }

  @Test
  void theChainAndEachMessageAreBounded() {
    Throwable deep = new RuntimeException("x".repeat(1_000));
    for (int i = 0; i < 20; i++) {
      deep = new RuntimeException("level " + i, deep);
    }
    Throwable looped = new RuntimeException("a");
    Throwable other = new RuntimeException("b", looped);
    looped.initCause(other);

    List<Map<String, String>> chain = FailedCalls.chain(deep);

    assertThat(chain).hasSize(FailedCalls.MAX_CHAIN + 1);
    assertThat(chain.get(FailedCalls.MAX_CHAIN).get("message")).isEqualTo("more causes left out");
    assertThat(FailedCalls.chain(new RuntimeException("a\nb|c" + "y".repeat(400)))
            .get(0)
            .get("message"))
        .hasSize(FailedCalls.MAX_MESSAGE + 1)
        .startsWith("a b/c");
    assertThat(FailedCalls.chain(looped)).hasSize(2);
  }

  @Test
  void aProfileRunThrowsWithTheFirstFailure() {
    FailedCalls failures = new FailedCalls();
    failures.failed(new IllegalStateException("closed"));
    failures.failed(new IllegalStateException("later"));

    assertThatThrownBy(failures::throwIfAny)
        .hasMessageStartingWith(
            "2 calls failed; the first: java.lang.IllegalStateException: closed");
    new FailedCalls().throwIfAny();
  }

  @Test
  void theReportPrintsTheFirstFailureBesideTheCount() {
    FailedCalls failures = new FailedCalls();
    failures.failed(new IllegalStateException("gone", new IOException("Connection reset")));
    Map<String, Object> round = new java.util.LinkedHashMap<>();
    failures.into(round);
    JsonNode failing = JSON.valueToTree(Map.of(
        "client",
        "http-untyped",
        "failedCalls",
        Map.of("async8", 3.0, "async64", 0.0),
        "firstFailure",
        Map.of("async8", round.get("firstFailure"))));
    JsonNode clean =
        JSON.valueToTree(Map.of("client", "http-raw", "failedCalls", Map.of("async8", 0.0)));

    String md = FailedCalls.markdown(
        List.of(List.of(clean), List.of(failing, clean)), c -> c.toUpperCase());

    assertThat(md)
        .contains(
            "- run 2, HTTP-UNTYPED, async8: 3 failed; first: java.lang.IllegalStateException: gone (at ")
        .contains(" ← caused by java.io.IOException: Connection reset")
        .doesNotContain("async64")
        .doesNotContain("HTTP-RAW");
    assertThat(FailedCalls.markdown(List.of(List.of(clean)), c -> c)).endsWith("- none\n");
  }
}
