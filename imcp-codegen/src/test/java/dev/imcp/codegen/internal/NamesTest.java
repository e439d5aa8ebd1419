package dev.imcp.codegen.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NamesTest {
  @Test
  void toolNamesBecomeMethodAndTypeNames() {
    assertThat(Names.lowerCamel("events_fetch")).isEqualTo("eventsFetch");
    assertThat(Names.lowerCamel("location_reverse-geocode")).isEqualTo("locationReverseGeocode");
    assertThat(Names.upperCamel("location_reverse-geocode")).isEqualTo("LocationReverseGeocode");
    assertThat(Names.lowerCamel("get-annotated-message")).isEqualTo("getAnnotatedMessage");
    assertThat(Names.lowerCamel("URLPath")).isEqualTo("urlPath");
    assertThat(Names.upperCamel("read file.v2")).isEqualTo("ReadFileV2");
    assertThat(Names.upperCamel("---")).isEmpty();
  }

  @Test
  void enumValuesBecomeConstants() {
    assertThat(Names.constant("built-in")).isEqualTo("BUILT_IN");
    assertThat(Names.constant("mutedStandard")).isEqualTo("MUTED_STANDARD");
    assertThat(Names.constant("hd4K3840x2160")).isEqualTo("HD4K3840X2160");
    assertThat(Names.constant("Basso")).isEqualTo("BASSO");
    assertThat(Names.constant("")).isEqualTo("EMPTY");
  }

  @Test
  void signsAndSymbolsAreSpelledOutSoThatValuesDifferingInThemStayReadable() {
    assertThat(Names.constant("reactions-+1")).isEqualTo("REACTIONS_PLUS_1");
    assertThat(Names.constant("reactions--1")).isEqualTo("REACTIONS_MINUS_1");
    assertThat(Names.constant("-1")).isEqualTo("MINUS_1");
    assertThat(Names.constant("+1")).isEqualTo("PLUS_1");
    assertThat(Names.constant("utc-5")).isEqualTo("UTC_5");
    assertThat(Names.constant(">=")).isEqualTo("GT_EQ");
    assertThat(Names.constant("!=")).isEqualTo("NOT_EQ");
    assertThat(Names.constant("*")).isEqualTo("STAR");
    assertThat(Names.constant(" ")).isEqualTo("EMPTY");
  }

  @Test
  void keywordsAndMembersTheTypeAlreadyHasGetTheRoleWordAfterThem() {
    var names = UniqueNames.members("value", "builder");

    assertThat(names.newName(Names.lowerCamel("class"))).isEqualTo("classValue");
    assertThat(names.newName("builder")).isEqualTo("builderValue");
    assertThat(names.newName("wait")).isEqualTo("waitValue");
    assertThat(names.newName("getClass")).isEqualTo("getClassValue");
    assertThat(names.newName("yield")).isEqualTo("yieldValue");
  }

  @Test
  void digitsFirstGetTheRoleWordInFrontAndEmptyNamesAreTheRoleWord() {
    assertThat(UniqueNames.members("tool").newName(Names.lowerCamel("2fa"))).isEqualTo("tool2fa");
    assertThat(UniqueNames.types("tool", java.util.List.of())
            .newName(Names.upperCamel("2fa") + "Request"))
        .isEqualTo("Tool2faRequest");
    assertThat(UniqueNames.constants("value").newName(Names.constant("2x"))).isEqualTo("VALUE_2X");
    assertThat(UniqueNames.members("tool").newName(Names.lowerCamel("日本"))).isEqualTo("tool");
  }

  @Test
  void namesUsedBeforeInTheScopeGetTheNextFreeNumberNeverAnUnderscore() {
    var names = UniqueNames.members("tool");

    assertThat(names.newName(Names.lowerCamel("a-b"))).isEqualTo("ab");
    assertThat(names.newName(Names.lowerCamel("a_b"))).isEqualTo("ab2");
    assertThat(names.newName(Names.lowerCamel("a.b"))).isEqualTo("ab3");
    var constants = UniqueNames.constants("value");
    assertThat(constants.newName("A_B")).isEqualTo("A_B");
    assertThat(constants.newName("A_B")).isEqualTo("A_B_2");
  }

  @Test
  void typeNamesDifferingOnlyInCaseAreNumberedAsTheirFilesWouldCollide() {
    var types = UniqueNames.types("type", java.util.List.of("Builder"));

    assertThat(types.newName("AbRequest")).isEqualTo("AbRequest");
    assertThat(types.newName("ABRequest")).isEqualTo("ABRequest2");
    assertThat(types.newName("Builder")).isEqualTo("BuilderType");
  }

  @Test
  void arrayPropertiesNameTheirElements() {
    assertThat(Names.singular("alarms")).isEqualTo("alarm");
    assertThat(Names.singular("categories")).isEqualTo("category");
    assertThat(Names.singular("address")).isEqualTo("addressItem");
  }

  /** Array names from the corpus ({@code corpus/servers}), with the singular a person would write. */
  @ParameterizedTest
  @CsvSource({
    "branches, branch",
    "stashes, stash",
    "searchIndexes, searchIndex",
    "classicIndexes, classicIndex",
    "autoimport-prefixes, autoimport-prefix",
    "addresses, address",
    "phrases, phrase",
    "databases, database",
    "courses, course",
    "passages, passage",
    "images, image",
    "edges, edge",
    "coordinates, coordinate",
    "entries, entry",
    "taxonomies, taxonomy",
    "perimeterAgencies, perimeterAgency",
    "knowledgeBases, knowledgeBase",
    "approved_by_usernames, approved_by_username",
    "content_types, content_type",
    "indices, index",
    "people, person",
    "children, child",
    "series, seriesItem",
    "data, dataItem",
    "layer_data, layer_dataItem",
    "status, statusItem",
    "analysis, analysisItem",
    "to, toItem",
    "ALARMS, ALARM",
    "CATEGORIES, CATEGORY",
    "MyPeople, MyPerson"
  })
  void singularsReadAsAPersonWouldWriteThem(String plural, String singular) {
    assertThat(Names.singular(plural)).isEqualTo(singular);
  }
}
