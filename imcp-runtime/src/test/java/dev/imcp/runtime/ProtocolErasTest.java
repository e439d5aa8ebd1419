package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.InputRequiredException;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.VersionMismatchException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * One client, both eras: a server on the TypeScript SDK v2 that speaks only 2026-07-28 ({@code reject}) or both
 * ({@code serve}), and server-everything, which speaks only 2025.
 */
class ProtocolErasTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  private static McpClient connect(ServerCommand command, ProtocolEra era) {
    return McpClient.stdio(command)
        .protocolEra(era)
        .defaultTimeout(Duration.ofSeconds(20))
        .connect();
  }

  /**
   * A server written here, for what no SDK's server does: {@code script} runs with {@code rl} reading stdin's lines and
   * {@code send(message)} writing one JSON line to stdout.
   */
  private static ServerCommand nodeServer(String script) {
    return ServerCommand.of(
        "node",
        "-e",
        "const rl = require('readline').createInterface({input: process.stdin});"
            + " const send = m => process.stdout.write(JSON.stringify(m) + '\\n'); "
            + script);
  }

  @Test
  void aServerThatRefusesTheHandshakeIsSpokenToIn2026() {
    try (McpClient client = connect(TestServers.modern("reject"), ProtocolEra.AUTO)) {
      assertThat(client.protocolVersion()).isEqualTo("2026-07-28");
      assertThat(client.serverName()).isEqualTo("modern-test-server");
      assertThat(client.initializeResult().serverInfo().version()).isEqualTo("2.4.0");
      assertThat(client.listTools())
          .extracting(tool -> tool.name())
          .contains("echo", "greet", "steps");
      assertThat(client.callTool("echo", Map.of("message", "hi")).text()).isEqualTo("Echo: hi");
      client.ping();
    }
  }

  @Test
  void aServerOfBothErasIsSpokenToIn2026UnlessPinnedTo2025() {
    try (McpClient client = connect(TestServers.modern("serve"), ProtocolEra.AUTO)) {
      assertThat(client.protocolVersion()).isEqualTo("2026-07-28");
      assertThat(client.callTool("echo", Map.of("message", "modern")).text())
          .isEqualTo("Echo: modern");
    }
    try (McpClient client = connect(TestServers.modern("serve"), ProtocolEra.LEGACY)) {
      assertThat(client.protocolVersion()).isEqualTo("2025-11-25");
      assertThat(client.callTool("echo", Map.of("message", "legacy")).text())
          .isEqualTo("Echo: legacy");
      client.ping();
    }
  }

  @Test
  void a2025ServerIsSpokenToIn2025AfterTheProbe() {
    try (McpClient client = connect(TestServers.everything(), ProtocolEra.AUTO)) {
      assertThat(client.protocolVersion()).isEqualTo("2025-11-25");
      assertThat(client.callTool("echo", Map.of("message", "hi")).text()).isEqualTo("Echo: hi");
    }
  }

  @Test
  void a2025ServerThatIgnoresTheProbeIsSpokenToIn2025AfterTheGrace() {
    // Hand-written servers often answer only what they know: discover gets no answer at all.
    ServerCommand ignoresUnknown = nodeServer(
        "rl.on('line', line => { const m = JSON.parse(line);"
            + " if (m.method === 'initialize') send({jsonrpc: '2.0', id: m.id, result: {protocolVersion: '2025-06-18',"
            + " capabilities: {tools: {}}, serverInfo: {name: 'terse', version: '1'}}});"
            + " if (m.method === 'tools/call') send({jsonrpc: '2.0', id: m.id, result: {content: [{type: 'text', text: 'ok'}]}}); });");
    try (McpClient client =
        McpClient.stdio(ignoresUnknown).initializeTimeout(Duration.ofSeconds(8)).connect()) {
      assertThat(client.protocolVersion()).isEqualTo("2025-06-18");
      assertThat(client.callTool("anything", Map.of()).text()).isEqualTo("ok");
    }
  }

  @Test
  void aDiscoverRefusedWithTheVersionItselfNamedAsSupportedIsAskedAgainAndTheSessionIs2026() {
    // SEP-2575: a client whose first choice is refused (-32022) retries with a version the server
    // names; the
    // conformance suite's request-metadata scenario refuses the first request this way.
    ServerCommand refusesOnce = nodeServer(
        "let refused = false;"
            + " rl.on('line', line => { const m = JSON.parse(line);"
            + " if (m.method === 'server/discover' && !refused) { refused = true; send({jsonrpc: '2.0', id: m.id, error: {code: -32022,"
            + " message: 'Unsupported protocol version', data: {supported: ['2026-07-28'], requested: '2026-07-28'}}}); }"
            + " else if (m.method === 'server/discover') send({jsonrpc: '2.0', id: m.id, result: {resultType: 'complete',"
            + " supportedVersions: ['2026-07-28'], capabilities: {tools: {}},"
            + " _meta: {'io.modelcontextprotocol/serverInfo': {name: 'picky', version: '1'}}}});"
            + " else if (m.method === 'initialize') send({jsonrpc: '2.0', id: m.id, error: {code: -32601, message: 'no'}});"
            + " else if (m.method === 'tools/call') send({jsonrpc: '2.0', id: m.id, result: {resultType: 'complete',"
            + " content: [{type: 'text', text: 'ok ' + m.params._meta['io.modelcontextprotocol/protocolVersion']}]}}); });");
    try (McpClient client =
        McpClient.stdio(refusesOnce).initializeTimeout(Duration.ofSeconds(20)).connect()) {
      assertThat(client.protocolVersion()).isEqualTo("2026-07-28");
      assertThat(client.serverName()).isEqualTo("picky");
      assertThat(client.callTool("anything", Map.of()).text()).isEqualTo("ok 2026-07-28");
    }
  }

  @Test
  void pinnedTo2026A2025ServerFailsNamingWhatItAnswered() {
    assertThatThrownBy(() -> connect(TestServers.everything(), ProtocolEra.MODERN))
        .isInstanceOf(VersionMismatchException.class)
        .hasMessageStartingWith("Server 'node ")
        .hasMessageContaining("speaks MCP no 2026-07-28 (server/discover: ")
        .hasMessageEndingWith("which this client does not support (it supports 2026-07-28)");
  }

  @Test
  void pinnedTo2025AServerOf2026OnlyFailsNamingItsVersions() {
    ServerCommand modern = TestServers.modern("reject");

    assertThatThrownBy(() -> connect(modern, ProtocolEra.LEGACY))
        .isInstanceOfSatisfying(
            VersionMismatchException.class, e -> assertThat(e.received()).isEqualTo("2026-07-28"))
        .hasMessage("Server '" + modern.displayName()
            + "' speaks MCP 2026-07-28, which this client does not support (it "
            + "supports 2026-07-28, 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05)");
  }

  @Test
  void inputRequiredIsAnsweredByTheRequestHandlerAndTheCallRetried() {
    List<Map<String, Object>> asked = new CopyOnWriteArrayList<>();
    try (McpClient client = McpClient.stdio(TestServers.modern("reject"))
        .requestHandler("elicitation/create", Expect.namedAda(asked))
        .connect()) {
      assertThat(client.callTool("greet", Map.of()).text()).isEqualTo("Hello, Ada!");
      Expect.askedForAName(asked);
    }
  }

  @Test
  void withoutAHandlerTheClientDeclaresNoCapabilityAndTheServerSaysWhatIsMissing() {
    try (McpClient client = connect(TestServers.modern("reject"), ProtocolEra.AUTO)) {
      assertThatThrownBy(() -> client.callTool("greet", Map.of()))
          .isInstanceOfSatisfying(
              ProtocolErrorException.class,
              e -> assertThat(e.code())
                  .isEqualTo(ProtocolErrorException.MISSING_REQUIRED_CLIENT_CAPABILITY))
          .hasMessageContaining("elicitation/create");
    }
  }

  @Test
  void aHandlerThatFailsFailsTheCallNamingTheHandler() {
    try (McpClient client = McpClient.stdio(TestServers.modern("reject"))
        .requestHandler(
            "elicitation/create",
            params -> CompletableFuture.failedFuture(new IllegalStateException("no screen")))
        .connect()) {
      assertThatThrownBy(() -> client.callTool("greet", Map.of()))
          .isInstanceOf(InputRequiredException.class)
          .hasMessage(
              "Server 'modern-test-server' needs input to answer tools/call greet (elicitation/create): the handler "
                  + "for elicitation/create failed: java.lang.IllegalStateException: no screen");
    }
  }

  @Test
  void inputNoHandlerCanGiveFailsSayingWhatToRegister() {
    // A server that asks for what the client never declared: the SDK's servers refuse to, so this
    // one is written here.
    ServerCommand asksForSampling = nodeServer(
        "rl.on('line', line => { const m = JSON.parse(line); if (m.id === undefined) return;"
            + " if (m.method === 'server/discover') send({jsonrpc: '2.0', id: m.id, result: {supportedVersions: ['2026-07-28'],"
            + " capabilities: {tools: {}}, resultType: 'complete', _meta: {'io.modelcontextprotocol/serverInfo': {name: 'asker', version: '1'}}}});"
            + " else send({jsonrpc: '2.0', id: m.id, result: {resultType: 'input_required', inputRequests: {q: {method:"
            + " 'sampling/createMessage', params: {messages: [], maxTokens: 1}}}}}); });");
    try (McpClient client = connect(asksForSampling, ProtocolEra.AUTO)) {
      assertThatThrownBy(() -> client.callTool("think", Map.of()))
          .isInstanceOfSatisfying(InputRequiredException.class, e -> {
            assertThat(e.methods()).containsExactly("sampling/createMessage");
            assertThat(e.request()).isEqualTo("tools/call think");
          })
          .hasMessage(
              "Server 'asker' needs input to answer tools/call think (sampling/createMessage): no handler is "
                  + "registered for sampling/createMessage; register one with the client builder's requestHandler("
                  + "\"sampling/createMessage\", …)");
    }
  }

  @Test
  void cancellingA2026CallRemovesItAndATimeoutFiresAsIn2025() {
    try (McpClient client = connect(TestServers.modern("reject"), ProtocolEra.AUTO)) {
      int before = client.pendingRequests();
      CompletableFuture<ToolResult> hanging = client.callToolAsync("hang", Map.of());
      assertThat(client.pendingRequests()).isEqualTo(before + 1);

      hanging.cancel(true);

      assertThat(client.pendingRequests()).isEqualTo(before);
      assertThatThrownBy(() -> client.callTool(
              "hang", Map.of(), CallOptions.defaults().withTimeout(Duration.ofMillis(300))))
          .isInstanceOf(McpTimeoutException.class)
          .hasMessageMatching(
              "Server 'modern-test-server' did not answer tools/call hang \\(request \\d+\\) within \\d+ ms");
      assertThat(client.callTool("echo", Map.of("message", "still fine")).text())
          .isEqualTo("Echo: still fine");
    }
  }

  @Test
  void requestStateAloneIsEchoedBackRoundAfterRound() {
    try (McpClient client = connect(TestServers.modern("reject"), ProtocolEra.AUTO)) {
      assertThat(client.callTool("steps", Map.of()).text()).isEqualTo("done after step-2");
    }
  }

  @Test
  void aChangedToolListReachesListenersThroughTheSubscription() throws Exception {
    Expect.aChangedToolListArrives(McpClient.stdio(TestServers.modern("reject")));
  }

  @Test
  void aResultsCacheHintIsFollowedWhenThePolicySays() {
    CachePolicy hints = CachePolicy.builder().followServerHints(true).build();
    try (McpClient client =
        McpClient.stdio(TestServers.modern("reject")).cache(hints).connect()) {
      ToolResult first = client.callTool("hinted", Map.of());
      assertThat(first.cacheHint())
          .contains(
              new ToolResult.CacheHint(Duration.ofMinutes(1), ToolResult.CacheHint.Scope.PRIVATE));

      assertThat(client.callTool("hinted", Map.of()).text())
          .as("kept for its ttlMs")
          .isEqualTo(first.text());
      assertThat(client.callTool("hinted", Map.of("ttlMs", 0)).text())
          .as("ttlMs 0: not kept")
          .isNotEqualTo(first.text());
      String unkept = client.callTool("hinted", Map.of("ttlMs", 0)).text();
      assertThat(client.callTool("hinted", Map.of("ttlMs", 0)).text()).isNotEqualTo(unkept);
      assertThat(client.cache().stats().hits()).isEqualTo(1);
    }
  }

  @Test
  void cacheHintsAreIgnoredUnlessThePolicyFollowsThem() {
    try (McpClient client = McpClient.stdio(TestServers.modern("reject"))
        .cache(CachePolicy.builder().trustReadOnlyHints(true).build())
        .connect()) {
      String first = client.callTool("hinted", Map.of()).text();

      assertThat(client.callTool("hinted", Map.of()).text()).isNotEqualTo(first);
    }
  }
}
