package dev.imcp.opentelemetry;

import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.equalTo;

import dev.imcp.opentelemetry.internal.McpAttributes;
import dev.imcp.testing.Route;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.testing.assertj.AttributeAssertion;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tools.jackson.databind.JsonNode;

/**
 * A request of the server's that the client answers is a {@code SERVER} span (the conventions' span for an operation
 * the peer starts), child of the server's span whose context the request carried in its {@code _meta}: client, server
 * and client again in one trace. The client's handler runs inside it. In 2025 a request on the connection; in
 * 2026-07-28 an input request inside a result (not over 2025 HTTP: the traced server serves it statelessly, and so
 * forgets what the client can answer).
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class ServerRequestsTest {
  @ParameterizedTest
  @EnumSource(
      value = Route.class,
      names = {"STDIO_2025", "STDIO_2026", "HTTP_2026"})
  @SuppressWarnings("try") // the scope is what the call runs in
  void theServersRequestIsAServerSpanUnderTheServersSpanAndTheHandlerRunsInIt(Route route) {
    try (Telemetry telemetry = Telemetry.w3c()) {
      Span caller = telemetry.tracer().spanBuilder("caller").startSpan();
      JsonNode asked;
      List<Span> answeredIn;
      try (Scope scope = caller.makeCurrent();
          Traced.Connection connection =
              Traced.connect(route, McpTelemetry.create(telemetry.openTelemetry()))) {
        asked = connection.call("ask");
        answeredIn = connection.answeredIn;
      } finally {
        caller.end();
      }

      SpanData served = telemetry.span("elicitation/create");
      String askedWith = asked.path("askedWith").asString();
      assertThat(served)
          .hasKind(SpanKind.SERVER)
          .hasTraceId(caller.getSpanContext().getTraceId())
          .hasParentSpanId(askedWith.split("-")[2])
          .hasAttributesSatisfyingExactly(attributes(route));
      org.assertj.core.api.Assertions.assertThat(served.getParentSpanContext().isRemote())
          .as("its parent is the server's span, read from the request")
          .isTrue();
      org.assertj.core.api.Assertions.assertThat(answeredIn)
          .singleElement()
          .satisfies(span -> org.assertj.core.api.Assertions.assertThat(
                  span.getSpanContext().getSpanId())
              .as("the handler ran with the SERVER span current")
              .isEqualTo(served.getSpanId()));
      org.assertj.core.api.Assertions.assertThat(asked.path("answer").asString())
          .isEqualTo("Ada");
    }
  }

  private static List<AttributeAssertion> attributes(Route route) {
    List<AttributeAssertion> attributes = new ArrayList<>(List.of(
        equalTo(McpAttributes.METHOD, "elicitation/create"),
        equalTo(McpAttributes.VERSION, route.version()),
        equalTo(McpAttributes.SERVER_NAME, "traced-server")));
    attributes.addAll(SpansTest.network(route));
    return attributes;
  }
}
