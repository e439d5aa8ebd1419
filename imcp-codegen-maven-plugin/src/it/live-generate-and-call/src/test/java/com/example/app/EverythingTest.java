package com.example.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.everything.EchoRequest;
import com.example.everything.EverythingClient;
import com.example.everything.GetSumRequest;
import dev.imcp.runtime.ServerCommand;
import org.junit.jupiter.api.Test;

/** The SDK generated from the live server, calling it through the typed API. */
class EverythingTest {
  @Test
  void echoesAndAddsThroughTheTypedApi() {
    String server = System.getProperty("imcp.testServers")
        + "/@modelcontextprotocol/server-everything/dist/index.js";
    try (EverythingClient client =
        EverythingClient.connect(ServerCommand.of("node", server, "stdio"))) {
      assertEquals("Echo: typed", client.tools().echo(EchoRequest.of("typed")).text());
      assertTrue(client
          .tools()
          .getSum(GetSumRequest.builder().a(2.0).b(40.0).build())
          .text()
          .contains("42"));
    }
  }
}
