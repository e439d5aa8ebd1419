package com.example.app;

import com.example.everything.EverythingClient;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.stub.DriftPolicy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.net.URI;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The generated client as beans: one talks to the server as a child process, one over Streamable HTTP. */
@ApplicationScoped
public class McpClients {
  @Produces
  @Singleton
  @Named("stdio")
  EverythingClient stdio(@ConfigProperty(name = "everything.script") String script) {
    return EverythingClient.connect(ServerCommand.of("node", script, "stdio"));
  }

  @Produces
  @Singleton
  @Named("http")
  EverythingClient http(@ConfigProperty(name = "everything.url") String url) {
    McpClient client =
        McpClient.http(URI.create(url)).bearerToken("imcp-it-token-4d2b").connect();
    return EverythingClient.of(client, DriftPolicy.LOG);
  }

  void close(@Disposes @Named("stdio") EverythingClient client) {
    client.close();
  }

  void closeHttp(@Disposes @Named("http") EverythingClient client) {
    client.close();
  }
}
