package dev.imcp.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.ServerCommand;
import dev.imcp.sdk.Imcp;
import dev.imcp.sdk.PermissionMissingException;
import dev.imcp.sdk.imcp.ImcpClient;
import dev.imcp.sdk.imcp.WeatherCurrentRequest;
import dev.imcp.sdk.model.CalendarInfo;
import dev.imcp.sdk.model.Person;
import dev.imcp.sdk.model.WeatherConditions;
import dev.imcp.simulator.ImcpService;
import dev.imcp.simulator.ImcpSimulator;
import dev.imcp.simulator.ImcpSimulatorExtension;
import dev.imcp.simulator.SimulatedCall;
import dev.imcp.simulator.SimulatedSession;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/** docs/imcp.md's code. */
class ImcpSamples {
  void connect() {
    // tag::connect[]
    try (ImcpClient imcp = Imcp.connect()) {          // finds imcp-server (see ImcpServer), or says where it looked
        List<CalendarInfo> calendars = imcp.calendar().calendarsList();
        WeatherConditions weather = imcp.weather().current(
            WeatherCurrentRequest.builder().latitude(37.0).longitude(-122.0).build());
        Person me = imcp.contacts().me();
    } catch (PermissionMissingException e) {           // "Give iMCP Full Access in System Settings › Privacy …"
        System.err.println(e.getMessage());
    }
    // end::connect[]
  }

  static class Extension {
    // tag::extension[]
    @ExtendWith(ImcpSimulatorExtension.class)
    class MyTest {
      @Test
      void worksWithoutAMac(ImcpSimulator simulator) {
        try (ImcpClient imcp = Imcp.connect(ServerCommand.of(simulator.command()))) {
          imcp.weather().current(                                // answered as iMCP would
              WeatherCurrentRequest.builder().latitude(37.77).longitude(-122.42).build());
          simulator.disableService(ImcpService.MESSAGES);        // tools leave tools/list; list_changed is sent
          simulator.denyPermission(ImcpService.CALENDAR);        // "Calendar access not authorized"
          simulator.disableImcp();                               // "iMCP is currently disabled…"
          List<SimulatedCall> calls = simulator.calls();         // what it received, and arguments iMCP would ignore
        }
      }
    }
    // end::extension[]
  }

  static class Session {
    // tag::session[]
    class MyTest {
      @RegisterExtension
      static final SimulatedSession<ImcpClient> SESSION =
          SimulatedSession.connecting(command -> Imcp.connect(ServerCommand.of(command)));

      @Test
      void fetchesTheWeather() {
        SESSION.client().weather().current(
            WeatherCurrentRequest.builder().latitude(37.77).longitude(-122.42).build());
        assertThat(SESSION.lastCall().tool()).isEqualTo("weather_current");   // SESSION.simulator() for the switches
      }
    }
    // end::session[]
  }
}
