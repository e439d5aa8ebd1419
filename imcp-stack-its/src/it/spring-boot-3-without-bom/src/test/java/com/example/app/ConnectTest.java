package com.example.app;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import org.junit.jupiter.api.Test;

class ConnectTest {
  @Test
  void connectingSaysWhichJacksonAnnotationsToManage() {
    ServerCommand server =
        ServerCommand.of("node", System.getProperty("everything.script"), "stdio");

    assertThatThrownBy(() -> McpClient.stdio(server).connect())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith(
            "com.fasterxml.jackson.core:jackson-annotations 2.19.2 is on the class path, which is older than the"
                + " Jackson 3 there can run with")
        .hasMessageEndingWith(
            "import dev.imcp:imcp-bom in <dependencyManagement> before it, or manage"
                + " com.fasterxml.jackson.core:jackson-annotations 2.22 yourself");
  }
}
