package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

/**
 * The iMCP SDK generated, compiled with probes written against its API, and run: Jackson writes exactly the JSON iMCP
 * expects, and a real Hibernate Validator reports exactly the expected violations.
 */
class ImcpSdkCompileTest {
  static final GeneratorOptions OPTIONS = GeneratorOptions.builder("com.example.imcp")
      .clientName("ImcpClient")
      .serviceRule(ServiceRule.parse("calendars_*=calendar"))
      .serviceRule(ServiceRule.parse("events_*=calendar"))
      .serviceRule(ServiceRule.parse("messages_*=messages"))
      .build();
  private static final Validator VALIDATOR = Validation.byDefaultProvider()
      .configure()
      .messageInterpolator(new ParameterMessageInterpolator())
      .buildValidatorFactory()
      .getValidator();

  private static final String CREATE_EVENT = """
      package com.example.imcp;

      import java.net.URI;
      import java.time.OffsetDateTime;
      import java.util.List;

      public class CreateEvent {
        public static Object run() {
          return EventsCreateRequest.builder()
              .end(OffsetDateTime.parse("2026-01-01T11:00:00Z"))
              .start(OffsetDateTime.parse("2026-01-01T10:00:00+01:00"))
              .title("Standup")
              .availability(Availability.TENTATIVE)
              .url(URI.create("https://example.com/standup"))
              .alarms(List.of(
                  EventsCreateRequest.Alarm.Relative.builder().minutes(15).sound(Sound.BASSO).build(),
                  EventsCreateRequest.Alarm.Absolute.of(OffsetDateTime.parse("2026-01-01T09:00:00Z")),
                  EventsCreateRequest.Alarm.Proximity.builder().latitude(37.33).locationTitle("Office").longitude(-122.03).build()))
              .build();
        }
      }
      """;

  private static final String INVALID = """
      package com.example.imcp;

      import java.util.List;
      import java.util.Map;

      public class Invalid {
        public static Object run() {
          return List.of(
              WeatherDailyRequest.builder().latitude(37.3).longitude(-122.0).days(11).build(),
              new EventsFetchRequest(null, null, null, null, null, null, null, null, null),
              MapsGenerateRequest.builder().latitude(1.5).latitudeDelta(0.1).longitude(2.5).longitudeDelta(0.1)
                  .showPointsOfInterest(MapsGenerateRequest.ShowPointsOfInterest.ofList(List.of())).build(),
              ContactsCreateRequest.builder().givenName("Ada")
                  .birthday(new Birthday(32L, 13L, null))
                  .phoneNumbers(new PhoneNumbers(null, "+1 555", null, Map.of("pager", "123")))
                  .build());
        }
      }
      """;

  private static final String NO_ARGUMENTS = """
      package com.example.imcp;

      public class NoArguments {
        public static Object run() {
          CalendarService calendar = null;
          java.util.function.Supplier<dev.imcp.runtime.ToolResult> call = () -> calendar.calendarsList();
          return MapsGenerateRequest.ShowPointsOfInterest.ofBoolean(true);
        }
      }
      """;

  static CompiledSdk sdk;

  @BeforeAll
  static void compile(@TempDir Path dir) {
    sdk = CompiledSdk.compile(
        "imcp-tools-list.json",
        OPTIONS,
        Map.of(
            "com.example.imcp.CreateEvent",
            CREATE_EVENT,
            "com.example.imcp.Invalid",
            INVALID,
            "com.example.imcp.NoArguments",
            NO_ARGUMENTS),
        dir);
    assertThat(sdk.errors).isEmpty();
  }

  @Test
  void everyListedToolIsAMethodOfItsService() {
    assertThat(sdk.paths())
        .contains(
            "com/example/imcp/CalendarService.java",
            "com/example/imcp/WeatherService.java",
            "com/example/imcp/ImcpClient.java",
            "com/example/imcp/ImcpClientTools.java",
            "com/example/imcp/LocationReverseGeocodeRequest.java");
    assertThat(sdk.file("CalendarService"))
        .contains(
            "ToolResult calendarsList()",
            "ToolResult eventsFetch(EventsFetchRequest request)",
            "CompletableFuture<ToolResult> eventsCreateAsync(EventsCreateRequest request, CallOptions options)");
    assertThat(sdk.file("LocationService"))
        .contains("ToolResult reverseGeocode(LocationReverseGeocodeRequest request)")
        .doesNotContain("locationReverseGeocode");
    assertThat(sdk.file("EventsCreateRequest"))
        .contains(
            "public static EndStage builder()",
            "StartStage end(OffsetDateTime end);",
            "TitleStage start(OffsetDateTime start);",
            "Builder title(String title);")
        .doesNotContain("static EventsCreateRequest of(");
    assertThat(sdk.file("MapsEtaRequest"))
        .contains(
            "DestinationLongitudeStage destinationLatitude(double destinationLatitude);",
            "Builder originLongitude(double originLongitude);");
    assertThat(sdk.file("ImcpClientTools")
            .lines()
            .filter(line -> line.contains("ToolDescriptor.of("))
            .count())
        .isEqualTo(26);
  }

