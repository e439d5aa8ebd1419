package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.error.InvalidArgumentsException;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.internal.session.ProtocolVersions;
import dev.imcp.schema.ToolDefinition;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SessionTest {

  record Alarm(@NotNull @Max(60) Long minutes) {}

  record EchoRequest(@NotNull @Size(min = 1) String message, List<@Valid Alarm> alarms) {}

  @Test
  void invalidRequestObjectsFailWithEveryViolationAndNothingIsSent() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      assertThatThrownBy(() -> client.callTool(
              "echo", new EchoRequest("", List.of(new Alarm(null), new Alarm(90L)))))
          .isInstanceOfSatisfying(
              InvalidArgumentsException.class, e -> assertThat(e.violations()).hasSize(3))
          .hasMessage("""
              Invalid arguments for tool echo on server 'fake':
                - alarms[0].minutes: must not be null
                - alarms[1].minutes: must be less than or equal to 60
                - message: size must be between 1 and 2147483647""");

      assertThat(client.callTool("count", null).text()).isEqualTo("1");
      assertThat(client.callTool("echo", new EchoRequest("valid", List.of())).text())
          .isEqualTo("valid");
    }
  }

  @Test
  void notificationsReachListenersInOrder() throws Exception {
    List<String> methods = new CopyOnWriteArrayList<>();
    CountDownLatch both = new CountDownLatch(2);
    try (McpClient client = McpClient.stdio(TestServers.fake())
        .notificationListener((method, params) -> {
          methods.add(method + (params.containsKey("data") ? " " + params.get("data") : ""));
          both.countDown();
        })
        .connect()) {
      client.callTool("notify", null);

      assertThat(both.await(5, TimeUnit.SECONDS)).isTrue();
      assertThat(methods)
          .containsExactly("notifications/tools/list_changed", "notifications/message hello");
    }
  }

  @Test
  void aSlowListenerDoesNotHoldUpResponses() {
    CountDownLatch release = new CountDownLatch(1);
    try (McpClient client = McpClient.stdio(TestServers.fake())
        .notificationListener((method, params) -> {
          try {
            release.await(10, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        })
        .connect()) {
      assertThat(client.callTool("notify", null).text()).isEqualTo("notified");
      assertThat(client.callTool("echo", Map.of("message", "through")).text()).isEqualTo("through");
    } finally {
      release.countDown();
    }
  }

  @Test
  void initializeIsSentAheadWithTheClientsNameExactlyAndTheCapabilitiesItHandles() {
    String name = "my \"app\"\\ \n\u2028 ✓";
    try (McpClient client = McpClient.stdio(TestServers.fake())
        .clientName(name)
        .clientVersion("2.0")
        .requestHandler("roots/list", params -> CompletableFuture.completedFuture(Map.of()))
        .requestHandler("elicitation/create", params -> CompletableFuture.completedFuture(Map.of()))
        .connect()) {
      JsonNode sent = dev.imcp.runtime.internal.base.Json.mapper()
          .readTree(client.callTool("initialize-params", null).text());

      assertThat(sent.path("clientInfo").path("name").stringValue()).isEqualTo(name);
      assertThat(sent.path("clientInfo").path("version").stringValue()).isEqualTo("2.0");
      assertThat(sent.path("protocolVersion").stringValue()).isEqualTo(ProtocolVersions.newest());
      assertThat(sent.path("capabilities").toString())
          .isEqualTo("{\"roots\":{\"listChanged\":false},\"elicitation\":{}}");
    }
  }

  @Test
  void serverRequestsAreAlwaysAnswered() {
    // In the order the assertion below reads them: a Map.of would not keep it.
    Map<String, Object> roots = new LinkedHashMap<>();
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("uri", "file:///work");
    root.put("name", "work");
    roots.put("roots", List.of(root));
    try (McpClient client = McpClient.stdio(TestServers.fake())
        .requestHandler("roots/list", params -> CompletableFuture.completedFuture(roots))
        .requestHandler(
            "elicitation/create",
            params -> CompletableFuture.failedFuture(new IllegalStateException("no person here")))
        .connect()) {
      assertThat(client.callTool("ask", Map.of("method", "ping")).text())
          .isEqualTo("{\"result\":{}}");
      assertThat(client.callTool("ask", Map.of("method", "roots/list")).text())
          .isEqualTo("{\"result\":{\"roots\":[{\"uri\":\"file:///work\",\"name\":\"work\"}]}}");
      assertThat(
              client.callTool("ask", Map.of("method", "sampling/createMessage")).text())
          .isEqualTo(
              "{\"error\":{\"code\":-32601,\"message\":\"Method not found: sampling/createMessage\"}}");
      assertThat(client.callTool("ask", Map.of("method", "elicitation/create")).text())
          .isEqualTo("{\"error\":{\"code\":-32603,\"message\":\"no person here\"}}");
    }
  }

  @Test
  void progressResetsTheTimeoutUpToTheMaximumTotal() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      Map<String, Integer> fiveSteps = Map.of("steps", 5, "stepMs", 150);
      List<Progress> seen = new CopyOnWriteArrayList<>();
      CallOptions resetting =
          CallOptions.defaults().withTimeout(Duration.ofMillis(400)).withProgress(seen::add);

      ToolResult done = client.callTool(
          "progress", fiveSteps, resetting.withTimeoutResetOnProgress(Duration.ofSeconds(10)));
      assertThat(done.text()).isEqualTo("done");
      assertThat(seen)
          .extracting(Progress::message)
          .extracting(m -> m.orElseThrow())
          .containsExactly("step 1", "step 2", "step 3", "step 4", "step 5");

      assertThatThrownBy(
              () -> client.callTool("progress", Map.of("steps", 5, "stepMs", 300), resetting))
          .as("without reset, progress does not extend the timeout")
          .isInstanceOf(McpTimeoutException.class);
      assertThatThrownBy(() -> client.callTool(
              "progress", fiveSteps, resetting.withTimeoutResetOnProgress(Duration.ofMillis(500))))
          .as("the maximum total still holds")
          .isInstanceOf(McpTimeoutException.class);
    }
  }

  @Test
  void toolsListFollowsCursorsToTheEnd() {
    try (McpClient paged = TestServers.connect(TestServers.fake("paged"));
        McpClient flat = TestServers.connect(TestServers.fake())) {
      assertThat(paged.listTools())
          .extracting(ToolDefinition::name)
          .containsExactlyElementsOf(
              flat.listTools().stream().map(ToolDefinition::name).toList());
    }
  }

  @Test
  void aCursorThatRepeatsStopsTheListing() {
    try (McpClient client = TestServers.connect(TestServers.fake("paged-loop"))) {
      assertThatThrownBy(client::listTools)
          .isInstanceOf(ProtocolErrorException.class)
          .hasMessage(
              "Server 'fake' answered tools/list with JSON-RPC error -32603: the server returned cursor '0' twice; "
                  + "stopping rather than looping");
    }
  }

  @Test
  void responsesAreMatchedInAnyOrder() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      CompletableFuture<ToolResult> slow =
          client.callToolAsync("gate", Map.of("name", "g", "message", "slow"));
      CompletableFuture<ToolResult> fast = client.callToolAsync("echo", Map.of("message", "fast"));

      assertThat(fast.join().text()).isEqualTo("fast");
      assertThat(slow).as("its answer waits for the gate").isNotDone();
      assertThat(client.callTool("open", Map.of("name", "g")).text()).isEqualTo("opened");
      assertThat(slow.join().text()).isEqualTo("slow");
    }
  }

  @Test
  void aBlockingCallFromAListenerIsRefusedInsteadOfDeadlocking() throws Exception {
    CompletableFuture<Throwable> refused = new CompletableFuture<>();
    McpClient[] holder = new McpClient[1];
    try (McpClient client = McpClient.stdio(TestServers.fake())
        .notificationListener((method, params) -> {
          try {
            holder[0].ping();
            refused.complete(null);
          } catch (RuntimeException e) {
            refused.complete(e);
          }
        })
        .connect()) {
      holder[0] = client;
      client.callTool("notify", null);

      assertThat(refused.get(5, TimeUnit.SECONDS))
          .isInstanceOf(IllegalStateException.class)
          .hasMessage(
              "A blocking MCP call from the client's own threads would wait for itself; use the async API in listeners");
    }
  }

  @Test
  void aUsersThreadNamedLikeOursMayStillBlock() throws Exception {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      CompletableFuture<String> answer = new CompletableFuture<>();
      Thread pool = new Thread(
          () -> {
            try {
              answer.complete(
                  client.callTool("echo", Map.of("message", "from my pool")).text());
            } catch (RuntimeException e) {
              answer.completeExceptionally(e);
            }
          },
          "imcp-my-pool-1");
      pool.start();

      assertThat(answer.get(20, TimeUnit.SECONDS)).isEqualTo("from my pool");
    }
  }

  @Test
  void closingLeavesNoThreadsBehind() throws Exception {
    McpClient client = TestServers.connect(TestServers.fake());
    client.callTool("echo", Map.of("message", "x"));

    client.close();

    // A thread that was told to end may take a moment to be gone.
    await()
        .atMost(Duration.ofSeconds(5))
        .untilAsserted(() -> assertThat(Thread.getAllStackTraces().keySet())
            .filteredOn(Thread::isAlive)
            .extracting(Thread::getName)
            .noneMatch(name -> name.startsWith("imcp-")));
  }
}
