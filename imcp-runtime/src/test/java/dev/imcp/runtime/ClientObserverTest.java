package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.RecordingObserver.Exchange;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.observe.ObservedSession;
import dev.imcp.runtime.observe.RequestObservation;
import dev.imcp.runtime.observe.RequestOutcome;
import dev.imcp.testing.HttpTestServer;
import dev.imcp.testing.Route;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tools.jackson.databind.JsonNode;

/**
 * The observer seam ({@link ClientObserver}) against a real server, test-servers/traced-server.mjs on the TypeScript SDK
 * v2, in both eras over stdio and Streamable HTTP, and against the fake server for crashes and retries: every request
 * told before it is written, on the caller's thread, with what it adds to {@code _meta} reaching the server; every end
 * told once, as it happened; the server's requests, retries, cache hits and sessions told; an observer's failures
 * never the caller's.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ClientObserverTest {
  private final RecordingObserver observer = new RecordingObserver();

  /** A client of the traced server by one route, and the HTTP server it needs. */
  private record Connection(McpClient client, @Nullable HttpTestServer server)
      implements AutoCloseable {
    @Override
    public void close() {
      client.close();
      if (server != null) {
        server.close();
      }
    }
  }

  private Connection connect(Route route, ClientObserver observing) {
    ProtocolEra era = route.modern() ? ProtocolEra.AUTO : ProtocolEra.LEGACY;
    if (!route.http()) {
      return new Connection(
          McpClient.stdio(TestServers.traced())
              .protocolEra(era)
              .observer(observing)
              .requestHandler("elicitation/create", ClientObserverTest::named)
              .defaultTimeout(Duration.ofSeconds(20))
              .connect(),
          null);
    }
    HttpTestServer server = HttpTestServer.traced();
    return new Connection(
        McpClient.http(server.uri())
            .protocolEra(route.modern() ? ProtocolEra.MODERN : ProtocolEra.LEGACY)
            .observer(observing)
            .requestHandler("elicitation/create", ClientObserverTest::named)
            .defaultTimeout(Duration.ofSeconds(20))
            .connect(),
        server);
  }

  private static CompletableFuture<Map<String, Object>> named(Map<String, Object> params) {
    String context = String.valueOf(RecordingObserver.CONTEXT.get());
    return CompletableFuture.completedFuture(
        Map.of("action", "accept", "content", Map.of("name", "Ada in " + context)));
  }

  /** The JSON object the traced server answers with. */
  private static JsonNode answer(ToolResult result) {
    return Json.mapper().readTree(result.text());
  }

  @AfterEach
  void forgetTheContext() {
    RecordingObserver.CONTEXT.remove();
  }

  @ParameterizedTest
  @EnumSource(Route.class)
  void eachRequestIsToldOnTheCallersThreadBeforeItIsWrittenAndWhatItAddsReachesTheServer(
      Route route) {
    RecordingObserver.CONTEXT.set("caller");
    String caller = Thread.currentThread().getName();
    try (Connection connection = connect(route, observer)) {
      McpClient client = connection.client();
      // Over 2026-07-28 HTTP the first call follows a tools/list (to learn header annotations), so
      // it is sent from the thread that read the list, in the caller's context all the same.
      JsonNode afterList = answer(client.callTool("trace", Map.of()));
      assertThat(afterList.path("meta").path("x-context").asString()).isEqualTo("caller");
      JsonNode traced = answer(
          client.callTool("trace", Map.of(), CallOptions.defaults().withProgress(progress -> {})));

      String request = traced.path("meta").path("x-request").asString();
      assertThat(request).startsWith("tools/call ");
      Exchange call = observer.sent(Long.parseLong(request.substring("tools/call ".length())));
      assertThat(call.thread).isEqualTo(caller);
      assertThat(call.context).isEqualTo("caller");
      assertThat(traced.path("meta").path("x-context").asString()).isEqualTo("caller");
      assertThat(traced.path("meta").path("traceparent").asString()).isEqualTo(call.meta);
      assertThat(traced.path("meta").path("progressToken").isMissingNode())
          .as("the client's own _meta entries stay beside the observer's")
          .isFalse();
      assertThat(call.request.toolName()).hasValue("trace");
      assertThat(call.request.promptName()).isEmpty();
      assertThat(call.outcomes).containsExactly(RequestOutcome.result());
      ObservedSession session = call.request.session();
      assertThat(session.transport())
          .isEqualTo(
              route.http()
                  ? ObservedSession.Transport.STREAMABLE_HTTP
                  : ObservedSession.Transport.STDIO);
      assertThat(session.url())
          .isEqualTo(route.http() ? Optional.of(connection.server().uri()) : Optional.empty());
      assertThat(session.protocolVersion()).hasValue(route.version());
      assertThat(session.serverName()).hasValue("traced-server");

      JsonNode opening = answer(client.callTool("opening", Map.of()));
      assertThat(opening.path("method").asString()).isEqualTo(route.opening());
      assertThat(opening.path("meta").path("x-request").asString())
          .isEqualTo(route.opening() + " 1");
      assertThat(opening.path("meta").path("x-context").asString())
          .as("the opening was written on the thread that connected")
          .isEqualTo("caller");
      Exchange first = observer.sent(route.opening()).get(0);
      assertThat(first.thread).isEqualTo(caller);
      assertThat(first.outcomes).containsExactly(RequestOutcome.result());
      assertThat(first.request.session().protocolVersion()).hasValue(route.version());
    }
    assertThat(observer.sent)
        .allSatisfy(
            exchange -> assertThat(exchange.outcomes).as(exchange.label()).hasSize(1));
    assertThat(observer.sessions).singleElement().satisfies(end -> {
      assertThat(end.failure()).as("closed by its owner").isEmpty();
      assertThat(end.duration()).isPositive();
      assertThat(end.session().protocolVersion()).hasValue(route.version());
    });
  }

  @Test
  void everyEndIsToldOnceAsItHappened() {
    try (Connection connection = connect(Route.STDIO_2025, observer)) {
      McpClient client = connection.client();
      assertThatThrownBy(() -> client.callTool("broken", Map.of()))
          .isInstanceOf(ToolErrorException.class);
      assertThat(client
              .callTool(
                  "broken", Map.of(), CallOptions.defaults().withToolErrors(ToolErrors.RETURN))
              .isError())
          .isTrue();
      assertThat(observer.sent("tools/call"))
          .extracting(exchange -> exchange.outcomes)
          .containsExactly(
              List.of(RequestOutcome.toolError()), List.of(RequestOutcome.toolError()));

      assertThatThrownBy(() -> client
              .requestAsync(
                  "no/such/method", Json.mapper().createObjectNode(), CallOptions.defaults())
              .join())
          .hasCauseInstanceOf(ProtocolErrorException.class);
      RequestOutcome refused = observer.sent("no/such/method").get(0).outcomes.get(0);
      assertThat(refused.kind()).isEqualTo(RequestOutcome.Kind.ERROR);
      assertThat(refused.code()).hasValue(ProtocolErrorException.METHOD_NOT_FOUND);
      assertThat(refused.message()).hasValueSatisfying(text -> assertThat(text).isNotBlank());

      assertThatThrownBy(() -> client.callTool(
              "hang", Map.of(), CallOptions.defaults().withTimeout(Duration.ofMillis(300))))
          .isInstanceOf(McpTimeoutException.class);
      assertThat(lastCall().outcomes).singleElement().satisfies(outcome -> {
        assertThat(outcome.kind()).isEqualTo(RequestOutcome.Kind.TIMEOUT);
        assertThat(outcome.failure()).containsInstanceOf(McpTimeoutException.class);
      });

      client.callToolAsync("hang", Map.of()).cancel(true);
      assertThat(lastCall().outcomes).containsExactly(RequestOutcome.cancelled());

      CompletableFuture<ToolResult> lost = client.callToolAsync("hang", Map.of());
      Exchange pending = lastCall();
      ProcessHandle.of(client.serverPid().orElseThrow()).orElseThrow().destroyForcibly();
      assertThat(lost).failsWithin(Duration.ofSeconds(10));
      assertThat(pending.outcomes).singleElement().satisfies(outcome -> {
        assertThat(outcome.kind()).isEqualTo(RequestOutcome.Kind.FAILED);
        assertThat(outcome.failure()).containsInstanceOf(TransportException.class);
      });
      await().atMost(Duration.ofSeconds(10)).until(() -> !observer.sessions.isEmpty());
      assertThat(observer.sessions.get(0).failure()).containsInstanceOf(TransportException.class);
    }
  }

  private Exchange lastCall() {
    List<Exchange> calls = observer.sent("tools/call");
    return calls.get(calls.size() - 1);
  }

  /** Not HTTP_2025: the traced server serves 2025 HTTP statelessly, and so forgets what the client can answer. */
  @ParameterizedTest
  @EnumSource(
      value = Route.class,
      names = {"STDIO_2025", "STDIO_2026", "HTTP_2026"})
  void theServersRequestsAreToldAndTheirHandlerRunsInsideTheirObservation(Route route) {
    RecordingObserver.CONTEXT.set("caller");
    try (Connection connection = connect(route, observer)) {
      JsonNode asked = answer(connection.client().callTool("ask", Map.of()));

      assertThat(asked.path("answer").asString())
          .as("the handler ran in what the observation made current")
          .isEqualTo("Ada in serving elicitation/create");
      assertThat(observer.answered).singleElement().satisfies(served -> {
        assertThat(served.request.method()).isEqualTo("elicitation/create");
        assertThat(served.request.id()).isEmpty();
        assertThat(served.request.session().serverName()).hasValue("traced-server");
        assertThat(served.meta)
            .as("the server's own trace context, read from its request")
            .isEqualTo(asked.path("askedWith").asString());
        assertThat(served.outcomes).containsExactly(RequestOutcome.result());
      });
      assertThat(observer.serverMetaReadOnly).containsExactly(true);
      assertThat(asked.path("askedWith").asString())
          .as("the server's span is in the client's trace")
          .contains(RecordingObserver.TRACE_ID);
    }
  }

  @Test
  void aRetriedCallIsToldAndGoesAgainInTheCallersContextFromTheSupervisorsThread(
      @TempDir Path dir) {
    SupervisionPolicy retrying = SupervisionPolicy.builder()
        .backoff(Duration.ofMillis(50), Duration.ofMillis(200))
        .trustHintsForRetry(true)
        .retries(2)
        .build();
    RecordingObserver.CONTEXT.set("caller");
    try (McpClient client = McpClient.stdio(
            TestServers.fake().withEnvironment("FAKE_FLAKY", dir.resolve("read").toString()))
        .protocolEra(ProtocolEra.LEGACY)
        .supervision(retrying)
        .observer(observer)
        .connect()) {
      assertThat(client.callTool("flaky_read", null).text()).isEqualTo("ok #1");
    }
    List<Exchange> calls = observer.sent("tools/call");
    assertThat(calls).hasSize(2);
    assertThat(calls.get(0).outcomes)
        .singleElement()
        .satisfies(
            outcome -> assertThat(outcome.failure()).containsInstanceOf(TransportException.class));
    assertThat(calls.get(1).outcomes).containsExactly(RequestOutcome.result());
    assertThat(calls.get(1).thread)
        .as("sent when the restarted server was ready")
        .isNotEqualTo(Thread.currentThread().getName());
    assertThat(calls.get(1).context).as("carried by wrap").isEqualTo("caller");
    assertThat(observer.events)
        .extracting(LifecycleEvent::kind)
        .contains(
            LifecycleEvent.Kind.STARTED,
            LifecycleEvent.Kind.RETRYING,
            LifecycleEvent.Kind.CRASHED,
            LifecycleEvent.Kind.RESTARTED);
    LifecycleEvent retry = observer.events.stream()
        .filter(event -> event.kind() == LifecycleEvent.Kind.RETRYING)
        .findFirst()
        .orElseThrow();
    assertThat(retry.attempt()).isEqualTo(1);
    assertThat(retry.message()).contains("flaky_read");
    assertThat(observer.sessions).hasSize(2);
    assertThat(observer.sessions.get(0).failure()).containsInstanceOf(TransportException.class);
    assertThat(observer.sessions.get(1).failure()).isEmpty();
  }

  @Test
  void aCachedResultIsToldAsAHitAndWhatTheObserverAddsLeavesTheCacheKeyAlone() {
    try (McpClient client = McpClient.stdio(TestServers.traced())
        .protocolEra(ProtocolEra.LEGACY)
        .cache(CachePolicy.builder().ttl("trace", Duration.ofMinutes(5)).build())
        .observer(observer)
        .connect()) {
      RecordingObserver.CONTEXT.set("first");
      ToolResult first = client.callTool("trace", Map.of());
      RecordingObserver.CONTEXT.set("second");
      ToolResult second = client.callTool("trace", Map.of());

      assertThat(second.text()).isEqualTo(first.text());
      assertThat(observer.sent("tools/call")).hasSize(1);
      assertThat(observer.cacheHits).containsExactly("trace");
    }
  }

  @Test
  void anObserverThatThrowsEverywhereIsLoggedAndTheClientGoesOn() {
    RequestObservation failing = new RequestObservation() {
      @Override
      public void ended(RequestOutcome outcome) {
        throw new IllegalStateException("ended");
      }

      @Override
      public void run(Runnable work) {
        throw new IllegalStateException("run");
      }
    };
    AtomicInteger asked = new AtomicInteger();
    ClientObserver throwing = new ClientObserver() {
      @Override
      public RequestObservation requestStarting(
          dev.imcp.runtime.observe.ObservedRequest request,
          dev.imcp.runtime.observe.RequestMeta meta) {
        if (asked.incrementAndGet() % 2 == 0) {
          throw new IllegalStateException("starting");
        }
        return failing;
      }

      @Override
      public RequestObservation serverRequestStarting(
          dev.imcp.runtime.observe.ObservedRequest request,
          dev.imcp.runtime.observe.RequestMeta meta) {
        return failing;
      }

      @Override
      public void lifecycle(LifecycleEvent event) {
        throw new IllegalStateException("lifecycle");
      }

      @Override
      public void sessionEnded(
          ObservedSession session, Duration duration, Optional<Throwable> failure) {
        throw new IllegalStateException("sessionEnded");
      }
    };
    try (Connection connection = connect(Route.STDIO_2025, throwing)) {
      for (int i = 0; i < 3; i++) {
        assertThat(answer(connection.client().callTool("ask", Map.of()))
                .path("answer")
                .asString())
            .startsWith("Ada");
      }
      assertThatThrownBy(() -> connection.client().callTool("broken", Map.of()))
          .isInstanceOf(ToolErrorException.class);
    }
    assertThat(asked).hasValueGreaterThan(4);
  }

  @Test
  void theTransportsRecoveriesAreToldToTheRequestTheyRecover() throws Exception {
    AtomicInteger calls = new AtomicInteger();
    AtomicInteger sessions = new AtomicInteger();
    try (FakeHttpServer server = FakeHttpServer.answering((exchange, request) -> {
          if (!request.method().equals("POST")) {
            FakeHttpServer.respond(exchange, 405, "text/plain", "");
            return;
          }
          JsonNode message = Json.mapper().readTree(request.body());
          String method = message.path("method").asString("");
          String session = request.headers().getFirst("Mcp-Session-Id");
          if (!message.has("id")) {
            FakeHttpServer.respond(exchange, 202, "text/plain", "");
          } else if (method.equals("initialize")) {
            exchange.getResponseHeaders().set("Mcp-Session-Id", "s" + sessions.incrementAndGet());
            result(
                exchange,
                message,
                "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                    + "\"serverInfo\":{\"name\":\"recovering\",\"version\":\"1\"}}");
          } else if (method.equals("tools/list") && "s1".equals(session)) {
            FakeHttpServer.respond(exchange, 404, "text/plain", ""); // the first session expired
          } else if (method.equals("tools/list")) {
            result(exchange, message, "{\"tools\":[]}");
          } else if (calls.incrementAndGet() == 1) {
            exchange.getResponseHeaders().set("Retry-After", "0");
            FakeHttpServer.respond(exchange, 503, "text/plain", "busy");
          } else {
            result(exchange, message, "{\"content\":[{\"type\":\"text\",\"text\":\"hi\"}]}");
          }
        });
        McpClient client = McpClient.http(server.uri())
            .protocolEra(ProtocolEra.LEGACY)
            .observer(observer)
            .connect()) {
      client.listTools();
      assertThat(client.callTool("echo", Map.of("message", "hi")).text()).isEqualTo("hi");
    }
    assertThat(observer.sent("tools/list")).singleElement().satisfies(exchange -> {
      assertThat(exchange.recoveries).containsExactly(RequestObservation.Recovery.NEW_SESSION);
      assertThat(exchange.outcomes).containsExactly(RequestOutcome.result());
      assertThat(exchange.request.session().sessionId()).hasValue("s1");
    });
    assertThat(observer.sent("tools/call")).singleElement().satisfies(exchange -> {
      assertThat(exchange.recoveries).containsExactly(RequestObservation.Recovery.RETRY_AFTER);
      assertThat(exchange.request.session().sessionId()).hasValue("s2");
    });
  }

  private static void result(
      com.sun.net.httpserver.HttpExchange exchange, JsonNode message, String result)
      throws java.io.IOException {
    FakeHttpServer.respond(
        exchange,
        200,
        "application/json",
        "{\"jsonrpc\":\"2.0\",\"id\":" + message.get("id") + ",\"result\":" + result + "}");
  }
}
