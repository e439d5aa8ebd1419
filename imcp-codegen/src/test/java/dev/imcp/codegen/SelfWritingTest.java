package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.stub.JsonOut;
import dev.imcp.runtime.stub.JsonValued;
import dev.imcp.runtime.stub.SelfWriting;
import dev.imcp.runtime.stub.SelfWritingValue;
import dev.imcp.schema.SnapshotFormat;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.json.JsonMapper;

/**
 * A request record writes its own JSON ({@code SelfWriting.writeMembers}), enums and union alternatives name their
 * value ({@code JsonValued}), and alternatives that hold a primitive write it ({@code SelfWritingValue.writeValue}): the streaming writer gives, byte for byte, what the runtime's mapper writes from the
 * annotations, for every shape a request holds.
 */
class SelfWritingTest {
  private static final String SNAPSHOT = """
      {"tools":[{"name":"plan","inputSchema":{"type":"object","properties":{
        "title":{"type":"string"},
        "when":{"type":"string","format":"date-time"},
        "link":{"type":"string","format":"uri"},
        "count":{"type":"integer"},
        "ratio":{"type":"number"},
        "done":{"type":"boolean"},
        "level":{"type":"string","enum":["low","high"]},
        "place":{"type":"object","properties":{"name":{"type":"string"},"kind":{"const":"city"},
          "tags":{"type":"array","items":{"type":"string"}}},"required":["name"],
          "additionalProperties":{"type":"integer"}},
        "stops":{"type":"array","items":{"type":"object","properties":{"at":{"type":"string"},
          "note":{"type":"string"}},"required":["at"]}},
        "extra":{},
        "meta":{"type":"object","additionalProperties":true},
        "labels":{"type":"object","properties":{"home":{"type":"string"}},"additionalProperties":true},
        "target":{"oneOf":[{"type":"string"},{"type":"integer"},{"const":"none"},
          {"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}]},
        "shape":{"oneOf":[
          {"type":"object","properties":{"kind":{"const":"circle"},"r":{"type":"number"}},"required":["kind","r"]},
          {"type":"object","properties":{"kind":{"const":"square"},"side":{"type":"integer"}},"required":["kind","side"]}]},
        "toggle":{"anyOf":[{"type":"boolean"},{"type":"string"}]},
        "amount":{"oneOf":[{"type":"number"},{"type":"string","format":"uri"}]},
        "picks":{"type":"array","items":{"oneOf":[{"type":"boolean"},{"type":"integer"},{"type":"number"}]}},
        "a\\"b\\\\c*/":{"type":"string"}},
        "required":["title","count"]}}]}
      """;

  /** The runtime's mapper writes as Jackson's defaults do (its own settings are for reading). */
  private static final JsonMapper MAPPER = JsonMapper.shared();

  private static CompiledSdk sdk;
  private static Class<?> request;

