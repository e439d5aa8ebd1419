package dev.imcp.opentelemetry;

import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.equalTo;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.opentelemetry.internal.McpAttributes;
import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.testing.Route;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.json.JsonMapper;

/**
 * How a request that fails ends its span: status {@code ERROR} and {@code error.type} as the conventions and this
 * module document them: {@code tool_error} for an {@code isError} result, the JSON-RPC code (and {@code
 * rpc.response.status_code}, the status description being the error's message), {@code timeout}, {@code cancelled},
 * and the exception's class for a failure of the transport.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class ErrorsTest {
  @Test
  void eachWayARequestFailsIsItsErrorType() {
    try (Telemetry telemetry = Telemetry.w3c();
        Traced.Connection connection =
            Traced.connect(Route.STDIO_2025, McpTelemetry.create(telemetry.openTelemetry()))) {
      McpClient client = connection.client;

      assertThatThrownBy(() -> client.callTool("broken", Map.of()))
          .isInstanceOf(ToolErrorException.class);
      assertThat(telemetry.span("tools/call broken"))
          .hasStatus(io.opentelemetry.sdk.trace.data.StatusData.create(
              StatusCode.ERROR, "the tool answered isError"))
          .hasAttributesSatisfying(equalTo(McpAttributes.ERROR_TYPE, "tool_error"));

      assertThatThrownBy(() -> client
              .requestAsync(
                  "no/such/method",
                  JsonMapper.builder().build().createObjectNode(),
                  CallOptions.defaults())
              .join())
          .hasCauseInstanceOf(ProtocolErrorException.class);
      SpanData refused = telemetry.span("no/such/method");
      assertThat(refused)
          .hasAttributesSatisfying(
              equalTo(McpAttributes.ERROR_TYPE, "-32601"),
              equalTo(McpAttributes.STATUS_CODE, "-32601"));
      org.assertj.core.api.Assertions.assertThat(refused.getStatus().getStatusCode())
          .isEqualTo(StatusCode.ERROR);
      org.assertj.core.api.Assertions.assertThat(refused.getStatus().getDescription())
          .as("the JSON-RPC error's message")
          .containsIgnoringCase("not found");

      assertThatThrownBy(() -> client.callTool(
              "hang", Map.of(), CallOptions.defaults().withTimeout(Duration.ofMillis(300))))
          .isInstanceOf(McpTimeoutException.class);
      assertThat(onlyHang(telemetry, 1))
          .hasAttributesSatisfying(equalTo(McpAttributes.ERROR_TYPE, "timeout"));

      client.callToolAsync("hang", Map.of()).cancel(true);
      assertThat(onlyHang(telemetry, 2))
          .hasAttributesSatisfying(equalTo(McpAttributes.ERROR_TYPE, "cancelled"));

      CompletableFuture<?> lost = client.callToolAsync("hang", Map.of());
      ProcessHandle.of(client.serverPid().orElseThrow()).orElseThrow().destroyForcibly();
      org.assertj.core.api.Assertions.assertThat(lost).failsWithin(Duration.ofSeconds(10));
      assertThat(onlyHang(telemetry, 3))
          .hasAttributesSatisfying(
              equalTo(McpAttributes.ERROR_TYPE, TransportException.class.getName()));
      org.assertj.core.api.Assertions.assertThat(telemetry.spans())
          .allSatisfy(span -> org.assertj.core.api.Assertions.assertThat(
                  span.getAttributes().get(McpAttributes.ERROR_TYPE) != null)
              .as(span.getName() + ": error.type iff status ERROR")
              .isEqualTo(span.getStatus().getStatusCode() == StatusCode.ERROR));
    }
  }

  /** The {@code count}th span of {@code tools/call hang}, awaited: a cancelled call's span ends as the cancel returns. */
  private static SpanData onlyHang(Telemetry telemetry, int count) {
    Awaitility.await()
        .atMost(Duration.ofSeconds(10))
        .until(() -> telemetry.spans("tools/call hang").size() >= count);
    List<SpanData> hangs = telemetry.spans("tools/call hang");
    org.assertj.core.api.Assertions.assertThat(hangs).hasSize(count);
    SpanData last = hangs.get(count - 1);
    org.assertj.core.api.Assertions.assertThat(last.getStatus().getStatusCode())
        .isEqualTo(StatusCode.ERROR);
    return last;
  }
}
