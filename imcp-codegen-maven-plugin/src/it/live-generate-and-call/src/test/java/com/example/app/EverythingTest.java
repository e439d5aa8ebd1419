package com.example.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.everything.EchoRequest;
import com.example.everything.EverythingClient;
import com.example.everything.EverythingClientResources;
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

  @Test
  void readsAStaticResourceAndATemplatedOneThroughTheGeneratedUris() {
    String server = System.getProperty("imcp.testServers")
        + "/@modelcontextprotocol/server-everything/dist/index.js";
    try (EverythingClient client =
        EverythingClient.connect(ServerCommand.of("node", server, "stdio"))) {
      String uri = EverythingClientResources.dynamicTextResource("7");
      assertEquals("demo://resource/dynamic/text/7", uri);
      assertEquals(
          uri,
          client.mcpClient().readResource(uri).contents().get(0).uri());
      String doc = EverythingClientResources.ARCHITECTURE_MD;
      assertEquals(
          doc,
          client.mcpClient().readResource(doc).contents().get(0).uri());
    }
  }
}
