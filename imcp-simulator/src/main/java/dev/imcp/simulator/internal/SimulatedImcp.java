package dev.imcp.simulator.internal;

import dev.imcp.simulator.ImcpService;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * iMCP's tool surface without any transport: {@code tools/list} filtered by the switches, {@code tools/call} answered
 * with iMCP's results and its exact error texts. Thread-safe: the state is replaced whole.
 */
public final class SimulatedImcp {
  static final String DISABLED = "iMCP is currently disabled. Please enable it to use tools.";
  static final String NOT_FOUND = "Tool not found or service not enabled: ";

  private static final Map<String, Function<Arguments, ObjectNode>> TOOLS = tools();

  private final ArrayNode allTools =
      (ArrayNode) Json.resource("tools-list.json").get("tools");
  private final Journal journal;
  private volatile ControlState state;

  public SimulatedImcp(ControlState state, Journal journal) {
    this.state = state;
    this.journal = journal;
  }

  private static Map<String, Function<Arguments, ObjectNode>> tools() {
    Map<String, Function<Arguments, ObjectNode>> tools = new LinkedHashMap<>();
    tools.put("calendars_list", CalendarAnswers::calendarsList);
    tools.put("events_fetch", CalendarAnswers::eventsFetch);
    tools.put("events_create", CalendarAnswers::eventsCreate);
    tools.put("capture_take_picture", CaptureAnswers::picture);
    tools.put("capture_record_audio", CaptureAnswers::audio);
    tools.put("capture_take_screenshot", CaptureAnswers::screenshot);
    tools.put("contacts_me", PeopleAnswers::me);
    tools.put("contacts_search", PeopleAnswers::search);
    tools.put("contacts_update", PeopleAnswers::update);
    tools.put("contacts_create", PeopleAnswers::create);
    tools.put("location_current", PlacesAnswers::locationCurrent);
    tools.put("location_geocode", PlacesAnswers::geocode);
    tools.put("location_reverse-geocode", PlacesAnswers::reverseGeocode);
    tools.put("maps_search", PlacesAnswers::search);
    tools.put("maps_directions", PlacesAnswers::directions);
    tools.put("maps_explore", PlacesAnswers::explore);
    tools.put("maps_eta", PlacesAnswers::eta);
    tools.put("maps_generate", PlacesAnswers::generate);
    tools.put("messages_fetch", PeopleAnswers::messages);
    tools.put("reminders_lists", CalendarAnswers::remindersLists);
    tools.put("reminders_fetch", CalendarAnswers::remindersFetch);
    tools.put("reminders_create", CalendarAnswers::remindersCreate);
    tools.put("weather_current", WeatherAnswers::current);
    tools.put("weather_daily", WeatherAnswers::daily);
    tools.put("weather_hourly", WeatherAnswers::hourly);
    tools.put("weather_minute", WeatherAnswers::minute);
    return Map.copyOf(tools);
  }

  public ControlState state() {
    return state;
  }

  public void apply(ControlState next) {
    state = next;
  }

  /** The tools of the services switched on, in iMCP's order; none while iMCP is off. */
  public ObjectNode toolsList() {
    ControlState now = state;
    ArrayNode listed = Json.array();
    for (JsonNode tool : allTools) {
      Optional<ImcpService> service = ImcpService.ofTool(tool.get("name").asString());
      if (now.imcpOn() && service.isPresent() && now.enabled().contains(service.get())) {
        listed.add(tool);
      }
    }
    ObjectNode result = Json.object();
    result.set("tools", listed);
    return result;
  }

  public ObjectNode callTool(String name, ObjectNode arguments) {
    Arguments read = new Arguments(arguments);
    ObjectNode result;
    try {
      result = answer(name, read);
    } catch (ToolFailure failure) {
      result = Results.error(failure.getMessage());
    }
    boolean isError = result.get("isError").booleanValue();
    journal.record(
        name,
        arguments,
        read.ignored(),
        isError
            ? Optional.of(result.get("content").get(0).get("text").asString())
            : Optional.empty());
    return result;
  }

  private ObjectNode answer(String name, Arguments arguments) {
    ControlState now = state;
    if (!now.imcpOn()) {
      throw new ToolFailure(DISABLED);
    }
    Optional<ImcpService> service = ImcpService.ofTool(name);
    if (service.isEmpty() || !now.enabled().contains(service.get()) || !TOOLS.containsKey(name)) {
      throw new ToolFailure(NOT_FOUND + name);
    }
    if (now.denied().contains(service.get())) {
      Permissions.deniedText(service.get()).ifPresent(text -> {
        throw new ToolFailure(text);
      });
    }
    return TOOLS.get(name).apply(arguments);
  }

  /** The names of every tool this simulator answers, for tests. */
  public static List<String> toolNames() {
    return TOOLS.keySet().stream().sorted().toList();
  }
}
