package dev.imcp.simulator.internal;

import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Calendars, events and reminders: the sample results, moved to the dates asked for and filtered as iMCP filters. */
final class CalendarAnswers {
  private CalendarAnswers() {}

  static ObjectNode calendarsList(Arguments arguments) {
    return Results.text(Json.sampleText("calendars_list"));
  }

  /** The sample events, moved so that the first one falls on the requested start day. */
  static ObjectNode eventsFetch(Arguments arguments) {
    ArrayNode events = (ArrayNode) Json.sampleText("events_fetch");
    Optional<OffsetDateTime> start = Arguments.dateTime(arguments.string("start"));
    long days = start
        .map(from -> ChronoUnit.DAYS.between(
            OffsetDateTime.parse(events.get(0).get("startDate").asString()).toLocalDate(),
            from.toLocalDate()))
        .orElse(0L);
    List<String> calendars = arguments.strings("calendars");
    Optional<String> query = arguments.string("query");
    ArrayNode answer = Json.array();
    for (JsonNode event : events) {
      ObjectNode moved = ((ObjectNode) event).deepCopy();
      for (String field : List.of("startDate", "endDate")) {
        moved.put(
            field,
            Results.date(OffsetDateTime.parse(event.get(field).asString()).plusDays(days)));
      }
      boolean inCalendars =
          calendars.isEmpty() || calendars.contains(event.get("calendar").asString());
      boolean matches = query
          .map(q -> event.get("name").asString().toLowerCase().contains(q.toLowerCase()))
          .orElse(true);
      if (inCalendars && matches) {
        answer.add(moved);
      }
    }
    return Results.text(answer);
  }

  static ObjectNode eventsCreate(Arguments arguments) {
    OffsetDateTime start = Arguments.dateTime(arguments.string("start"))
        .orElseThrow(
            () -> new ToolFailure("Error: invalidParameters(\"Invalid start date format\")"));
    OffsetDateTime end = Arguments.dateTime(arguments.string("end"))
        .orElseThrow(
            () -> new ToolFailure("Error: invalidParameters(\"Invalid end date format\")"));
    checkProximityAlarms(arguments);
    ObjectNode event = Json.object()
        .put("@type", "Event")
        .put("calendar", arguments.string("calendar").orElse("Calendar"))
        .put("endDate", Results.date(end))
        .put("name", arguments.string("title").orElse(""))
        .put("startDate", Results.date(start));
    arguments.string("location").ifPresent(location -> event.put("location", location));
    arguments.string("url").ifPresent(url -> event.put("url", url));
    return Results.text(Results.rooted(event));
  }

  /** A proximity alarm whose coordinates arrive whole is dropped by iMCP without a word. */
  private static void checkProximityAlarms(Arguments arguments) {
    JsonNode alarms = arguments.json().get("alarms");
    if (alarms == null || !alarms.isArray()) {
      return;
    }
    for (int i = 0; i < alarms.size(); i++) {
      JsonNode alarm = alarms.get(i);
      if ("proximity".equals(alarm.path("type").asString(""))) {
        for (String field : List.of("latitude", "longitude")) {
          if (alarm.has(field) && Arguments.asDouble(alarm.get(field)).isEmpty()) {
            arguments.ignore("/alarms/" + i + "/" + field);
          }
        }
      }
    }
  }

  static ObjectNode remindersLists(Arguments arguments) {
    ArrayNode lists = Json.array();
    lists
        .addObject()
        .put("color", "orange")
        .put("isEditable", true)
        .put("isSubscribed", false)
        .put("source", "iCloud")
        .put("title", "Errands");
    lists
        .addObject()
        .put("color", "blue")
        .put("isEditable", true)
        .put("isSubscribed", false)
        .put("source", "iCloud")
        .put("title", "Reminders");
    return Results.text(lists);
  }

  static ObjectNode remindersFetch(Arguments arguments) {
    List<String> lists = arguments.strings("lists");
    ArrayNode answer = Json.array();
    for (JsonNode reminder : Json.sampleText("reminders_fetch")) {
      if (lists.isEmpty() || lists.contains(reminder.path("object").path("name").asString())) {
        answer.add(reminder);
      }
    }
    return Results.text(answer);
  }

  static ObjectNode remindersCreate(Arguments arguments) {
    ObjectNode reminder = Json.object()
        .put("@type", "PlanAction")
        .put("actionStatus", "PotentialAction")
        .put("name", arguments.string("title").orElse(""));
    arguments.string("notes").ifPresent(notes -> reminder.put("description", notes));
    Arguments.dateTime(arguments.string("due"))
        .ifPresent(due -> reminder.put("scheduledTime", Results.date(due)));
    reminder
        .putObject("object")
        .put("@id", "E3A0C1B2-6F4D-4B8A-9C21-5D7E8F901A2B")
        .put("@type", "ItemList")
        .put("name", arguments.string("list").orElse("Reminders"));
    arguments
        .string("priority")
        .map(CalendarAnswers::priority)
        .filter(p -> p > 0)
        .ifPresent(p -> reminder.put("priority", p));
    return Results.text(Results.rooted(reminder));
  }

  /** EventKit's integers: 1 high, 5 medium, 9 low, 0 none. */
  private static int priority(String name) {
    return switch (name) {
      case "high" -> 1;
      case "medium" -> 5;
      case "low" -> 9;
      default -> 0;
    };
  }
}
