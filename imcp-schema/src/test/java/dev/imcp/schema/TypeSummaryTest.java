package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.type.TypeSummary;
import org.junit.jupiter.api.Test;

class TypeSummaryTest {
  private static String summary(String propertySchema) {
    return TypeSummary.of(SchemaParser.parse(Fixtures.withInput(
            "{\"type\":\"object\",\"properties\":{\"p\":" + propertySchema + "}}"))
        .input()
        .property("p")
        .orElseThrow()
        .type());
  }

  @Test
  void rendersEachKindOnOneLine() {
    assertThat(summary("{\"type\":\"string\",\"format\":\"date-time\"}"))
        .isEqualTo("string (date-time)");
    assertThat(summary("{\"type\":\"integer\",\"minimum\":1,\"maximum\":31}"))
        .isEqualTo("integer 1..31");
    assertThat(summary("{\"type\":\"number\",\"minimum\":0}")).isEqualTo("number 0..");
    assertThat(summary("{\"type\":\"array\",\"items\":{\"type\":\"string\"}}"))
        .isEqualTo("string[]");
    assertThat(summary("{\"enum\":[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\",\"g\"]}"))
        .isEqualTo("enum a|b|c|d|e|f|… (7)");
    assertThat(summary("{\"type\":[\"boolean\",\"null\"]}")).isEqualTo("boolean | null");
    assertThat(summary("{\"type\":\"object\",\"additionalProperties\":true}")).isEqualTo("map");
    assertThat(summary("{}")).isEqualTo("any");
    assertThat(
            summary(
                "{\"oneOf\":[{\"type\":\"boolean\"},{\"type\":\"array\",\"items\":{\"enum\":[\"x\"]}}]}"))
        .isEqualTo("boolean | (enum x)[]");
  }

  @Test
  void namesADiscriminatedUnionByItsTags() {
    assertThat(summary(
            "{\"anyOf\":[{\"type\":\"object\",\"properties\":{\"type\":{\"const\":\"relative\"}}},"
                + "{\"type\":\"object\",\"properties\":{\"type\":{\"const\":\"absolute\"}}}]}"))
        .isEqualTo("one of type relative|absolute");
  }
}