  @Test
  void theGeneratedCodeHasNoneOfTheRoughEdgesOfEarlierGenerators() {
    String events = sdk.file("EventsCreateRequest");
    assertThat(events)
        .as("the alarm kinds' Sound is shared, not nested")
        .doesNotContain("enum Sound ");
    assertThat(sdk.file("Sound").split("enum Sound ", -1))
        .as("one Sound enum, shared by the three alarm kinds and the reminders")
        .hasSize(2);
    assertThat(events)
        .contains(
            "public enum ProximityType",
            "Builder sound(@Nullable Sound sound)",
            "private @Nullable List<Alarm> alarms;",
            "public Builder alarms(@Nullable List<Alarm> alarms)",
            "(alarmChecks, alarmPath, alarm) -> {")
        .doesNotContain("static record", "Proximity_", "checks1", "the {@code");
    assertThat(sdk.file("ContactsCreateRequest"))
        .contains("@param givenName required\n")
        .doesNotContain("the {@code");
    assertThat(sdk.file("CaptureRecordAudioRequest"))
        .contains("@param format default {@code \"mp4\"}");
    assertThat(sdk.file("ImcpClientTools"))
        .contains(
            "Set.of(ToolDescriptor.Hint.READ_ONLY, ToolDescriptor.Hint.IDEMPOTENT)",
            "Set.of(ToolDescriptor.Hint.DESTRUCTIVE)")
        .doesNotContain("true, false");
  }

  @Test
  void aValidRequestSerializesToExactlyTheJsonImcpReads() {
    Object request = sdk.run("com.example.imcp.CreateEvent");

    assertThat(VALIDATOR.validate(request)).isEmpty();
    assertThat(JsonMapper.shared().writeValueAsString(request))
        .isEqualTo("{\"alarms\":[{\"type\":\"relative\",\"minutes\":15,\"sound\":\"Basso\"},"
            + "{\"type\":\"absolute\",\"datetime\":\"2026-01-01T09:00:00Z\"},"
            + "{\"type\":\"proximity\",\"latitude\":37.33,\"locationTitle\":\"Office\",\"longitude\":-122.03}],"
            + "\"availability\":\"tentative\",\"end\":\"2026-01-01T11:00:00Z\",\"start\":\"2026-01-01T10:00:00+01:00\","
            + "\"title\":\"Standup\",\"url\":\"https://example.com/standup\"}");
  }

  @Test
  void invalidRequestsProduceTheExpectedViolations() {
    List<?> requests = (List<?>) sdk.run("com.example.imcp.Invalid");

    assertThat(violations(requests.get(0)))
        .containsExactly("days: must be less than or equal to 10");
    assertThat(violations(requests.get(1))).isEmpty();
    assertThat(violations(requests.get(2)))
        .containsExactly("showPointsOfInterest.value: size must be between 1 and 2147483647");
    assertThat(violations(requests.get(3)))
        .containsExactly(
            "birthday.day: must be less than or equal to 31",
            "birthday.month: must be less than or equal to 12");
  }

  @Test
  void openObjectsWriteTheirExtraMembersBesideTheNamedOnes() {
    List<?> requests = (List<?>) sdk.run("com.example.imcp.Invalid");

    assertThat(JsonMapper.shared().writeValueAsString(requests.get(3)))
        .isEqualTo(
            "{\"birthday\":{\"day\":32,\"month\":13},\"givenName\":\"Ada\",\"phoneNumbers\":{\"mobile\":\"+1 555\",\"pager\":\"123\"}}");
  }

  @Test
  void anUndiscriminatedUnionWritesTheChosenBranchAsItIs() {
    assertThat(JsonMapper.shared().writeValueAsString(sdk.run("com.example.imcp.NoArguments")))
        .isEqualTo("true");
  }

  @Test
  void enumsKeepTheExactWireValues() {
    assertThat(sdk.file("CaptureTakePictureRequest"))
        .contains(
            "BUILT_IN(\"built-in\")",
            "DESK_VIEW(\"desk-view\")",
            "HD4K3840X2160(\"hd4K3840x2160\")");
    assertThat(sdk.file("MapsGenerateRequest")).contains("MUTED_STANDARD(\"mutedStandard\")");
  }

  @Test
  void everyFileIsStampedWithTheGeneratorAndTheSnapshotAndNoDate() {
    String fingerprint =
        CompiledSdk.snapshot("imcp-tools-list.json").fingerprint().toString();

    assertThat(sdk.generation.files())
        .filteredOn(file -> !file.path().endsWith("package-info.java"))
        .allSatisfy(file -> assertThat(file.content())
            .contains("@Generated(value = \"dev.imcp.codegen.Generator\", comments = \"snapshot "
                + fingerprint + "\""));
    assertThat(sdk.generation.files())
        .noneMatch(file -> file.content().matches("(?s).*20\\d\\d-\\d\\d-\\d\\d.*"));
  }

  private static List<String> violations(Object bean) {
    return VALIDATOR.validate(bean).stream()
        .sorted(Comparator.comparing(
            (ConstraintViolation<Object> v) -> v.getPropertyPath().toString()))
        .map(v -> v.getPropertyPath() + ": " + v.getMessage())
        .toList();
  }
}
