package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Lines that cannot be read, each written by the fake server (a real process) as the answer to its own call: they fail
 * that call at once, not by its timeout, and never a call whose id merely appears in a request from the server.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UnreadableLinesTest {
  private static final CallOptions PATIENT =
      CallOptions.defaults().withTimeout(Duration.ofSeconds(30));

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      nul      | Illegal unquoted character ((CTRL-CHAR, code 0)): has to be escaped using backslash to be included in string value
      two      | Trailing token (`JsonToken.START_OBJECT`) found after value (bound as `tools.jackson.databind.JsonNode`): not allowed as per `DeserializationFeature.FAIL_ON_TRAILING_TOKENS`
      trailing | Unrecognized token 'trailing': was expecting (JSON String, Number, Array, Object or token 'null', 'true' or 'false')
      deep     | Document nesting depth (501) exceeds the maximum allowed (500, from `StreamReadConstraints.getMaxNestingDepth()`)
      """)
  void anUnreadableAnswerFailsItsCallAtOnce(String kind, String reason) {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      long start = System.nanoTime();

      CompletableFuture<ToolResult> call =
          client.callToolAsync("malformed", Map.of("kind", kind), PATIENT);

      Expect.transportFailure(call)
          .withMessage(
              "Server 'fake': the response to tools/call malformed (request 2) cannot be read: "
                  + reason);
      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .as("not by the 30 s timeout")
          .isLessThan(Duration.ofSeconds(10));
      assertThat(client.callTool("echo", Map.of("message", "after")).text()).isEqualTo("after");
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"id-first", "id-last"})
  void anOversizedAnswerFailsItsCallAtOnceWhereverItsIdIs(String kind) {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      CompletableFuture<ToolResult> call =
          client.callToolAsync("malformed", Map.of("kind", kind), PATIENT);

      Expect.transportFailure(call)
          .withMessage(
              "Server 'fake': the response to tools/call malformed (request 2) is 17825865 bytes, over the limit");
      assertThat(client.callTool("echo", Map.of("message", "after")).text()).isEqualTo("after");
    }
  }

  @ParameterizedTest(name = "huge = {0}")
  @CsvSource({"false", "true"})
  void aServerRequestWithTheIdOfAPendingCallDoesNotFailThatCall(boolean huge) {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      CompletableFuture<ToolResult> pending =
          client.callToolAsync("echo", Map.of("message", "mine", "delayMs", 1_000), PATIENT);

      assertThat(
              client.callTool("request-with-id", Map.of("id", 2, "huge", huge)).text())
          .isEqualTo("sent");

      assertThat(pending)
          .as("request 2 is answered in a second, by its own answer")
          .succeedsWithin(Duration.ofSeconds(10))
          .extracting(ToolResult::text)
          .isEqualTo("mine");
    }
  }

  @Test
  void aLineThatIsNotAResponseFailsNothing() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      CompletableFuture<ToolResult> pending =
          client.callToolAsync("echo", Map.of("message", "mine", "delayMs", 500), PATIENT);

      assertThat(client.callTool("garbage", null).text()).isEqualTo("after the garbage");

      assertThat(pending)
          .succeedsWithin(Duration.ofSeconds(10))
          .extracting(ToolResult::text)
          .isEqualTo("mine");
    }
  }
}
