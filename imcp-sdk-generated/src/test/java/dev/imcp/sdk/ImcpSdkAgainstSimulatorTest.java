package dev.imcp.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.Content;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.stub.SelfWritingValue;
import dev.imcp.sdk.imcp.CaptureRecordAudioRequest;
import dev.imcp.sdk.imcp.CaptureTakePictureRequest;
import dev.imcp.sdk.imcp.CaptureTakeScreenshotRequest;
import dev.imcp.sdk.imcp.Category;
import dev.imcp.sdk.imcp.ContactsCreateRequest;
import dev.imcp.sdk.imcp.ContactsSearchRequest;
import dev.imcp.sdk.imcp.ContactsUpdateRequest;
import dev.imcp.sdk.imcp.Coordinates;
import dev.imcp.sdk.imcp.EventsCreateRequest;
import dev.imcp.sdk.imcp.EventsFetchRequest;
import dev.imcp.sdk.imcp.ImcpClient;
import dev.imcp.sdk.imcp.LocationGeocodeRequest;
import dev.imcp.sdk.imcp.LocationReverseGeocodeRequest;
import dev.imcp.sdk.imcp.MapsDirectionsRequest;
import dev.imcp.sdk.imcp.MapsEtaRequest;
import dev.imcp.sdk.imcp.MapsExploreRequest;
import dev.imcp.sdk.imcp.MapsGenerateRequest;
import dev.imcp.sdk.imcp.MapsSearchRequest;
import dev.imcp.sdk.imcp.MessagesFetchRequest;
import dev.imcp.sdk.imcp.RemindersCreateRequest;
import dev.imcp.sdk.imcp.RemindersFetchRequest;
import dev.imcp.sdk.imcp.WeatherCurrentRequest;
import dev.imcp.sdk.imcp.WeatherDailyRequest;
import dev.imcp.sdk.imcp.WeatherHourlyRequest;
import dev.imcp.sdk.imcp.WeatherMinuteRequest;
import dev.imcp.sdk.model.CalendarInfo;
import dev.imcp.sdk.model.Conversation;
import dev.imcp.sdk.model.Event;
import dev.imcp.sdk.model.GeoCoordinates;
import dev.imcp.sdk.model.Person;
import dev.imcp.sdk.model.Place;
import dev.imcp.sdk.model.PlanAction;
import dev.imcp.sdk.model.Trip;
import dev.imcp.sdk.model.WeatherConditions;
import dev.imcp.sdk.model.WeatherForecast;
import dev.imcp.simulator.ImcpSimulator;
import dev.imcp.simulator.SimulatedCall;
import dev.imcp.simulator.SimulatedSession;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every generated iMCP method against the simulator (a separate process on the official MCP Java SDK), each with its
 * typed result checked. Coordinates are whole numbers on purpose: iMCP rejects or ignores those unless the SDK nudges
 * them, and the simulator's journal says which arguments it would have ignored.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ImcpSdkAgainstSimulatorTest {
  @RegisterExtension
  static final SimulatedSession<ImcpClient> SESSION =
      SimulatedSession.connecting(command -> Imcp.connect(ServerCommand.of(command)));

  private static ImcpClient imcp() {
    return SESSION.client();
  }

  private static ImcpSimulator simulator() {
    return SESSION.simulator();
  }

  /** The simulator's record of the last call, which must not have lost any argument to the whole-number quirk. */
  private static SimulatedCall lastCall(String tool) {
    SimulatedCall last = SESSION.lastCall();
    assertThat(last.tool()).isEqualTo(tool);
    assertThat(last.ignored()).as("arguments iMCP would ignore").isEmpty();
    assertThat(last.error()).isEmpty();
    return last;
  }

  @Test
  void calendar() {
    List<CalendarInfo> calendars = imcp().calendar().calendarsList();
    assertThat(calendars)
        .extracting(CalendarInfo::title)
        .containsExactly("Home", "Work", "US Holidays", "Birthdays");
    assertThat(calendars.get(2).subscribed()).isTrue();

    OffsetDateTime monday = OffsetDateTime.of(2026, 11, 23, 0, 0, 0, 0, ZoneOffset.ofHours(-8));
    List<Event> events = imcp()
        .calendar()
        .eventsFetch(
            EventsFetchRequest.builder().start(monday).end(monday.plusDays(7)).build());
    assertThat(events)
        .extracting(Event::name)
        .containsExactly("Sprint Planning", "Dinner with Alex", "Team Offsite");
    assertThat(events.get(0).startDate())
        .isEqualTo(OffsetDateTime.parse("2026-11-23T09:30:00-07:00"));
    assertThat(events.get(0).startDate().getOffset())
        .as("the server's offset is kept")
        .isEqualTo(ZoneOffset.ofHours(-7));
    assertThat(events.get(2).location()).as("absent fields are null").isNull();

    Event created = imcp()
        .calendar()
        .eventsCreate(EventsCreateRequest.builder()
            .end(monday.plusHours(15))
            .start(monday.plusHours(14))
            .title("Design Review")
            .calendar("Work")
            .alarms(List.of(EventsCreateRequest.Alarm.Proximity.builder()
                .latitude(37)
                .locationTitle("Office")
                .longitude(-122)
                .build()))
            .build());
    assertThat(created.name()).isEqualTo("Design Review");
    assertThat(created.startDate()).isEqualTo(monday.plusHours(14));
    assertThat(lastCall("events_create").arguments()).contains("\"latitude\":37.00000000000001");
  }

  @Test
  void capture() {
    Content.Image picture = imcp()
        .capture()
        .takePicture(CaptureTakePictureRequest.builder().quality(1.0).delay(0.0).build());
    assertThat(picture.mimeType()).isEqualTo("image/jpeg");
    assertThat(picture.bytes()).startsWith(0xFF, 0xD8);
    lastCall("capture_take_picture");

    Content.Audio audio = imcp()
        .capture()
        .recordAudio(CaptureRecordAudioRequest.builder().duration(1.0).build());
    assertThat(audio.mimeType()).isEqualTo("audio/mp4");
    assertThat(audio.bytes()).hasSizeGreaterThan(8);

    Content.Image screen =
        imcp().capture().takeScreenshot(CaptureTakeScreenshotRequest.builder().build());
    assertThat(screen.mimeType()).isEqualTo("image/png");
    assertThat(screen.bytes()).startsWith(0x89, 'P', 'N', 'G');
  }

  @Test
  void contacts() {
    Person me = imcp().contacts().me();
    assertThat(me.fullName()).isEqualTo("Jane Appleseed");
    assertThat(me.birthDate()).isEqualTo(LocalDate.of(1988, 4, 12));
    assertThat(me.worksFor())
        .isNotNull()
        .extracting(Person.Organization::name)
        .isEqualTo("Example Corp");
    assertThat(me.spouse()).extracting(Person::givenName).containsExactly("John");

    List<Person> janes =
        imcp().contacts().search(ContactsSearchRequest.builder().name("Jane").build());
    assertThat(janes).hasSize(2);
    assertThat(janes.get(1).email()).as("absent lists are empty").isEmpty();
    assertThat(janes.get(0).address())
        .singleElement()
        .satisfies(address -> assertThat(address.addressLocality()).isEqualTo("San Francisco"));

    Person updated = imcp()
        .contacts()
        .update(ContactsUpdateRequest.builder()
            .identifier(me.id())
            .jobTitle("Director")
            .build());
    assertThat(updated.jobTitle()).isEqualTo("Director");
    assertThat(updated.id()).isEqualTo(me.id());

    Person created = imcp()
        .contacts()
        .create(ContactsCreateRequest.builder()
            .givenName("Ada")
            .familyName("Lovelace")
            .build());
    assertThat(created.fullName()).isEqualTo("Ada Lovelace");
    assertThat(created.id()).endsWith(":ABPerson");
  }

  @Test
  void location() {
    GeoCoordinates here = imcp().location().current();
    assertThat(here.latitude()).isEqualTo(37.785834);
    assertThat(here.elevation()).isNotNull();

    Place park =
        imcp().location().geocode(LocationGeocodeRequest.of("1 Apple Park Way, Cupertino, CA"));
    assertThat(park.geo()).isNotNull();
    assertThat(park.geo().elevation()).as("geocoded places have no elevation").isNull();
    assertThat(park.address().postalCode()).isEqualTo("95014");

    Place reversed = imcp()
        .location()
        .reverseGeocode(
            LocationReverseGeocodeRequest.builder().latitude(37).longitude(-122).build());
    assertThat(reversed.geo().latitude()).isEqualTo(37.00000000000001);
    lastCall("location_reverse-geocode");
  }

  @Test
  void maps() {
    List<Place> coffee = imcp()
        .maps()
        .search(MapsSearchRequest.builder()
            .query("coffee")
            .region(MapsSearchRequest.Region.builder()
                .latitude(37)
                .longitude(-122)
                .radius(1500.0)
                .build())
            .build());
    assertThat(coffee)
        .extracting(Place::name)
        .containsExactly("Blue Bottle Coffee", "Philz Coffee");
    lastCall("maps_search");

    List<Trip> routes = imcp()
        .maps()
        .directions(MapsDirectionsRequest.builder()
            .originCoordinates(
                Coordinates.builder().latitude(37).longitude(-122).build())
            .destinationCoordinates(
                Coordinates.builder().latitude(38).longitude(-121).build())
            .build());
    assertThat(routes)
        .singleElement()
        .satisfies(trip -> assertThat(trip.travelTime())
            .hasValueSatisfying(time -> assertThat(time).isPositive()));

    List<Place> nearby = imcp()
        .maps()
        .explore(MapsExploreRequest.builder()
            .category(Category.CAFE)
            .latitude(37)
            .longitude(-122)
            .radius(1000.0)
            .limit(1L)
            .build());
    assertThat(nearby).hasSize(1);
    lastCall("maps_explore");

    Trip eta = imcp()
        .maps()
        .eta(MapsEtaRequest.builder()
            .destinationLatitude(38)
            .destinationLongitude(-121)
            .originLatitude(37)
            .originLongitude(-122)
            .build());
    assertThat(eta.tripOrigin()).isNotNull();
    assertThat(eta.itinerary()).hasSize(1);

    Content.Image map = imcp()
        .maps()
        .generate(MapsGenerateRequest.builder()
            .latitude(37)
            .latitudeDelta(1)
            .longitude(-122)
            .longitudeDelta(1)
            .width(512L)
            .height(512L)
            .showPointsOfInterest(MapsGenerateRequest.ShowPointsOfInterest.ofBoolean(true))
            .build());
    assertThat(map.mimeType()).isEqualTo("image/png");
    // the boolean alternative writes itself (no mapper on the call's path), as the mapper would
    assertThat(MapsGenerateRequest.ShowPointsOfInterest.ofBoolean(true))
        .isInstanceOf(SelfWritingValue.class);
    assertThat(lastCall("maps_generate").arguments()).contains("\"showPointsOfInterest\":true");
  }

  @Test
  void messages() {
    Conversation conversation = imcp()
        .messages()
        .fetch(MessagesFetchRequest.builder()
            .participants(List.of("+14155550132"))
            .limit(2L)
            .build());
    assertThat(conversation.messages()).hasSize(2);
    assertThat(conversation.messages().get(0).createdAt())
        .isEqualTo(OffsetDateTime.parse("2025-10-20T01:12:45Z"));
    assertThat(conversation.messages().get(1).fromMe()).isTrue();
  }

  @Test
  void reminders() {
    assertThat(imcp().reminders().lists()).extracting(CalendarInfo::title).contains("Errands");

    List<PlanAction> errands = imcp()
        .reminders()
        .fetch(RemindersFetchRequest.builder()
            .lists(List.of("Errands"))
            .completed(false)
            .build());
    assertThat(errands).hasSize(2);
    assertThat(errands.get(0).priority()).isEqualTo(1);
    assertThat(errands.get(0).object().name()).isEqualTo("Errands");
    assertThat(errands.get(1).scheduledTime()).isNull();
    assertThat(errands.get(0).completed()).isFalse();

    PlanAction created = imcp()
        .reminders()
        .create(RemindersCreateRequest.builder()
            .title("Call Sam")
            .list("Errands")
            .priority(RemindersCreateRequest.Priority.HIGH)
            .due(OffsetDateTime.parse("2026-11-24T17:00:00Z"))
            .build());
    assertThat(created.name()).isEqualTo("Call Sam");
    assertThat(created.priority()).isEqualTo(1);
    assertThat(created.scheduledTime()).isEqualTo(OffsetDateTime.parse("2026-11-24T17:00:00Z"));
  }

  @Test
  void weather() {
    WeatherConditions now = imcp()
        .weather()
        .current(WeatherCurrentRequest.builder().latitude(40).longitude(-74).build());
    assertThat(now.temperature().unitCode()).isEqualTo("CEL");
    assertThat(now.humidity().value()).isBetween(0.0, 100.0);
    assertThat(now.attribution()).isNotBlank();
    lastCall("weather_current");

    List<WeatherForecast> days = imcp()
        .weather()
        .daily(
            WeatherDailyRequest.builder().latitude(40).longitude(-74).days(5L).build());
    assertThat(days)
        .hasSize(5)
        .allSatisfy(day -> assertThat(day.highTemperature()).isNotNull());
    assertThat(imcp()
            .weather()
            .hourly(WeatherHourlyRequest.builder()
                .latitude(40)
                .longitude(-74)
                .hours(6L)
                .build()))
        .hasSize(6)
        .allSatisfy(hour -> assertThat(hour.temperature()).isNotNull());
    assertThat(imcp()
            .weather()
            .minute(WeatherMinuteRequest.builder()
                .latitude(40)
                .longitude(-74)
                .minutes(3L)
                .build()))
        .hasSize(3)
        .allSatisfy(minute -> assertThat(minute.precipitationIntensity()).isNotNull());
  }

  @Test
  void readOnlyResultsAreCachedAndAWriteDropsItsServicesReads() {
    int before = simulator().calls().size();
    WeatherConditions first = imcp()
        .weather()
        .current(WeatherCurrentRequest.builder().latitude(12.5).longitude(34.5).build());
    WeatherConditions second = imcp()
        .weather()
        .current(WeatherCurrentRequest.builder().latitude(12.5).longitude(34.5).build());
    assertThat(second).isEqualTo(first);
    assertThat(simulator().calls().size() - before)
        .as("one call reached the simulator")
        .isEqualTo(1);

    RemindersFetchRequest errands =
        RemindersFetchRequest.builder().lists(List.of("Errands")).build();
    imcp().reminders().fetch(errands);
    imcp().reminders().fetch(errands);
    int reads = simulator().calls().size();
    imcp()
        .reminders()
        .create(RemindersCreateRequest.builder().title("New").list("Errands").build());
    imcp().reminders().fetch(errands);
    assertThat(simulator().calls().size() - reads)
        .as("the create and a fresh fetch")
        .isEqualTo(2);

    imcp().capture().takePicture(CaptureTakePictureRequest.builder().build());
    imcp().capture().takePicture(CaptureTakePictureRequest.builder().build());
    assertThat(simulator()
            .calls()
            .subList(simulator().calls().size() - 2, simulator().calls().size()))
        .as("pictures are never reused")
        .extracting(SimulatedCall::tool)
        .containsOnly("capture_take_picture");
  }

  @Test
  void theRawResultStaysReachable() {
    var raw = imcp()
        .weather()
        .currentRaw(
            WeatherCurrentRequest.builder().latitude(40.5).longitude(-74.5).build());
    assertThat(raw.isError()).isFalse();
    assertThat(raw.json().get("@type").asString())
        .isEqualTo("https://developer.apple.com/WeatherKit/#/WeatherConditions");
  }
}
