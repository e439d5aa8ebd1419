package dev.imcp.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.sdk.imcp.CaptureTakePictureRequest;
import dev.imcp.sdk.imcp.ContactsSearchRequest;
import dev.imcp.sdk.imcp.EventsFetchRequest;
import dev.imcp.sdk.imcp.ImcpClient;
import dev.imcp.sdk.imcp.MessagesFetchRequest;
import dev.imcp.sdk.imcp.RemindersFetchRequest;
import dev.imcp.sdk.imcp.WeatherCurrentRequest;
import dev.imcp.simulator.ImcpService;
import dev.imcp.simulator.ImcpSimulator;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Each of iMCP's error texts, produced by the simulator, becomes its exception with recovery steps. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ImcpErrorsTest {

  @Test
  void aServiceSwitchedOffIsServiceNotEnabledAndItsToolsLeaveTheList() throws Exception {
    try (ImcpSimulator simulator = ImcpSimulator.start();
        ImcpClient imcp = Imcp.connect(ServerCommand.of(simulator.command()))) {
      simulator.disableService(ImcpService.MESSAGES);
      awaitService(imcp, "messages", false);

      assertThatThrownBy(
              () -> imcp.messages().fetch(MessagesFetchRequest.builder().build()))
          .isInstanceOfSatisfying(ServiceNotEnabledException.class, e -> {
            assertThat(e.service()).isEqualTo("Messages");
            assertThat(e.recovery()).isEqualTo("Open iMCP from the menu bar and turn on Messages.");
            assertThat(e.text()).isEqualTo("Tool not found or service not enabled: messages_fetch");
          })
          .hasMessage(
              "The Messages service is not enabled in iMCP, so tool messages_fetch is unavailable. Open iMCP from the "
                  + "menu bar and turn on Messages. (iMCP said: Tool not found or service not enabled: messages_fetch)");

      simulator.enableService(ImcpService.MESSAGES);
      awaitService(imcp, "messages", true);
      assertThat(imcp.messages().fetch(MessagesFetchRequest.builder().build()).messages())
          .isNotEmpty();
    }
  }

  @Test
  void iMcpSwitchedOffIsImcpDisabled() {
    try (ImcpSimulator simulator = ImcpSimulator.builder().imcpEnabled(false).build();
        ImcpClient imcp = Imcp.connect(ServerCommand.of(simulator.command()))) {
      assertThat(imcp.serviceStatus()).doesNotContainValue(true);
      assertThatThrownBy(() -> imcp.weather()
              .current(WeatherCurrentRequest.builder()
                  .latitude(37.5)
                  .longitude(-122.5)
                  .build()))
          .isInstanceOfSatisfying(
              ImcpDisabledException.class,
              e ->
                  assertThat(e.recovery()).isEqualTo("Open iMCP from the menu bar and turn it on."))
          .hasMessageStartingWith("iMCP is switched off.");
    }
  }

  @Test
  void eachMissingPermissionNamesTheSetting() {
    try (ImcpSimulator simulator =
            ImcpSimulator.builder().deniedPermissions(ImcpService.values()).build();
        ImcpClient imcp = Imcp.connect(ServerCommand.of(simulator.command()))) {
      Map<String, Runnable> calls = Map.of(
          "Calendars",
              () -> imcp.calendar().eventsFetch(EventsFetchRequest.builder().build()),
          "Reminders",
              () -> imcp.reminders().fetch(RemindersFetchRequest.builder().build()),
          "Location Services", () -> imcp.location().current(),
          "Camera",
              () ->
                  imcp.capture().takePicture(CaptureTakePictureRequest.builder().build()),
          "Contacts",
              () -> imcp.contacts()
                  .search(ContactsSearchRequest.builder().name("x").build()),
          "Messages", () -> imcp.messages().fetch(MessagesFetchRequest.builder().build()));
      calls.forEach((permission, call) -> assertThatThrownBy(call::run)
          .isInstanceOfSatisfying(
              PermissionMissingException.class,
              e -> assertThat(e.permission()).isEqualTo(permission)));
      assertThatThrownBy(() -> imcp.calendar().calendarsList())
          .hasMessageContaining(
              "Give iMCP Full Access in System Settings › Privacy & Security › Calendars.");
      assertThat(imcp.weather()
              .current(WeatherCurrentRequest.builder()
                  .latitude(37.5)
                  .longitude(-122.5)
                  .build())
              .condition())
          .as("Weather needs no permission")
          .isNotBlank();
    }
  }

  @Test
  void otherErrorsStayPlainToolErrors() {
    try (ImcpSimulator simulator = ImcpSimulator.start();
        ImcpClient imcp = Imcp.connect(ServerCommand.of(simulator.command()))) {
      assertThatThrownBy(() -> imcp.mcpClient()
              .callTool("weather_current", Map.of("latitude", 40, "longitude", -74)))
          .isExactlyInstanceOf(ToolErrorException.class)
          .hasMessageContaining("Invalid coordinates");
      assertThatThrownBy(() -> imcp.mcpClient().callTool("utilities_beep", Map.of("sound", "Ping")))
          .isInstanceOfSatisfying(
              ServiceNotEnabledException.class,
              e -> assertThat(e.service()).isEqualTo("utilities"));
    }
  }

  private static void awaitService(ImcpClient imcp, String service, boolean on) {
    await()
        .atMost(Duration.ofSeconds(10))
        .untilAsserted(() -> assertThat(imcp.serviceStatus()).containsEntry(service, on));
  }
}
