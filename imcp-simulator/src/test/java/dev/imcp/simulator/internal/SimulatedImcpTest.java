package dev.imcp.simulator.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.simulator.ImcpService;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The simulated tool surface without a process: lists, answers, error texts and the whole-number quirk. */
class SimulatedImcpTest {
  private final SimulatedImcp imcp =
      new SimulatedImcp(ControlState.initial(), new Journal(Optional.empty()));

  private static ObjectNode args(String json) {
    return (ObjectNode) Json.MAPPER.readTree(json);
  }

  private static String text(JsonNode result) {
    return result.get("content").get(0).get("text").asString();
  }

  /** The text of a result iMCP was recorded answering with. */
  private static String sampleText(String resource) {
    return text(Json.resource(resource));
  }

  @Test
  void listsAll26ToolsAndAnswersEachOfThem() {
    JsonNode tools = imcp.toolsList().get("tools");
    assertThat(tools).hasSize(26);
    assertThat(SimulatedImcp.toolNames()).hasSize(26);
    tools.forEach(
        tool -> assertThat(SimulatedImcp.toolNames()).contains(tool.get("name").asString()));
  }

  @Test
  void theSampleResultsComeBackAsIMcpSentThem() {
    ObjectNode result = imcp.callTool("calendars_list", Json.object());
    assertThat(result.get("isError").booleanValue()).isFalse();
    assertThat(text(result)).isEqualTo(sampleText("samples/calendars_list.json"));
  }

  @Test
  void errorTextsAreIMcpsOwn() {
    SimulatedImcp off = new SimulatedImcp(
        ControlState.initial().next(false, EnumSet.allOf(ImcpService.class), Set.of()),
        new Journal(Optional.empty()));
    assertThat(text(off.callTool("weather_current", args("{\"latitude\":1.5,\"longitude\":2.5}"))))
        .isEqualTo(sampleText("samples/error_imcp_disabled.json"));
    assertThat(off.toolsList().get("tools")).isEmpty();

    SimulatedImcp noMessages = new SimulatedImcp(
        ControlState.initial()
            .next(
                true,
                EnumSet.complementOf(EnumSet.of(ImcpService.MESSAGES)),
                Set.of(ImcpService.CALENDAR)),
        new Journal(Optional.empty()));
    assertThat(text(noMessages.callTool("messages_fetch", Json.object())))
        .isEqualTo(sampleText("samples/error_service_not_enabled.json"));
    assertThat(text(noMessages.callTool("events_fetch", Json.object())))
        .isEqualTo(sampleText("samples/error_permission_not_granted.json"));
    assertThat(text(noMessages.callTool("utilities_beep", Json.object())))
        .isEqualTo("Tool not found or service not enabled: utilities_beep");
    assertThat(noMessages.toolsList().get("tools")).hasSize(25);
  }

  @Test
  void wholeCoordinatesAreRejectedAsIMcpRejectsThem() {
    ObjectNode result =
        imcp.callTool("weather_current", args("{\"latitude\":40,\"longitude\":-74.0}"));
    assertThat(result.get("isError").booleanValue()).isTrue();
    assertThat(text(result)).isEqualTo(sampleText("samples/error_invalid_coordinates.json"));
    assertThat(imcp.callTool(
                "weather_current",
                args("{\"latitude\":40.00000000000001,\"longitude\":-74.00000000000001}"))
            .get("isError")
            .booleanValue())
        .isFalse();
  }

  @Test
  void wholeValuesIMcpIgnoresAreJournaled(@TempDir Path dir) {
    Path file = dir.resolve("journal.jsonl");
    SimulatedImcp journaled =
        new SimulatedImcp(ControlState.initial(), new Journal(Optional.of(file)));
    journaled.callTool(
        "maps_search",
        args(
            "{\"query\":\"coffee\",\"region\":{\"latitude\":37,\"longitude\":-122.5,\"radius\":1500}}"));
    journaled.callTool("capture_take_picture", args("{\"quality\":1,\"delay\":0}"));
    journaled.callTool(
        "weather_daily", args("{\"latitude\":37.5,\"longitude\":-122.5,\"days\":3.0}"));

    assertThat(Journal.read(file))
        .extracting(call -> call.ignored())
        .containsExactly(
            java.util.List.of("/region/latitude", "/region/radius"),
            java.util.List.of("/quality", "/delay"),
            java.util.List.of());
  }

  @Test
  void eventsMoveToTheRequestedDays() {
    String events = text(imcp.callTool(
        "events_fetch", args("{\"start\":\"2026-11-23T00:00:00Z\",\"calendars\":[\"Work\"]}")));
    assertThat(events)
        .contains("\"startDate\":\"2026-11-23T09:30:00.000-07:00\"")
        .doesNotContain("Dinner with Alex");
  }
}
