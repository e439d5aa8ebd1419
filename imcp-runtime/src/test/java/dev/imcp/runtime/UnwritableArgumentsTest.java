package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.error.InvalidArgumentsException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Arguments that cannot be written as JSON fail their call's future, and the server hears nothing of the call. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UnwritableArgumentsTest {

  /** A request object whose getter throws, as a broken or lazy-loading one may. */
  public static final class Exploding {
    public String getQuery() {
      return "fine";
    }

    public List<Part> getParts() {
      return List.of(new Part(), new Part());
    }
  }

  public static final class Part {
    public String getName() {
      throw new IllegalStateException("the name is not loaded");
    }
  }

  private static Map<String, Object> nested(int depth) {
    Map<String, Object> root = new HashMap<>();
    Map<String, Object> current = root;
    for (int i = 0; i < depth; i++) {
      Map<String, Object> next = new HashMap<>();
      current.put("n", next);
      current = next;
    }
    return root;
  }

  private static void assertTheServerHeardNothing(McpClient client) {
    // Only this check's count arrived, and no notifications/cancelled.
    Expect.fakeHeard(client, "1", "[]");
  }

  @Test
  void aGetterThatThrowsFailsTheFutureWithInvalidArguments() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      CompletableFuture<ToolResult> call = client.callToolAsync(
          "echo", new Exploding(), CallOptions.defaults().withTimeout(Duration.ofMillis(300)));

      assertThat(call).isCompletedExceptionally();
      assertThat(call)
          .failsWithin(Duration.ZERO)
          .withThrowableThat()
          .havingCause()
          .isInstanceOfSatisfying(InvalidArgumentsException.class, e -> {
            assertThat(e.tool()).isEqualTo("echo");
            assertThat(e.violations())
                .extracting(ArgumentViolation::path)
                .containsExactly("parts[0].name");
          })
          .withMessage("Invalid arguments for tool echo on server 'fake':\n"
              + "  - parts[0].name: cannot be written as JSON: the name is not loaded");
      assertTheServerHeardNothing(client);
    }
  }

  @Test
  void nestingPastTheDepthLimitFailsTheFutureWithInvalidArguments() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      CompletableFuture<ToolResult> call = client.callToolAsync(
          "echo", nested(5_000), CallOptions.defaults().withTimeout(Duration.ofMillis(300)));

      assertThat(call)
          .failsWithin(Duration.ZERO)
          .withThrowableThat()
          .havingCause()
          .isInstanceOf(InvalidArgumentsException.class)
          .withMessage(
              "Invalid arguments for tool echo on server 'fake':\n  - n.n.n.n.n.n.n.n…(498 levels): cannot be written as JSON: "
                  + "Document nesting depth (501) exceeds the maximum allowed (500, from `StreamWriteConstraints.getMaxNestingDepth()`)");
      assertTheServerHeardNothing(client);
    }
  }

  @Test
  void theBlockingCallThrowsTheSame() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      org.assertj.core.api.Assertions.assertThatThrownBy(
              () -> client.callTool("echo", new Exploding()))
          .isInstanceOf(InvalidArgumentsException.class)
          .hasMessage("Invalid arguments for tool echo on server 'fake':\n"
              + "  - parts[0].name: cannot be written as JSON: the name is not loaded");
    }
  }
}
