package dev.imcp.simulator.internal;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.function.ObjIntConsumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** WeatherKit results: coordinates must be doubles (iMCP answers "Invalid coordinates" otherwise), counts may be either. */
final class WeatherAnswers {
  private static final String DOMAIN = "WeatherServiceError";
  private static final ZoneOffset ZONE = ZoneOffset.ofHours(-7);
  private static final String FORECAST = "https://developer.apple.com/WeatherKit/#/WeatherForecast";

  private WeatherAnswers() {}

  static ObjectNode current(Arguments arguments) {
    coordinates(arguments);
    ObjectNode conditions = (ObjectNode) Json.sampleText("weather_current");
    conditions.put(
        "dateTime", Results.date(OffsetDateTime.now(ZONE).truncatedTo(ChronoUnit.MINUTES)));
    return Results.text(conditions);
  }

  static ObjectNode daily(Arguments arguments) {
    coordinates(arguments);
    JsonNode samples = Json.sampleText("weather_daily");
    OffsetDateTime today = OffsetDateTime.now(ZONE).truncatedTo(ChronoUnit.DAYS);
    ArrayNode days = Json.array();
    for (int day = 0; day < count(arguments, "days", 7, 10); day++) {
      ObjectNode forecast = ((ObjectNode) samples.get(day % samples.size())).deepCopy();
      days.add(forecast.put("dateTime", Results.date(today.plusDays(day))));
    }
    return Results.text(days);
  }

  static ObjectNode hourly(Arguments arguments) {
    return series(arguments, ChronoUnit.HOURS, "hours", 24, 240, (forecast, i) -> {
      forecast.put("condition", i % 5 == 4 ? "Drizzle" : "Partly Cloudy");
      forecast.set("temperature", Results.quantity(14 + 4 * Math.sin(i / 4.0), "CEL", "°C"));
      forecast.set("humidity", Results.quantity(60 + i % 20, "P1", "%"));
      forecast.set("precipitationChance", Results.quantity(i % 5 == 4 ? 40 : 5, "P1", "%"));
      forecast.set("windSpeed", Results.quantity(3.5, "MTS", "m/s"));
    });
  }

  static ObjectNode minute(Arguments arguments) {
    return series(arguments, ChronoUnit.MINUTES, "minutes", 60, 120, (forecast, i) -> {
      forecast.set("precipitationChance", Results.quantity(i < 20 ? 0 : 30, "P1", "%"));
      forecast.set("precipitationIntensity", Results.quantity(i < 20 ? 0 : 0.4, "MMH", "mm/h"));
    });
  }

  /**
   * Forecasts one {@code unit} apart from the start of the current one, as many as the argument {@code countName} asks
   * ({@code byDefault} when absent, at most {@code most}), the i-th filled in by {@code values}.
   */
  private static ObjectNode series(
      Arguments arguments,
      ChronoUnit unit,
      String countName,
      int byDefault,
      int most,
      ObjIntConsumer<ObjectNode> values) {
    coordinates(arguments);
    OffsetDateTime start = OffsetDateTime.now(ZONE).truncatedTo(unit);
    ArrayNode forecasts = Json.array();
    for (int i = 0; i < count(arguments, countName, byDefault, most); i++) {
      ObjectNode forecast = forecast(start.plus(i, unit));
      values.accept(forecast, i);
      forecasts.add(forecast);
    }
    return Results.text(forecasts);
  }

  private static ObjectNode forecast(OffsetDateTime time) {
    return Json.object()
        .put("@type", FORECAST)
        .put("attribution", "Weather data provided by Apple Weather")
        .put("attributionLink", "https://weatherkit.apple.com/legal-attribution.html")
        .put("dateTime", Results.date(time))
        .put("provider", "Apple Weather");
  }

  private static void coordinates(Arguments arguments) {
    arguments.coordinate("latitude", DOMAIN);
    arguments.coordinate("longitude", DOMAIN);
  }

  /** The count parameters accept whole numbers in either spelling. */
  private static int count(Arguments arguments, String name, int fallback, int max) {
    return (int) Math.max(1, Math.min(max, arguments.integer(name).orElse((long) fallback)));
  }
}
