package com.example.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.example.modern.EchoRequest;
import com.example.modern.ModernClient;
import dev.imcp.runtime.ServerCommand;
import org.junit.jupiter.api.Test;

/** The SDK generated from a 2026-07-28 server, calling it through the typed API in that revision. */
class ModernTest {
  @Test
  void echoesThroughTheTypedApi() {
    String server = System.getProperty("imcp.testServers") + "/../modern-server.mjs";
    try (ModernClient client = ModernClient.connect(ServerCommand.of("node", server, "reject"))) {
      assertEquals("2026-07-28", client.mcpClient().protocolVersion());
      assertEquals("Echo: typed", client.tools().echo(EchoRequest.of("typed")).text());
    }
  }
}
