package dev.imcp.codegen.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NamesTest {
  @Test
  void toolNamesBecomeMethodAndTypeNames() {
    assertThat(Names.lowerCamel("events_fetch")).isEqualTo("eventsFetch");
    assertThat(Names.lowerCamel("location_reverse-geocode")).isEqualTo("locationReverseGeocode");
    assertThat(Names.upperCamel("location_reverse-geocode")).isEqualTo("LocationReverseGeocode");
    assertThat(Names.lowerCamel("get-annotated-message")).isEqualTo("getAnnotatedMessage");
    assertThat(Names.lowerCamel("URLPath")).isEqualTo("urlPath");
    assertThat(Names.upperCamel("read file.v2")).isEqualTo("ReadFileV2");
    assertThat(Names.upperCamel("---")).isEqualTo("Value");
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
  void allocatorsMakeKeywordsDigitsAndCollisionsLegal() {
    var names = Names.allocator("builder");

    assertThat(names.newName(Names.lowerCamel("class"))).isEqualTo("class_");
    assertThat(names.newName(Names.lowerCamel("2fa"))).isEqualTo("_2fa");
    assertThat(names.newName("builder")).isEqualTo("builder_");
    assertThat(names.newName(Names.lowerCamel("foo"))).isEqualTo("foo");
    assertThat(names.newName(Names.lowerCamel("Foo"))).isEqualTo("foo_");
  }

  @Test
  void arrayPropertiesNameTheirElements() {
    assertThat(Names.singular("alarms")).isEqualTo("alarm");
    assertThat(Names.singular("categories")).isEqualTo("category");
    assertThat(Names.singular("address")).isEqualTo("addressItem");
  }
}
