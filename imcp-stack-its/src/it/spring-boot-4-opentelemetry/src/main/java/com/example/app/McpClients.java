package com.example.app;

import dev.imcp.opentelemetry.McpTelemetry;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import io.opentelemetry.api.OpenTelemetry;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The MCP client as a bean, traced through the OpenTelemetry that Boot's starter provides: the one line. */
@Configuration(proxyBeanMethods = false)
public class McpClients {
  @Bean(destroyMethod = "close")
  McpClient everything(@Value("${everything.script}") String script, OpenTelemetry openTelemetry) {
    return McpClient.stdio(ServerCommand.of("node", script, "stdio"))
        .observer(McpTelemetry.create(openTelemetry))
        .connect();
  }
}
