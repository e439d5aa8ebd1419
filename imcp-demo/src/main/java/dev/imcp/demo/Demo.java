package dev.imcp.demo;

import dev.imcp.runtime.InitializeResult;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.error.McpException;
import dev.imcp.sdk.Imcp;
import dev.imcp.sdk.ImcpToolException;
import dev.imcp.sdk.imcp.ContactsSearchRequest;
import dev.imcp.sdk.imcp.EventsFetchRequest;
import dev.imcp.sdk.imcp.ImcpClient;
import dev.imcp.sdk.imcp.MessagesFetchRequest;
import dev.imcp.sdk.imcp.RemindersFetchRequest;
import dev.imcp.sdk.imcp.WeatherCurrentRequest;
import dev.imcp.sdk.model.Event;
import dev.imcp.sdk.model.Person;
import dev.imcp.sdk.model.PlanAction;
import dev.imcp.sdk.model.WeatherConditions;
import dev.imcp.simulator.ImcpService;
import dev.imcp.simulator.ImcpSimulator;
import java.io.PrintStream;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Connects through the generated iMCP SDK and prints a few typed results and one handled error. With no
 * {@code imcp.demo.server} it starts the iMCP simulator; {@code -Dimcp.demo.server=imcp} finds iMCP on this Mac; any
 * other value is a server's command line.
 */
public final class Demo {
  private static final DateTimeFormatter WHEN =
      DateTimeFormatter.ofPattern("EEE d MMM HH:mm", Locale.ENGLISH);

  private final ImcpClient imcp;
  private final PrintStream out;

  private Demo(ImcpClient imcp, PrintStream out) {
    this.imcp = imcp;
    this.out = out;
  }

  public static void main(String[] args) {
    run(System.getProperty("imcp.demo.server", "").strip(), System.out);
  }

  /** Runs the demo against {@code server} (empty: the simulator), printing to {@code out}. */
  public static void run(String server, PrintStream out) {
    Optional<ImcpSimulator> simulator =
        server.isEmpty() ? Optional.of(ImcpSimulator.start()) : Optional.empty();
    try (ImcpClient imcp = connect(server, simulator)) {
      Demo demo = new Demo(imcp, out);
      demo.header(simulator.isPresent());
      demo.section("Upcoming events", demo::events);
      demo.section("Contacts named Jane", demo::contacts);
      demo.section("Weather at 37.7749, -122.4194", demo::weather);
      demo.section("Reminders", demo::reminders);
      demo.serviceSwitchedOff(simulator);
    } finally {
      simulator.ifPresent(ImcpSimulator::close);
    }
  }

  private static ImcpClient connect(String server, Optional<ImcpSimulator> simulator) {
    if (simulator.isPresent()) {
      return Imcp.connect(ServerCommand.of(simulator.get().command()));
    }
    return server.equals("imcp")
        ? Imcp.connect()
        : Imcp.connect(ServerCommand.of(List.of(server.split("\\s+"))));
  }

  private void header(boolean simulated) {
    InitializeResult init = imcp.mcpClient().initializeResult();
    out.printf(
        "Connected to %s %s%s, protocol %s%n",
        init.serverInfo().name(),
        init.serverInfo().version(),
        simulated ? " (the simulator)" : "",
        init.protocolVersion());
  }

  private void section(String title, Runnable body) {
    out.println();
    out.println(title + ":");
    try {
      body.run();
    } catch (McpException e) {
      out.println("  unavailable: " + e.getMessage());
    }
  }

  private void events() {
    OffsetDateTime now = OffsetDateTime.now();
    List<Event> events = imcp.calendar()
        .eventsFetch(
            EventsFetchRequest.builder().start(now).end(now.plusDays(7)).build());
    for (Event event : events) {
      out.printf(
          "  %-16s %s%s%n",
          event.startDate() == null ? "" : WHEN.format(event.startDate()),
          event.name(),
          event.location() == null ? "" : " @ " + event.location());
    }
  }

  private void contacts() {
    for (Person person :
        imcp.contacts().search(ContactsSearchRequest.builder().name("Jane").build())) {
      out.printf("  %-16s %s%n", person.fullName(), String.join(", ", person.telephone()));
    }
  }

  private void weather() {
    WeatherConditions now = imcp.weather()
        .current(WeatherCurrentRequest.builder()
            .latitude(37.7749)
            .longitude(-122.4194)
            .build());
    out.printf(
        "  %s, %s (feels like %s), humidity %s%n",
        now.condition(), now.temperature(), now.apparentTemperature(), now.humidity());
  }

  private void reminders() {
    for (PlanAction reminder :
        imcp.reminders().fetch(RemindersFetchRequest.builder().completed(false).build())) {
      out.printf(
          "  [%s] %s%s%n",
          reminder.completed() ? "x" : " ",
          reminder.name(),
          reminder.scheduledTime() == null
              ? ""
              : " (due " + WHEN.format(reminder.scheduledTime()) + ")");
    }
  }

  /** On the simulator, Messages is switched off first; on a real iMCP, whatever its menu says holds. */
  private void serviceSwitchedOff(Optional<ImcpSimulator> simulator) {
    out.println();
    simulator.ifPresent(s -> {
      out.println("Switching Messages off in the (simulated) iMCP menu, then fetching messages:");
      s.disableService(ImcpService.MESSAGES);
    });
    try {
      int count = imcp.messages()
          .fetch(MessagesFetchRequest.builder().limit(3L).build())
          .messages()
          .size();
      out.println("  Messages is on: " + count + " messages");
    } catch (ImcpToolException e) {
      out.println("  " + e.getClass().getSimpleName() + ": " + e.recovery());
    } catch (McpException e) {
      out.println("  unavailable: " + e.getMessage()); // a server other than iMCP
    }
  }
}
