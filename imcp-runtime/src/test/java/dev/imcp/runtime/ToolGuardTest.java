package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.ToolDriftException;
import dev.imcp.runtime.observe.ObservedRequest;
import dev.imcp.runtime.observe.RequestMeta;
import dev.imcp.runtime.observe.RequestObservation;
import dev.imcp.runtime.stub.ContextGuard;
import dev.imcp.runtime.stub.DriftPolicy;
import dev.imcp.runtime.stub.ToolDescriptor;
import dev.imcp.runtime.stub.ToolGuard;
import dev.imcp.runtime.stub.ToolStatus;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolDefinition;
import dev.imcp.testing.HttpTestServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The guard between generated services and the live server, against the fake server's real tool list. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ToolGuardTest {

  private static ToolDescriptor descriptor(ToolDefinition tool) {
    var hints = tool.annotations();
    java.util.Set<ToolDescriptor.Hint> set = java.util.EnumSet.noneOf(ToolDescriptor.Hint.class);
    if (hints.effectiveReadOnly()) {
      set.add(ToolDescriptor.Hint.READ_ONLY);
    }
    if (hints.effectiveDestructive()) {
      set.add(ToolDescriptor.Hint.DESTRUCTIVE);
    }
    if (hints.effectiveIdempotent()) {
      set.add(ToolDescriptor.Hint.IDEMPOTENT);
    }
    if (hints.effectiveOpenWorld()) {
      set.add(ToolDescriptor.Hint.OPEN_WORLD);
    }
    return ToolDescriptor.of(
        tool.name(), tool.fingerprint().toString(), set, SnapshotFormat.writeTool(tool));
  }

  private static ToolDefinition tool(String json) {
    return SnapshotFormat.read("{\"tools\":[" + json + "]}", "test").tools().get(0);
  }

  /** What an SDK generated earlier knows: echo took a message then, a retired tool existed, and count is as live. */
  private static List<ToolDescriptor> generatedEarlier(McpClient client) {
    List<ToolDescriptor> expected = new ArrayList<>();
    for (ToolDefinition live : client.listTools()) {
      if (live.name().equals("count") || live.name().equals("hide")) {
        expected.add(descriptor(live));
      }
    }
    expected.add(
        descriptor(
            tool(
                "{\"name\":\"echo\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"message\":{\"type\":\"string\"}}}}")));
    expected.add(descriptor(tool("{\"name\":\"retired\",\"inputSchema\":{\"type\":\"object\"}}")));
    return expected;
  }

  @Test
  void bothGuardsRefuseANullClientOrPolicyByName() {
    assertThatThrownBy(() -> ToolGuard.start(null, List.of(), DriftPolicy.FAIL))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("client");
    assertThatThrownBy(() -> ContextGuard.start(null, List.of(), DriftPolicy.FAIL))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("client");
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      assertThatThrownBy(() -> ToolGuard.start(client, List.of(), null))
          .isInstanceOf(NullPointerException.class)
          .hasMessage("policy");
      assertThatThrownBy(() -> ContextGuard.start(client, List.of(), null))
          .isInstanceOf(NullPointerException.class)
          .hasMessage("policy");
    }
  }

  @Test
  void aClientClosedByItsOwnerBeforeTheComparisonWarnsOfNothing() {
    McpClient client = TestServers.connect(TestServers.fake());
    ToolGuard guard = ToolGuard.start(client, generatedEarlier(client), DriftPolicy.LOG);
    client.close();

    String logged = StandardError.of(() -> {
      assertThatThrownBy(() -> guard.callTool("count", null, CallOptions.defaults()))
          .isInstanceOf(McpException.class);
      guard.status(); // returns once the comparison has ended
    });

    assertThat(logged).doesNotContain("Cannot compare the tools").doesNotContain("WARN");
  }

  @Test
  void comparesTheLiveToolsWithTheGeneratedOnes() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      ToolGuard guard = ToolGuard.start(client, generatedEarlier(client), DriftPolicy.LOG);

      assertThat(guard.status())
          .containsExactlyInAnyOrderEntriesOf(Map.of(
              "count",
              ToolStatus.AVAILABLE,
              "hide",
              ToolStatus.AVAILABLE,
              "echo",
              ToolStatus.BROKEN,
              "retired",
              ToolStatus.MISSING));
    }
  }

  @Test
  void logPolicyCallsBrokenAndMissingToolsAndTheServerAnswers() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      ToolGuard guard = ToolGuard.start(client, generatedEarlier(client), DriftPolicy.LOG);

      assertThat(guard
              .callTool("echo", Map.of("message", "still"), CallOptions.defaults())
              .text())
          .isEqualTo("still");
      assertThatThrownBy(() -> guard.callTool("retired", null, CallOptions.defaults()))
          .isInstanceOfSatisfying(
              ProtocolErrorException.class, e -> assertThat(e.code()).isEqualTo(-32602))
          .hasMessageContaining("Unknown tool: retired");
    }
  }

  @Test
  void underLogTheFirstComparisonWaitsForTheFirstCallsAnswer() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      List<ToolDescriptor> expected = generatedEarlier(client); // one tools/list, by the test
      ToolGuard guard = ToolGuard.start(client, expected, DriftPolicy.LOG);

      assertThat(guard.callTool("listings", null, CallOptions.defaults()).text())
          .as("no tools/list ahead of the first call")
          .isEqualTo("1");
      assertThat(guard.status()).containsEntry("retired", ToolStatus.MISSING);
      assertThat(client.callTool("listings", null).text()).isEqualTo("2");
    }
  }

  /**
   * A blocking HTTP call runs its exchange on the caller's thread, so that its answer is in before the guard asks for
   * the comparison: started there, the comparison's tools/list was made and sent before the caller had its answer.
   */
  @Test
  void aBlockingHttpCallAnsweredOnTheCallersThreadLeavesTheComparisonToAnother() throws Exception {
    CompletableFuture<Thread> listing = new CompletableFuture<>();
    ClientObserver observer = new ClientObserver() {
      @Override
      public RequestObservation requestStarting(ObservedRequest request, RequestMeta meta) {
        if (request.method().equals("tools/list")) {
          listing.complete(Thread.currentThread());
        }
        return RequestObservation.none();
      }
    };
    try (HttpTestServer server = HttpTestServer.everything(null);
        McpClient client = TestServers.http(server.uri()).observer(observer).connect()) {
      ToolGuard guard = ToolGuard.start(
          client,
          List.of(descriptor(tool("{\"name\":\"echo\",\"inputSchema\":{\"type\":\"object\"}}"))),
          DriftPolicy.LOG);

      assertThat(guard
              .callTool("echo", Map.of("message", "x"), CallOptions.defaults())
              .text())
          .contains("x");
      assertThat(listing)
          .as("the thread that sent the comparison's tools/list")
          .succeedsWithin(Duration.ofSeconds(10))
          .isNotSameAs(Thread.currentThread());
    }
  }

  @Test
  void underLogAListChangedBeforeTheFirstComparisonListsNothingOfItsOwn() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      List<ToolDescriptor> expected = generatedEarlier(client); // one tools/list, by the test
      ToolGuard guard = ToolGuard.start(client, expected, DriftPolicy.LOG);
      // Listeners run in order on the client's event thread: once this one has seen the change,
      // the guard's has too, before its first comparison started.
      CompletableFuture<String> announced = new CompletableFuture<>();
      client.addNotificationListener((method, params) -> announced.complete(method));
      client.callTool("hide", Map.of("tool", "count")); // the server announces a changed list
      assertThat(announced)
          .succeedsWithin(Duration.ofSeconds(10))
          .isEqualTo("notifications/tools/list_changed");

      assertThat(guard.callTool("listings", null, CallOptions.defaults()).text())
          .as(
              "no tools/list for the change: the first comparison, after this call, lists the tools")
          .isEqualTo("1");
      assertThat(guard.status()).containsEntry("count", ToolStatus.MISSING);
      assertThat(client.callTool("listings", null).text()).isEqualTo("2");
    }
  }

  @Test
  void anUnreadableDescriptorIsReportedAndNeverHoldsUpStatus() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      ToolDescriptor unreadable = ToolDescriptor.of(
          "echo",
          "sha256:" + "0".repeat(64),
          java.util.Set.of(ToolDescriptor.Hint.OPEN_WORLD),
          "{not json");
      ToolGuard guard = ToolGuard.start(client, List.of(unreadable), DriftPolicy.LOG);

      assertThat(guard.status()).containsEntry("echo", ToolStatus.UNKNOWN);
    }
  }

  @Test
  void onlyIMcpUsersAreToldAboutItsMenu() {
    assertThat(new ToolDriftException("iMCP", "messages_fetch", ToolStatus.MISSING, List.of()))
        .hasMessage(
            "Tool messages_fetch is no longer listed by server 'iMCP' (removed or renamed there, or switched off in "
                + "its settings; in iMCP, turn its service on in the menu bar)");
    assertThat(
            new ToolDriftException("mcp-servers/everything", "echo", ToolStatus.MISSING, List.of())
                .getMessage())
        .doesNotContain("iMCP");
  }

  @Test
  void failPolicyRefusesMissingToolsWithoutSendingThem() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      ToolGuard guard = ToolGuard.start(client, generatedEarlier(client), DriftPolicy.FAIL);

      assertThatThrownBy(() -> guard.callTool("retired", null, CallOptions.defaults()))
          .isInstanceOfSatisfying(
              ToolDriftException.class, e -> assertThat(e.status()).isEqualTo(ToolStatus.MISSING))
          .hasMessage(
              "Tool retired is no longer listed by server 'fake' (removed or renamed there, or switched off in its "
                  + "settings)");
      assertThat(guard.callToolAsync("retired", null, CallOptions.defaults()))
          .isCompletedExceptionally();
      assertThat(guard.callTool("count", null, CallOptions.defaults()).text())
          .as("the refused calls were not sent")
          .isEqualTo("1");
    }
  }

  @Test
  void failPolicyRefusesBrokenToolsNamingTheChange() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      ToolGuard guard = ToolGuard.start(client, generatedEarlier(client), DriftPolicy.FAIL);

      assertThatThrownBy(
              () -> guard.callTool("echo", Map.of("message", "x"), CallOptions.defaults()))
          .isInstanceOf(ToolDriftException.class)
          .hasMessage(
              "Tool echo on server 'fake' changed in a breaking way since this SDK was generated; regenerate it "
                  + "(imcp:snapshot, then build):\n  - BREAKING echo /inputSchema/properties/message: property 'message' removed");
      assertThat(guard.callTool("count", null, CallOptions.defaults()).text())
          .as("the refused call was not sent")
          .isEqualTo("1");
    }
  }

  @Test
  void ignorePolicyComparesNothing() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      ToolGuard guard = ToolGuard.start(client, generatedEarlier(client), DriftPolicy.IGNORE);

      assertThat(guard.status())
          .containsValues(ToolStatus.UNKNOWN)
          .doesNotContainValue(ToolStatus.MISSING);
      assertThat(guard
              .callTool("echo", Map.of("message", "x"), CallOptions.defaults())
              .text())
          .isEqualTo("x");
    }
  }

  @Test
  void aRestartedServerIsComparedAgain() throws Exception {
    SupervisionPolicy restarts = SupervisionPolicy.builder()
        .backoff(Duration.ofMillis(50), Duration.ofMillis(200))
        .build();
    try (McpClient client =
        McpClient.stdio(TestServers.fake()).supervision(restarts).connect()) {
      ToolGuard guard = ToolGuard.start(client, generatedEarlier(client), DriftPolicy.LOG);
      guard.callTool("hide", Map.of("tool", "count"), CallOptions.defaults());
      awaitStatus(guard, "count", ToolStatus.MISSING);

      ProcessHandle.of(client.serverPid().orElseThrow()).orElseThrow().destroyForcibly();

      awaitStatus(guard, "count", ToolStatus.AVAILABLE); // the new process lists it again
    }
  }

  private static void awaitStatus(ToolGuard guard, String tool, ToolStatus status) {
    await()
        .atMost(Duration.ofSeconds(20))
        .untilAsserted(() -> assertThat(guard.status()).containsEntry(tool, status));
  }

  @Test
  void aToolThatDisappearsAfterListChangedFailsClearly() throws Exception {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      ToolGuard guard = ToolGuard.start(client, generatedEarlier(client), DriftPolicy.FAIL);
      assertThat(guard.status()).containsEntry("count", ToolStatus.AVAILABLE);

      guard.callTool("hide", Map.of("tool", "count"), CallOptions.defaults());

      awaitStatus(guard, "count", ToolStatus.MISSING);
      assertThatThrownBy(() -> guard.callTool("count", null, CallOptions.defaults()))
          .isInstanceOf(ToolDriftException.class)
          .hasMessageStartingWith("Tool count is no longer listed by server 'fake'");
    }
  }
}
