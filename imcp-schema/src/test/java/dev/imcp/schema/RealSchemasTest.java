package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.type.AdditionalProperties;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.BooleanType;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NumberType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.Property;
import dev.imcp.schema.type.StringType;
import dev.imcp.schema.type.UnionType;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The schemas real servers send: iMCP (from the fixture) and the npm reference servers (captured). */
class RealSchemasTest {
  private static final Map<String, ToolSchema> IMCP =
      SchemaParser.parse(Fixtures.snapshot(Fixtures.IMCP), Fixtures.IMCP);

  private static JsonType imcpProperty(String tool, String property) {
    return IMCP.get(tool).input().property(property).orElseThrow().type();
  }

  @ParameterizedTest
  @ValueSource(strings = {Fixtures.IMCP, Fixtures.EVERYTHING, Fixtures.FILESYSTEM, Fixtures.MEMORY})
  void everyToolParsesWithoutProblems(String fixture) {
    Snapshot snapshot = Fixtures.snapshot(fixture);

    assertThat(SchemaParser.parse(snapshot, fixture)).hasSameSizeAs(snapshot.tools());
  }

  @Test
  void imcpParsesWithoutWarnings() {
    assertThat(IMCP.values()).flatExtracting(ToolSchema::warnings).isEmpty();
  }

  @Test
  void imcpHyphenatedToolNameIsKept() {
    ObjectType input = IMCP.get("location_reverse-geocode").input();

    assertThat(input.properties())
        .extracting(Property::name)
        .containsExactly("latitude", "longitude");
    assertThat(input.requiredProperties()).hasSize(2);
    assertThat(input.additionalProperties()).isInstanceOf(AdditionalProperties.Unspecified.class);
  }

  @Test
  void requiredPropertiesKeepTheOrderOfTheRequiredArrayWhilePropertiesArriveSorted() {
    ObjectType input = IMCP.get("events_create").input();

    assertThat(input.properties()).extracting(Property::name).isSorted();
    assertThat(input.requiredProperties())
        .extracting(Property::name)
        .containsExactly("title", "start", "end");
  }

  @Test
  void imcpToolsWithoutAPropertiesKeyTakeNoArguments() {
    for (String tool :
        List.of("calendars_list", "contacts_me", "location_current", "reminders_lists")) {
      ObjectType input = IMCP.get(tool).input();
      assertThat(input.properties()).as(tool).isEmpty();
      assertThat(input.additionalProperties())
          .as(tool)
          .isInstanceOf(AdditionalProperties.Forbidden.class);
    }
  }

  @Test
  void imcpContactsCreateHasAllThreeFormsOfAdditionalProperties() {
    ObjectType input = IMCP.get("contacts_create").input();
    ObjectType phones = (ObjectType) imcpProperty("contacts_create", "phoneNumbers");
    ObjectType birthday = (ObjectType) imcpProperty("contacts_create", "birthday");
    ObjectType addresses = (ObjectType) imcpProperty("contacts_create", "postalAddresses");

    assertThat(input.additionalProperties()).isInstanceOf(AdditionalProperties.Unspecified.class);
    assertThat(phones.additionalProperties()).isInstanceOf(AdditionalProperties.Allowed.class);
    assertThat(phones.properties())
        .extracting(Property::name)
        .containsExactly("home", "mobile", "work");
    assertThat(birthday.requiredProperties())
        .extracting(Property::name)
        .containsExactly("day", "month");
    assertThat(((NumberType) birthday.property("day").orElseThrow().type()).maximum())
        .contains(new BigDecimal(31));
    assertThat(addresses.property("home").orElseThrow().type())
        .isInstanceOfSatisfying(
            ObjectType.class,
            home -> assertThat(home.additionalProperties())
                .isInstanceOf(AdditionalProperties.Unspecified.class));
    assertThat(IMCP.get("events_fetch").input().additionalProperties())
        .isInstanceOf(AdditionalProperties.Forbidden.class);
  }

  @Test
  void imcpAlarmUnionIsToldApartByATypeConstThatIsNotRequired() {
    ArrayType alarms = (ArrayType) imcpProperty("events_create", "alarms");
    UnionType union = (UnionType) alarms.items();

    assertThat(union.kind()).isEqualTo(UnionType.Kind.ANY_OF);
    assertThat(union.discriminator()).contains("type");
    assertThat(union.branches()).hasSize(3).allSatisfy(branch -> {
      Property type = ((ObjectType) branch).property("type").orElseThrow();
      assertThat(type.required()).isFalse();
      assertThat(type.type()).isInstanceOf(ConstType.class);
    });
    assertThat(union.branches())
        .extracting(branch -> ((ConstType)
                ((ObjectType) branch).property("type").orElseThrow().type())
            .value()
            .stringValue())
        .containsExactly("relative", "absolute", "proximity");
  }

  @Test
  void imcpShowPointsOfInterestIsBooleanOrListOfCategories() {
    UnionType union = (UnionType) imcpProperty("maps_generate", "showPointsOfInterest");

    assertThat(union.kind()).isEqualTo(UnionType.Kind.ONE_OF);
    assertThat(union.discriminator()).isEmpty();
    assertThat(union.branches().get(0)).isInstanceOf(BooleanType.class);
    ArrayType categories = (ArrayType) union.branches().get(1);
    assertThat(categories.minItems()).contains(1L);
    assertThat(((EnumType) categories.items()).stringValues().orElseThrow())
        .hasSize(20)
        .contains("gas", "fire", "gym", "atm");
  }

  @Test
  void imcpFormatsAndAwkwardEnumValuesAreKept() {
    assertThat(((StringType) imcpProperty("events_fetch", "start")).format()).contains("date-time");
    assertThat(((StringType) imcpProperty("events_create", "url")).format()).contains("uri");
    assertThat(((EnumType) imcpProperty("events_fetch", "availability")).stringValues())
        .contains(List.of("busy", "free", "tentative", "unavailable"));
  }

  @Test
  void everythingServerDescribesEchoAndItsStructuredOutput() {
    Map<String, ToolSchema> everything =
        SchemaParser.parse(Fixtures.snapshot(Fixtures.EVERYTHING), Fixtures.EVERYTHING);

    assertThat(everything.get("echo").input().requiredProperties())
        .extracting(Property::name)
        .containsExactly("message");
    assertThat(everything.get("get-structured-content").output()).isPresent();
  }
}
