package dev.imcp.simulator.internal;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Location and Maps. Coordinates must arrive as doubles; radii that arrive whole are ignored, as iMCP does. */
final class PlacesAnswers {
  private static final String LOCATION = "LocationServiceError";
  private static final String MAPS = "MapsServiceError";
  /** A 1×1 PNG, as in the maps_generate sample. */
  static final String PNG =
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO48OQDAAUsAqVuiDHTAAAAAElFTkSuQmCC";

  private PlacesAnswers() {}

  static ObjectNode locationCurrent(Arguments arguments) {
    return Results.text(Json.sampleText("location_current"));
  }

  static ObjectNode geocode(Arguments arguments) {
    ObjectNode place = (ObjectNode) Json.sampleText("location_geocode");
    arguments.string("address").ifPresent(address -> place.put("name", address.split(",")[0]));
    return Results.text(place);
  }

  static ObjectNode reverseGeocode(Arguments arguments) {
    double latitude = arguments.coordinate("latitude", LOCATION);
    double longitude = arguments.coordinate("longitude", LOCATION);
    ObjectNode place = (ObjectNode) Json.sampleText("location_geocode");
    place
        .putObject("geo")
        .put("@type", "GeoCoordinates")
        .put("latitude", latitude)
        .put("longitude", longitude);
    return Results.text(place);
  }

  /** A region whose coordinates arrive whole is dropped; a whole radius becomes 5000. */
  static ObjectNode search(Arguments arguments) {
    JsonNode region = arguments.json().get("region");
    if (region != null && region.isObject()) {
      for (String field : new String[] {"latitude", "longitude"}) {
        if (Arguments.asDouble(region.get(field)).isEmpty()) {
          arguments.ignore("/region/" + field);
        }
      }
      arguments.doubleOr("/region/radius", region.get("radius"), 5000);
    }
    return Results.text(Json.sampleText("maps_search"));
  }

  static ObjectNode explore(Arguments arguments) {
    arguments.coordinate("latitude", MAPS);
    arguments.coordinate("longitude", MAPS);
    arguments.doubleOr("/radius", arguments.json().get("radius"), 5000);
    ArrayNode places = (ArrayNode) Json.sampleText("maps_search");
    long limit = arguments.integer("limit").orElse(10L);
    while (places.size() > limit) {
      places.remove(places.size() - 1);
    }
    return Results.text(places);
  }

  static ObjectNode eta(Arguments arguments) {
    for (String field : new String[] {
      "originLatitude", "originLongitude", "destinationLatitude", "destinationLongitude"
    }) {
      arguments.coordinate(field, MAPS);
    }
    return Results.text(trip());
  }

  private static ObjectNode trip() {
    ObjectNode trip = (ObjectNode) Json.sampleText("maps_eta");
    OffsetDateTime now = OffsetDateTime.now(ZoneOffset.ofHours(-7)).truncatedTo(ChronoUnit.SECONDS);
    return trip.put("departureTime", Results.date(now))
        .put("arrivalTime", Results.date(now.plusMinutes(51)));
  }

  /** One trip per route, like the eta result; coordinates given as objects must be doubles. */
  static ObjectNode directions(Arguments arguments) {
    for (String end : new String[] {"originCoordinates", "destinationCoordinates"}) {
      JsonNode coordinates = arguments.json().get(end);
      if (coordinates != null
          && (Arguments.asDouble(coordinates.get("latitude")).isEmpty()
              || Arguments.asDouble(coordinates.get("longitude")).isEmpty())) {
        throw ToolFailure.invalidCoordinates(MAPS);
      }
    }
    if (!arguments.json().has("originCoordinates")
            && arguments.string("originAddress").isEmpty()
        || !arguments.json().has("destinationCoordinates")
            && arguments.string("destinationAddress").isEmpty()) {
      throw new ToolFailure("Error: Origin and destination are required");
    }
    ArrayNode trips = Json.array();
    trips.add(trip());
    return Results.text(trips);
  }

  static ObjectNode generate(Arguments arguments) {
    for (String field : new String[] {"latitude", "longitude"}) {
      arguments.coordinate(field, MAPS);
    }
    for (String field : new String[] {"latitudeDelta", "longitudeDelta"}) {
      if (arguments.json().has(field)) {
        arguments.coordinate(field, MAPS);
      }
    }
    return Results.binary("image", PNG, "image/png");
  }
}
