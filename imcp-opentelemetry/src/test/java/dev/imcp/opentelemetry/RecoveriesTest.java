package dev.imcp.opentelemetry;

import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.equalTo;

import dev.imcp.opentelemetry.internal.McpAttributes;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ProtocolEra;
import dev.imcp.testing.HttpTestServer;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.StatusCode;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What the HTTP transport does to get a request through is an event on that request's span ({@code
 * imcp.client.recovery}): a session the server ended, renewed ({@code new_session}); a 503 with {@code Retry-After},
 * waited out ({@code retry_after}). The span itself ends as the request does, a success: one span per request the
 * caller made, however many times it went over the wire. The faults come from recovering-server.mjs, a fake, as no
 * real server expires a session or refuses a call on demand.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class RecoveriesTest {
  private static final AttributeKey<String> RECOVERY = AttributeKey.stringKey("imcp.recovery");

  @Test
  void aRenewedSessionAndARetryAfterAreEventsOnTheSpanOfTheRequestTheyRecovered() {
    try (Telemetry telemetry = Telemetry.w3c();
        HttpTestServer server = HttpTestServer.launch(
            RecoveriesTest.class,
            "/recovering-server.mjs",
            Map.of("PORT", "0"),
            "listening on port")) {
      try (McpClient client = McpClient.http(server.uri())
          .protocolEra(ProtocolEra.LEGACY)
          .observer(McpTelemetry.create(telemetry.openTelemetry()))
          .connect()) {
        client.listTools();
        org.assertj.core.api.Assertions.assertThat(
                client.callTool("echo", Map.of("message", "hi")).text())
            .isEqualTo("hi");
      }
      assertThat(telemetry.span("tools/list"))
          .hasAttributesSatisfying(equalTo(McpAttributes.SESSION, "s1"))
          .hasEventsSatisfyingExactly(event -> event
              .hasName("imcp.client.recovery")
              .hasAttributesSatisfyingExactly(equalTo(RECOVERY, "new_session")));
      assertThat(telemetry.span("tools/call echo"))
          .hasAttributesSatisfying(equalTo(McpAttributes.SESSION, "s2"))
          .hasEventsSatisfyingExactly(event -> event
              .hasName("imcp.client.recovery")
              .hasAttributesSatisfyingExactly(equalTo(RECOVERY, "retry_after")));
      org.assertj.core.api.Assertions.assertThat(telemetry.spans())
          .allSatisfy(span -> org.assertj.core.api.Assertions.assertThat(
                  span.getStatus().getStatusCode())
              .as(span.getName())
              .isEqualTo(StatusCode.UNSET));
      org.assertj.core.api.Assertions.assertThat(telemetry.spans("initialize"))
          .as(
              "the renewal's handshake is the transport's: the event on the request it recovered marks it")
          .hasSize(1);
    }
  }
}
