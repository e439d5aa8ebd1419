package dev.imcp.simulator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SimulatedSessionTest {
  private static final String NOT_STARTED = "The simulated session is not started: register it with"
      + " @RegisterExtension on a static field, and use it in the class's tests";

  @RegisterExtension
  static final SimulatedSession<RawClient> SESSION = SimulatedSession.connecting(RawClient::start);

  @Test
  void theClientTalksToTheSimulatorWhoseJournalTheSessionReads() throws Exception {
    RawClient client = SESSION.client();
    assertThatThrownBy(SESSION::lastCall)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("The simulator has answered no tools/call yet");

    client.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
        + "\"protocolVersion\":\"2025-03-26\",\"capabilities\":{},"
        + "\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}");
    assertThat(client.receive()).contains("\"serverInfo\":{\"name\":\"iMCP\"");
    client.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
    client.send(
        "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{"
            + "\"name\":\"weather_current\",\"arguments\":{\"latitude\":37.77,\"longitude\":-122.42}}}");
    assertThat(client.receive()).contains("\"id\":2").contains("\"isError\":false");

    assertThat(SESSION.lastCall()).satisfies(call -> {
      assertThat(call.tool()).isEqualTo("weather_current");
      assertThat(call.arguments()).isEqualTo("{\"latitude\":37.77,\"longitude\":-122.42}");
      assertThat(call.error()).isEmpty();
    });
    assertThat(SESSION.simulator().calls()).hasSize(1);
  }

  @Test
  void afterTheClassTheClientIsClosedAndTheSimulatorsFilesAreGone() throws Exception {
    AtomicReference<List<String>> command = new AtomicReference<>();
    SimulatedSession<RawClient> session = SimulatedSession.connecting(words -> {
      command.set(words);
      return RawClient.start(words);
    });
    session.beforeAll(null);
    RawClient client = session.client();
    assertThat(client.isRunning()).isTrue();
    Path control = control(command.get());
    assertThat(control).exists();

    session.afterAll(null);

    assertThat(client.isRunning())
        .as("the simulator exits when its client closes")
        .isFalse();
    assertThat(control.getParent()).doesNotExist();
    assertThatThrownBy(session::client)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(NOT_STARTED);
  }

  @Test
  void aClientThatCannotConnectLeavesNoSimulatorBehind() {
    AtomicReference<List<String>> command = new AtomicReference<>();
    SimulatedSession<RawClient> session = SimulatedSession.connecting(words -> {
      command.set(words);
      throw new IllegalStateException("no such server");
    });

    assertThatThrownBy(() -> session.beforeAll(null)).hasMessage("no such server");

    assertThat(Files.exists(control(command.get()).getParent())).isFalse();
    assertThatThrownBy(session::simulator)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(NOT_STARTED);
  }

  @Test
  void outsideATestClassTheSessionIsNotStarted() {
    SimulatedSession<RawClient> unregistered = SimulatedSession.connecting(RawClient::start);

    assertThatThrownBy(unregistered::client)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(NOT_STARTED);
    assertThatThrownBy(unregistered::lastCall)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(NOT_STARTED);
  }

  private static Path control(List<String> command) {
    return Path.of(command.get(command.indexOf("--control") + 1));
  }
}
