package com.example.app;

import dev.imcp.opentelemetry.McpTelemetry;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import io.opentelemetry.api.OpenTelemetry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The MCP client as a bean, traced through the OpenTelemetry that the extension provides: the one line. */
@ApplicationScoped
public class McpClients {
  // tag::producer[]
  @Produces
  @Singleton
  McpClient everything(
      @ConfigProperty(name = "everything.script") String script, OpenTelemetry openTelemetry) {
    return McpClient.stdio(ServerCommand.of("node", script, "stdio"))
        .observer(McpTelemetry.create(openTelemetry))
        .connect();
  }

  void close(@Disposes McpClient client) {
    client.close();
  }
  // end::producer[]
}
