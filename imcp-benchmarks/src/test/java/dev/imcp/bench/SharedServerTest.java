package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.node.ObjectNode;

/**
 * The harness's Streamable HTTP clients take turns on one server: a client's JVM starts no server of its own, its calls
 * reach the shared one, and the server's CPU per call in a throughput round is the shared server's.
 */
class SharedServerTest {
  @Test
  @Timeout(value = 2, unit = TimeUnit.MINUTES)
  void anHttpClientsJvmCallsTheSharedServerAndStartsNone() throws Exception {
    try (SharedServer shared = SharedServer.forClients(List.of("raw", "http-raw"));
        ClientProcess process = ClientProcess.start("http-raw", shared.jvmOptions("http-raw"))) {
      assertThat(process.result().path("launchToFirstCallMs").asDouble()).isPositive();

      assertThat(process.handle().descendants().toList())
          .as("no server of its own")
          .isEmpty();
      List<ProcessHandle> servers = shared.servers("http-raw", process.handle());
      assertThat(servers).hasSize(1);
      assertThat(servers.get(0).isAlive()).isTrue();
      ObjectNode round = shared.round("http-raw", 200, client -> process.command("threads 8 200"));
      assertThat(round.path("failedCalls").asDouble()).isZero();
      assertThat(round.path("serverCpuPerCallUs").asDouble())
          .as("the shared server worked for the round")
          .isPositive();
    }
  }

  @Test
  void stdioClientsKeepTheirOwnServers() {
    try (SharedServer shared = SharedServer.forClients(List.of("raw", "untyped"))) {
      assertThat(shared.jvmOptions("raw")).isEmpty();
      assertThat(shared.servers("raw", ProcessHandle.current()))
          .isEqualTo(ProcessHandle.current().descendants().toList());
    }
  }
}
