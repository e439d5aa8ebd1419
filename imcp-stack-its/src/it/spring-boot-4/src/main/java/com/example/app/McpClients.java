package com.example.app;

import com.example.everything.EverythingClient;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.stub.DriftPolicy;
import java.net.URI;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The generated client as beans: one talks to the server as a child process, one over Streamable HTTP. */
@Configuration(proxyBeanMethods = false)
public class McpClients {
  @Bean
  EverythingClient stdioEverything(@Value("${everything.script}") String script) {
    return EverythingClient.connect(ServerCommand.of("node", script, "stdio"));
  }

  @Bean
  EverythingClient httpEverything(@Value("${everything.url}") String url) {
    McpClient client =
        McpClient.http(URI.create(url)).bearerToken("imcp-it-token-4d2b").connect();
    return EverythingClient.of(client, DriftPolicy.LOG);
  }
}
