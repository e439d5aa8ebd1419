package dev.imcp.docs;

import dev.imcp.opentelemetry.McpTelemetry;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import io.opentelemetry.api.OpenTelemetry;

/** docs/observability.md's code. */
class ObservabilitySamples {
  McpClient oneLine(OpenTelemetry openTelemetry) {
    // tag::one-line[]
    McpClient client = McpClient.stdio(ServerCommand.of("node", "server.js"))
        .observer(McpTelemetry.create(openTelemetry))   // the OpenTelemetry your application built
        .connect();
    // end::one-line[]
    return client;
  }
}
