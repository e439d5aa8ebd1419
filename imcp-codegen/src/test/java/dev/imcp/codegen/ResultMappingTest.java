package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Known result types: what the generated API returns for mapped tools, and what bad mappings say. */
class ResultMappingTest {
  private static final String MODEL = """
      package com.example.model;

      public record Event(String name) {}
      """;

  private static final String PROBE = """
      package com.example.imcp;

      import com.example.model.Event;
      import dev.imcp.runtime.ToolResult;
      import java.util.List;
      import java.util.concurrent.CompletableFuture;

      public class Probe {
        static void api(CalendarService calendar, EventsFetchRequest fetch, EventsCreateRequest create) {
          List<Event> events = calendar.eventsFetch(fetch);
          CompletableFuture<List<Event>> later = calendar.eventsFetchAsync(fetch);
          Event created = calendar.eventsCreate(create);
          ToolResult raw = calendar.eventsFetchRaw(fetch);
          CompletableFuture<ToolResult> rawLater = calendar.calendarsListRawAsync();
          dev.imcp.runtime.CallOptions options = dev.imcp.runtime.CallOptions.defaults();
          ToolResult rawWithOptions = calendar.eventsFetchRaw(fetch, options);
          CompletableFuture<ToolResult> rawLaterWithOptions = calendar.calendarsListRawAsync(options);
          ToolResult unmapped = calendar.calendarsList();
        }

        public static Object run() {
          return "compiled";
        }
      }
      """;

  private static final GeneratorOptions OPTIONS = GeneratorOptions.builder("com.example.imcp")
      .clientName("ImcpClient")
      .serviceRule(ServiceRule.parse("calendars_*=calendar"))
      .serviceRule(ServiceRule.parse("events_*=calendar"))
      .resultMapping(ResultMapping.parse("events_fetch=com.example.model.Event[]"))
      .resultMapping(ResultMapping.parse("events_create = com.example.model.Event"))
      .resultMapping(ResultMapping.parse("calendars_list=com.example.model.Event[]"))
      .resultMapping(ResultMapping.parse("calendars_list=dev.imcp.runtime.ToolResult"))
      .build();

  @Test
  void mappedToolsReturnTheirTypeAndKeepTheRawResultReachable(@TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        "imcp-tools-list.json",
        OPTIONS,
        Map.of("com.example.model.Event", MODEL, "com.example.imcp.Probe", PROBE),
        dir);

    assertThat(sdk.run("com.example.imcp.Probe")).isEqualTo("compiled");
    assertThat(sdk.file("CalendarServiceImpl"))
        .contains(
            "private static final ResultType<List<Event>> EVENTS_FETCH_RESULT = ResultType.listOf(Event.class);")
        .contains(
            "return tools.callTool(\"events_fetch\", request, this.options.withOverrides(options), EVENTS_FETCH_RESULT);")
        .contains(
            "return tools.callTool(\"events_fetch\", request, this.options.withOverrides(options));");
    // The description once per tool; each overload links to the method that has it.
    assertThat(sdk.file("CalendarService"))
        .containsOnlyOnce("Get events from the calendar with flexible filtering options")
        .contains("as {@link #eventsFetch(EventsFetchRequest)} does")
        .contains("return eventsFetchRaw(request, CallOptions.defaults());");
  }

  @Test
  void mappingsAreWrittenToolEqualsType() {
    assertThat(ResultMapping.parse("events_fetch=com.example.Event[]"))
        .isEqualTo(new ResultMapping("events_fetch", "com.example.Event", true));
    assertThatThrownBy(() -> ResultMapping.parse("events_fetch"))
        .hasMessageStartingWith("A result mapping is written tool=com.example.Type");
    assertThatThrownBy(() -> ResultMapping.parse("events_fetch=Event"))
        .hasMessage(
            "Result mapping for tool events_fetch: not a fully qualified class name: 'Event'; write one class with "
                + "its package, such as com.example.Event (com.example.Event[] for a JSON array)");
    assertThatThrownBy(() -> ResultMapping.parse("events_fetch=com.example.List<Event>"))
        .hasMessage(
            "Result mapping for tool events_fetch: not a fully qualified class name: 'com.example.List<Event>'; "
                + "write one class with its package, such as com.example.Event (com.example.Event[] for a JSON array)");
  }

  @Test
  void aClassNameThatDoesNotReadAsPackageAndClassIsRefused() {
    assertThatThrownBy(() -> ResultMapping.parse("events_fetch=com.example.event"))
        .hasMessage(
            "Result mapping for tool events_fetch: 'com.example.event' does not read as package.Class "
                + "(packages lower case, classes capitalised)");
    assertThat(ResultMapping.parse("a=com.example.Outer.Inner").className())
        .isEqualTo("com.example.Outer.Inner");
  }

  @Test
  void aMappingForAToolTheSnapshotLacksIsAWarning() {
    GeneratorOptions options = GeneratorOptions.builder("com.example.imcp")
        .resultMapping(ResultMapping.parse("gone=com.example.Gone"))
        .build();

    assertThat(Generator.generate(CompiledSdk.snapshot("imcp-tools-list.json"), options)
            .warnings())
        .anyMatch(warning ->
            warning.toString().contains("gone") && warning.message().contains("result mapping"));
  }
}
