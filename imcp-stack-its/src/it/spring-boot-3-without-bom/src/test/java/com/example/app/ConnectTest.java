package com.example.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ConnectTest {
  @Test
  void connectingSaysWhichJacksonAnnotationsToManage() throws Exception {
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

    // The server starts before the check (it overlaps the check's class loading): a failed check
    // must stop it.
    List<ProcessHandle> servers = ProcessHandle.current().children().toList();
    assertThat(servers).as("the server, started before the check").isNotEmpty();
    for (ProcessHandle started : servers) {
      started.onExit().get(30, TimeUnit.SECONDS);
    }
    assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive))
        .isEmpty();
  }
}
