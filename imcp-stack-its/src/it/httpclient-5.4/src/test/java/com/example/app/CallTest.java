package com.example.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.example.everything.EchoRequest;
import com.example.everything.EverythingClient;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.stub.DriftPolicy;
import java.net.URI;
import org.junit.jupiter.api.Test;

class CallTest {
  @Test
  void callsOverStreamableHttp() {
    McpClient client = McpClient.http(URI.create(System.getProperty("everything.url")))
        .bearerToken("imcp-it-token-4d2b")
        .connect();
    try (EverythingClient everything = EverythingClient.of(client, DriftPolicy.LOG)) {
      assertEquals(
          "Echo: over HTTP",
          everything.tools().echo(EchoRequest.of("over HTTP")).text());
    }
  }

  @Test
  void callsOverStdio() {
    ServerCommand server =
        ServerCommand.of("node", System.getProperty("everything.script"), "stdio");
    try (EverythingClient everything = EverythingClient.connect(server)) {
      assertEquals(
          "Echo: over stdio",
          everything.tools().echo(EchoRequest.of("over stdio")).text());
    }
  }
}
