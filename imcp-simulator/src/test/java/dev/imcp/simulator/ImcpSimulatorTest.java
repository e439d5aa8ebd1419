package dev.imcp.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/** The simulator as a real process, spoken to line by line without any MCP client library. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
@ExtendWith(ImcpSimulatorExtension.class)
class ImcpSimulatorTest {
  private static final String INITIALIZE =
      "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"%s\","
          + "\"capabilities\":{},\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}\n";

  @Test
  void answersInitializeAsIMcpDoesAndSwitchesServicesLive(ImcpSimulator simulator)
      throws Exception {
    Process process = started(simulator);
    try (OutputStream in = process.getOutputStream();
        BufferedReader out = new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      in.write(INITIALIZE.formatted("2025-11-25").getBytes(StandardCharsets.UTF_8));
      in.flush();
      assertThat(out.readLine())
          .contains("\"protocolVersion\":\"2025-03-26\"")
          .contains("\"serverInfo\":{\"name\":\"iMCP\",\"version\":\"1.3.0\"}")
          .contains("\"capabilities\":{\"tools\":{\"listChanged\":true}}");
      // The SDK's session, unlike iMCP, serves requests only after the client says it is
      // initialized.
      in.write("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n"
          .getBytes(StandardCharsets.UTF_8));
      in.flush();

      simulator.disableService(ImcpService.WEATHER);
      assertThat(out.readLine())
          .isEqualTo("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/tools/list_changed\"}");
      in.write(
          "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"weather_current\",\"arguments\":{}}}\n"
              .getBytes(StandardCharsets.UTF_8));
      in.flush();
      assertThat(out.readLine())
          .contains("Tool not found or service not enabled: weather_current")
          .contains("\"isError\":true");
    }
    assertThat(process.waitFor(10, TimeUnit.SECONDS))
        .as("exits when stdin closes")
        .isTrue();
    assertThat(simulator.calls())
        .singleElement()
        .satisfies(call -> assertThat(call.error()).isPresent());
  }

  @Test
  void anApprovalDelayHoldsBackTheInitializeAnswer() throws Exception {
    try (ImcpSimulator simulator =
        ImcpSimulator.builder().approvalDelay(Duration.ofMillis(1500)).build()) {
      Process process = started(simulator);
      try (OutputStream in = process.getOutputStream();
          BufferedReader out = new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        long start = System.nanoTime();
        in.write(INITIALIZE.formatted("2024-11-05").getBytes(StandardCharsets.UTF_8));
        in.flush();
        assertThat(out.readLine()).contains("\"protocolVersion\":\"2024-11-05\"");
        assertThat(Duration.ofNanos(System.nanoTime() - start))
            .isGreaterThanOrEqualTo(Duration.ofMillis(1500));
      }
      process.waitFor(10, TimeUnit.SECONDS);
    }
  }

  @Test
  void changesWithoutARunningSimulatorDoNotWait() {
    try (ImcpSimulator simulator = ImcpSimulator.start()) {
      simulator.disableImcp();
      simulator.enableImcp();
      assertThat(simulator.calls()).isEmpty();
    }
  }

  /** The simulator's process, its stderr discarded: the tests speak to it raw over stdin and stdout. */
  private static Process started(ImcpSimulator simulator) throws java.io.IOException {
    return new ProcessBuilder(simulator.command())
        .redirectError(ProcessBuilder.Redirect.DISCARD)
        .start();
  }
}
