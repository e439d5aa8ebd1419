package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.stub.JsonOut;
import jakarta.validation.Validation;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

/**
 * iMCP reads 40 and 40.0 as integers and rejects or ignores them for number parameters. With nudgeWholeNumbers, whole
 * values of number arguments go out with the smallest fraction; integers, fractions and validation are untouched.
 */
class WholeNumbersTest {
  private static final String PROBE = """
      package com.example.imcp;

      import java.util.List;

      public class Whole {
        public static Object run() {
          return List.of(
              WeatherCurrentRequest.builder().latitude(37.0).longitude(-122.0).build(),
              WeatherDailyRequest.builder().latitude(37.5).longitude(0.0).days(3).build(),
              MapsExploreRequest.builder().category(Category.CAFE).latitude(37.0).longitude(-122.0).radius(1000).build(),
              LocationReverseGeocodeRequest.builder().latitude(-33.0).longitude(151.0).build(),
              CaptureTakePictureRequest.builder().delay(0.0).quality(1.0).build(),
              MapsSearchRequest.builder().query("coffee").region(MapsSearchRequest.Region.builder().latitude(37.0).longitude(-122.0).radius(500.0).build()).build(),
              CaptureTakePictureRequest.builder().quality(2.0).build(),
              EventsCreateRequest.Alarm.Proximity.builder().latitude(37.0).locationTitle("Office").longitude(-122.0).radius(200.0).build());
        }
      }
      """;

  static List<?> requests;

  @BeforeAll
  static void compile(@TempDir Path dir) {
    GeneratorOptions options =
        GeneratorOptions.builder("com.example.imcp").nudgeWholeNumbers(true).build();
    CompiledSdk sdk = CompiledSdk.compile(
        "imcp-tools-list.json", options, Map.of("com.example.imcp.Whole", PROBE), dir);
    requests = (List<?>) sdk.run("com.example.imcp.Whole");
    weatherCurrent = sdk.file("WeatherCurrentRequest");
  }

  static String weatherCurrent;

  @Test
  void theValueAsSentIsNotPartOfTheRecordsApi() {
    assertThat(weatherCurrent)
        .contains("private double latitudeOnTheWire()")
        .doesNotContain("public double latitudeOnTheWire()");
  }

  private static String json(int index) {
    return JsonMapper.shared().writeValueAsString(requests.get(index));
  }

  @Test
  void wholeCoordinatesGoOutWithTheSmallestFraction() {
    assertThat(json(0))
        .isEqualTo("{\"latitude\":37.00000000000001,\"longitude\":-121.99999999999999}");
    assertThat(json(3))
        .isEqualTo("{\"latitude\":-32.99999999999999,\"longitude\":151.00000000000003}");
  }

  @Test
  void fractionsAndIntegersAreSentAsTheyAre() {
    assertThat(json(1))
        .contains("\"latitude\":37.5")
        .contains("\"days\":3")
        .contains("\"longitude\":4.9E-324");
  }

  @Test
  void radiiDelaysQualitiesAndNestedRegionsAreCoveredToo() {
    assertThat(json(2))
        .contains(
            "\"radius\":1000.0000000000001",
            "\"latitude\":37.00000000000001",
            "\"category\":\"cafe\"");
    assertThat(json(4)).contains("\"delay\":4.9E-324", "\"quality\":1.0000000000000002");
    assertThat(json(5)).contains("\"region\":{", "\"radius\":500.00000000000006");
  }

  @Test
  void proximityAlarmsInsideAUnionAreCoveredToo() {
    assertThat(json(7))
        .isEqualTo(
            "{\"type\":\"proximity\",\"latitude\":37.00000000000001,\"locationTitle\":\"Office\","
                + "\"longitude\":-121.99999999999999,\"radius\":200.00000000000003}");
  }

  @Test
  void theRecordsWriteWhatTheMapperWrites() {
    for (Object request : requests) {
      assertThat(JsonOut.toJson(request))
          .isEqualTo(JsonMapper.shared().writeValueAsString(request));
    }
  }

  @Test
  void validationSeesTheValueTheCallerGave() {
    var validator = Validation.byDefaultProvider()
        .configure()
        .messageInterpolator(new ParameterMessageInterpolator())
        .buildValidatorFactory()
        .getValidator();

    assertThat(validator.validate(requests.get(0))).isEmpty();
    assertThat(validator.validate(requests.get(6)))
        .extracting(v -> v.getPropertyPath() + ": " + v.getMessage())
        .containsExactly("quality: must be less than or equal to 1");
  }
}