  @BeforeAll
  static void compile(@TempDir Path dir) throws ClassNotFoundException {
    sdk = CompiledSdk.compile(
        SnapshotFormat.read(SNAPSHOT, "plan"),
        GeneratorOptions.builder("com.example.plan").build(),
        Map.of(),
        dir);
    assertThat(sdk.errors).isEmpty();
    request = sdk.loader.loadClass("com.example.plan.PlanRequest");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"title\":\"t\",\"count\":1}",
        "{\"title\":\"t\",\"count\":-7,\"ratio\":2.5,\"done\":false,\"level\":\"high\","
            + "\"a\\\"b\\\\c*/\":\"x\"}",
        "{\"title\":\"t\",\"count\":1,\"place\":{\"name\":\"Paris\",\"tags\":[\"a\",\"b\"],\"zip\":75,"
            + "\"floor\":2},\"stops\":[{\"at\":\"9\"},{\"at\":\"10\",\"note\":\"n\"}]}",
        "{\"title\":\"t\",\"count\":1,\"extra\":{\"any\":[1,\"2\",null,{\"x\":true}]},"
            + "\"meta\":{\"k\":[1.5],\"n\":null},\"labels\":{\"home\":\"h\",\"work\":\"w\"}}",
        "{\"title\":\"t\",\"count\":1,\"extra\":[1,2],\"target\":\"abc\",\"shape\":{\"kind\":\"circle\",\"r\":1.5}}",
        "{\"title\":\"t\",\"count\":1,\"extra\":\"text\",\"target\":\"none\",\"shape\":{\"kind\":\"square\",\"side\":3}}",
        "{\"title\":\"t\",\"count\":1,\"target\":{\"id\":\"i\"}}",
        "{\"title\":\"t\",\"count\":1,\"target\":42}",
        "{\"title\":\"t\",\"count\":1,\"target\":-9007199254740993,\"toggle\":true,\"amount\":0.1}",
        "{\"title\":\"t\",\"count\":1,\"toggle\":false,\"amount\":2.0,\"picks\":[true,7,1.5,false,-1e300]}",
        "{\"title\":\"t\",\"count\":1,\"toggle\":\"on\",\"amount\":\"https://example.com\",\"picks\":[]}",
        "{\"title\":\"t\",\"count\":1,\"labels\":{\"work\":null,\"home\":null},\"place\":{\"name\":\"P\","
            + "\"zip\":null}}",
        "{\"title\":\"t\",\"count\":1,\"when\":\"2026-11-26T10:00:00.5+02:00\",\"link\":\"https://example.com/a%20b\"}"
      })
  void writesWhatTheMapperWrites(String json) {
    Object value = MAPPER.readValue(json, request);

    assertThat(value).isInstanceOf(SelfWriting.class);
    assertThat(JsonOut.toJson(value)).isEqualTo(MAPPER.writeValueAsString(value));
  }

  @Test
  void leavesNullsOutAndWritesInTheServersOrder() {
    Object value = MAPPER.readValue(
        "{\"labels\":{\"work\":\"w\",\"home\":\"h\"},\"count\":3,\"title\":\"t\","
            + "\"shape\":{\"side\":2,\"kind\":\"square\"},\"place\":{\"name\":\"P\",\"zip\":1}}",
        request);

    assertThat(JsonOut.toJson(value))
        .isEqualTo(
            "{\"title\":\"t\",\"count\":3,\"place\":{\"name\":\"P\",\"zip\":1,\"kind\":\"city\"},"
                + "\"labels\":{\"home\":\"h\",\"work\":\"w\"},\"shape\":{\"kind\":\"square\",\"side\":2}}");
  }

  @Test
  void eachMemberIsOneLineUnderItsWireName() {
    String code = sdk.file("PlanRequest");

    assertThat(code)
        .contains("implements SelfValidating, SelfWriting {")
        .contains("public void writeMembers(JsonOut out) {")
        .contains("out.member(\"title\", this.title);")
        .contains("out.member(\"a\\\"b\\\\c*/\", this.")
        .contains("out.members(this.additionalProperties);")
        .contains("out.member(\"kind\", \"circle\");");
  }

  @Test
  void enumsAndValueAlternativesAreJsonValued() throws ClassNotFoundException {
    ClassLoader loader = sdk.loader;

    assertThat(JsonValued.class)
        .isAssignableFrom(loader.loadClass("com.example.plan.PlanRequest$Level"))
        .isAssignableFrom(loader.loadClass("com.example.plan.PlanRequest$Target$OfString"))
        .isAssignableFrom(loader.loadClass("com.example.plan.PlanRequest$Target$None"))
        .isAssignableFrom(loader.loadClass("com.example.plan.PlanRequest$Amount$OfString"));
  }

  /**
   * A primitive alternative's accessor ({@code boolean value()}) cannot implement {@code Object value()}: it writes
   * its value itself, through {@code JsonOut}, without boxing it and without the mapper.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "Toggle$OfBoolean:true",
        "Toggle$OfBoolean:false",
        "Target$OfLong:-9007199254740993",
        "Pick$OfLong:0",
        "Amount$OfDouble:0.1",
        "Amount$OfDouble:2.0",
        "Pick$OfDouble:-1.0E300",
        "Pick$OfBoolean:true"
      })
  void primitiveAlternativesWriteThemselves(String alternativeAndValue)
      throws ReflectiveOperationException {
    String[] parts = alternativeAndValue.split(":", 2);
    Class<?> type = sdk.loader.loadClass("com.example.plan.PlanRequest$" + parts[0]);
    Class<?> primitive = type.getRecordComponents()[0].getType();
    Object boxed = MAPPER.readValue(parts[1], primitive);
    Object alternative = type.getDeclaredConstructor(primitive).newInstance(boxed);

    assertThat(primitive).isPrimitive();
    assertThat(alternative).isInstanceOf(SelfWritingValue.class).isNotInstanceOf(JsonValued.class);
    assertThat(JsonOut.toJson(alternative))
        .isEqualTo(MAPPER.writeValueAsString(alternative))
        .isEqualTo(MAPPER.writeValueAsString(boxed));
  }

  @Test
  void aPrimitiveAlternativeWritesItsValueInOneLine() {
    assertThat(sdk.file("PlanRequest"))
        .contains("record OfBoolean(@JsonValue boolean value) implements Toggle, SelfValidating, "
            + "SelfWritingValue {")
        .contains("public void writeValue(JsonOut out) {\n        out.value(this.value);\n      }");
  }
}
