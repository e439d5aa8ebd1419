package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.HttpException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.schema.ToolDefinition;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.assertj.core.api.AbstractThrowableAssert;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.assertj.core.api.ThrowableAssertAlternative;

/** What several tests expect in the same words: how calls fail, and the answers a test gives a server. */
final class Expect {
  private Expect() {}

  /** The call fails within 10 s, its cause a {@link TransportException}; the assertion goes on from that cause. */
  static ThrowableAssertAlternative<?> transportFailure(CompletableFuture<?> call) {
    return assertThat(call)
        .failsWithin(Duration.ofSeconds(10))
        .withThrowableThat()
        .havingCause()
        .isInstanceOf(TransportException.class);
  }

  /** The call throws an {@link HttpException} with {@code status}; the assertion goes on from it (its message). */
  static AbstractThrowableAssert<?, ? extends Throwable> httpFailure(
      ThrowingCallable call, int status) {
    return assertThatThrownBy(call)
        .isInstanceOfSatisfying(HttpException.class, e -> assertThat(e.status()).isEqualTo(status));
  }

  /** After an {@code error} on one of its threads, the client fails every call at once with it as the cause. */
  static void failsEveryCallWith(McpClient client, Class<? extends Throwable> error) {
    assertThat(client.callToolAsync("echo", Map.of("message", "x")))
        .failsWithin(Duration.ofSeconds(1))
        .withThrowableThat()
        .havingCause()
        .isInstanceOf(TransportException.class)
        .havingCause()
        .isInstanceOf(error);
  }

  /** A handler of {@code sampling/createMessage} that answers {@code text} as the model. */
  static ServerRequestHandler sampling(String text) {
    Map<String, Object> answer = Map.of(
        "role", "assistant",
        "model", "test-model",
        "content", Map.of("type", "text", "text", text));
    return params -> CompletableFuture.completedFuture(answer);
  }

  /** An {@code elicitation/create} handler that answers "Ada" for a name and keeps what it was asked in {@code asked}. */
  static ServerRequestHandler namedAda(List<Map<String, Object>> asked) {
    return params -> {
      asked.add(params);
      return CompletableFuture.completedFuture(
          Map.of("action", "accept", "content", Map.of("name", "Ada")));
    };
  }

  /** The server asked once, for a name. */
  static void askedForAName(List<Map<String, Object>> asked) {
    assertThat(asked)
        .singleElement()
        .satisfies(params -> assertThat(params).containsEntry("message", "What is your name?"));
  }

  /** What the fake heard: how many {@code tools/call} requests, this check's included, and which were cancelled. */
  static void fakeHeard(McpClient client, String calls, String cancelled) {
    assertThat(client.pendingRequests()).isZero();
    assertThat(client.callTool("count", null).text())
        .as("tools/call requests heard")
        .isEqualTo(calls);
    assertThat(client.callTool("cancelled", null).text())
        .as("requests cancelled")
        .isEqualTo(cancelled);
  }

  /**
   * Over any transport: a tool the modern test server adds at run time is announced by {@code
   * notifications/tools/list_changed} to the client's listener, and listed after it.
   */
  static void aChangedToolListArrives(ClientBuilder<?> builder) throws Exception {
    CompletableFuture<String> changed = new CompletableFuture<>();
    try (McpClient client = builder
        .notificationListener((method, params) -> {
          if (method.equals("notifications/tools/list_changed")) {
            changed.complete(method);
          }
        })
        .connect()) {
      client.callTool("add_tool", Map.of("name", "fresh"));

      assertThat(changed.get(20, TimeUnit.SECONDS)).isEqualTo("notifications/tools/list_changed");
      assertThat(client.listTools()).extracting(ToolDefinition::name).contains("fresh");
    }
  }

  /** Over any transport: server-everything's sampling request is answered by the client's handler. */
  static void theSamplingRequestIsAnswered(ClientBuilder<?> builder, String text) {
    try (McpClient client =
        builder.requestHandler("sampling/createMessage", sampling(text)).connect()) {
      ToolResult result =
          client.callTool("trigger-sampling-request", Map.of("prompt", "hi", "maxTokens", 5));

      assertThat(result.text()).contains(text);
    }
  }

  /**
   * Over any transport: server-everything's long-running operation reports its five steps, each with the total, before
   * its result, which is returned.
   */
  static ToolResult progressComesBeforeTheResult(McpClient client, CallOptions options) {
    List<Progress> progress = new CopyOnWriteArrayList<>();
    ToolResult result = client.callTool(
        "trigger-long-running-operation",
        Map.of("duration", 0.5, "steps", 5),
        options.withProgress(progress::add));

    assertThat(result.text()).startsWith("Long running operation completed");
    assertThat(progress).extracting(Progress::progress).containsExactly(1.0, 2.0, 3.0, 4.0, 5.0);
    assertThat(progress.get(0).total()).hasValue(5.0);
    return result;
  }
}
