package dev.imcp.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.sdk.imcp.CaptureTakePictureRequest;
import dev.imcp.sdk.imcp.Category;
import dev.imcp.sdk.imcp.Coordinates;
import dev.imcp.sdk.imcp.EventsCreateRequest;
import dev.imcp.sdk.imcp.ImcpClient;
import dev.imcp.sdk.imcp.LocationReverseGeocodeRequest;
import dev.imcp.sdk.imcp.MapsDirectionsRequest;
import dev.imcp.sdk.imcp.MapsEtaRequest;
import dev.imcp.sdk.imcp.MapsExploreRequest;
import dev.imcp.sdk.imcp.MapsGenerateRequest;
import dev.imcp.sdk.imcp.MapsSearchRequest;
import dev.imcp.sdk.imcp.WeatherCurrentRequest;
import dev.imcp.sdk.imcp.WeatherDailyRequest;
import dev.imcp.sdk.imcp.WeatherHourlyRequest;
import dev.imcp.sdk.imcp.WeatherMinuteRequest;
import dev.imcp.simulator.SimulatedCall;
import dev.imcp.simulator.SimulatedSession;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * iMCP reads 40 and 40.0 as integers and rejects or ignores them where it wants a double. For every affected tool: the
 * same whole values sent untyped fail (or are ignored, says the simulator's journal), and through the SDK they work.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class WholeNumberQuirkTest {
  @RegisterExtension
  static final SimulatedSession<ImcpClient> SESSION =
      SimulatedSession.connecting(command -> Imcp.connect(ServerCommand.of(command)));

  private static ImcpClient imcp() {
    return SESSION.client();
  }

  private static SimulatedCall last() {
    return SESSION.lastCall();
  }

  /** Untyped, the whole numbers are refused; typed, the same values go through. */
  private static void rejected(String tool, Map<String, Object> wholeArguments, Supplier<?> typed) {
    assertThatThrownBy(() -> imcp().mcpClient().callTool(tool, wholeArguments))
        .as(tool + " untyped")
        .isInstanceOf(ToolErrorException.class)
        .hasMessageContaining("Invalid coordinates");
    assertThat(typed.get()).as(tool + " through the SDK").isNotNull();
    assertThat(last().error()).isEmpty();
  }

  /** Untyped, the simulator's journal lists the ignored pointers; typed, nothing is ignored. */
  private static void ignored(
      String tool, Map<String, Object> wholeArguments, List<String> pointers, Supplier<?> typed) {
    imcp().mcpClient().callTool(tool, wholeArguments);
    assertThat(last().ignored()).as(tool + " untyped").containsExactlyElementsOf(pointers);
    typed.get();
    assertThat(last().tool()).isEqualTo(tool);
    assertThat(last().ignored()).as(tool + " through the SDK").isEmpty();
  }

  @Test
  void weatherCoordinates() {
    Map<String, Object> whole = Map.of("latitude", 40, "longitude", -74);
    rejected(
        "weather_current",
        whole,
        () -> imcp()
            .weather()
            .current(WeatherCurrentRequest.builder().latitude(40).longitude(-74).build()));
    rejected(
        "weather_daily",
        whole,
        () -> imcp()
            .weather()
            .daily(WeatherDailyRequest.builder().latitude(40).longitude(-74).build()));
    rejected(
        "weather_hourly",
        whole,
        () -> imcp()
            .weather()
            .hourly(WeatherHourlyRequest.builder().latitude(40).longitude(-74).build()));
    rejected(
        "weather_minute",
        whole,
        () -> imcp()
            .weather()
            .minute(WeatherMinuteRequest.builder().latitude(40).longitude(-74).build()));
  }

  @Test
  void locationAndMapsCoordinates() {
    rejected(
        "location_reverse-geocode",
        Map.of("latitude", 40, "longitude", -74),
        () -> imcp()
            .location()
            .reverseGeocode(LocationReverseGeocodeRequest.builder()
                .latitude(40)
                .longitude(-74)
                .build()));
    rejected(
        "maps_eta",
        Map.of(
            "originLatitude",
            40,
            "originLongitude",
            -74,
            "destinationLatitude",
            41,
            "destinationLongitude",
            -73),
        () -> imcp()
            .maps()
            .eta(MapsEtaRequest.builder()
                .destinationLatitude(41)
                .destinationLongitude(-73)
                .originLatitude(40)
                .originLongitude(-74)
                .build()));
    rejected(
        "maps_generate",
        Map.of("latitude", 40.5, "longitude", -74.5, "latitudeDelta", 1, "longitudeDelta", 1),
        () -> imcp()
            .maps()
            .generate(MapsGenerateRequest.builder()
                .latitude(40.5)
                .latitudeDelta(1)
                .longitude(-74.5)
                .longitudeDelta(1)
                .build()));
    rejected(
        "maps_explore",
        Map.of("latitude", 40, "longitude", -74),
        () -> imcp()
            .maps()
            .explore(MapsExploreRequest.builder()
                .category(Category.PARK)
                .latitude(40)
                .longitude(-74)
                .build()));
    rejected(
        "maps_directions",
        Map.of(
            "originCoordinates",
            Map.of("latitude", 40, "longitude", -74),
            "destinationAddress",
            "Newark"),
        () -> imcp()
            .maps()
            .directions(MapsDirectionsRequest.builder()
                .originCoordinates(
                    Coordinates.builder().latitude(40).longitude(-74).build())
                .destinationAddress("Newark")
                .build()));
  }

  @Test
  void valuesIMcpSilentlyIgnores() {
    ignored(
        "maps_explore",
        Map.of("latitude", 40.5, "longitude", -74.5, "radius", 1000),
        List.of("/radius"),
        () -> imcp()
            .maps()
            .explore(MapsExploreRequest.builder()
                .category(Category.PARK)
                .latitude(40.5)
                .longitude(-74.5)
                .radius(1000.0)
                .build()));
    ignored(
        "maps_search",
        Map.of(
            "query", "coffee", "region", Map.of("latitude", 40, "longitude", -74, "radius", 1000)),
        List.of("/region/latitude", "/region/longitude", "/region/radius"),
        () -> imcp()
            .maps()
            .search(MapsSearchRequest.builder()
                .query("coffee")
                .region(MapsSearchRequest.Region.builder()
                    .latitude(40)
                    .longitude(-74)
                    .radius(1000.0)
                    .build())
                .build()));
    ignored(
        "capture_take_picture",
        Map.of("quality", 1, "delay", 0),
        List.of("/quality", "/delay"),
        () -> imcp()
            .capture()
            .takePicture(
                CaptureTakePictureRequest.builder().quality(1.0).delay(0.0).build()));
    OffsetDateTime start = OffsetDateTime.parse("2026-11-23T10:00:00Z");
    ignored(
        "events_create",
        Map.of(
            "title",
            "t",
            "start",
            start.toString(),
            "end",
            start.plusHours(1).toString(),
            "alarms",
            List.of(Map.of(
                "type", "proximity", "locationTitle", "Office", "latitude", 40, "longitude", -74))),
        List.of("/alarms/0/latitude", "/alarms/0/longitude"),
        () -> imcp()
            .calendar()
            .eventsCreate(EventsCreateRequest.builder()
                .end(start.plusHours(1))
                .start(start)
                .title("t")
                .alarms(List.of(EventsCreateRequest.Alarm.Proximity.builder()
                    .latitude(40)
                    .locationTitle("Office")
                    .longitude(-74)
                    .build()))
                .build()));
  }

  @Test
  void countsAndIntegersAreSentAsTheyAre() {
    imcp()
        .weather()
        .daily(
            WeatherDailyRequest.builder().latitude(40).longitude(-74).days(3L).build());
    assertThat(last().arguments())
        .contains("\"days\":3")
        .contains("\"latitude\":40.00000000000001");
  }
}
