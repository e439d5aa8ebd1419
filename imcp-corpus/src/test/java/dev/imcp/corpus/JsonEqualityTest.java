package dev.imcp.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;

class JsonEqualityTest {
  @ParameterizedTest
  @CsvSource(delimiter = '|', textBlock = """
      1                   | 1.0                 | true
      {"a":1,"b":[2.50]}  | {"b":[2.5],"a":1.0} | true
      1                   | "1"                 | false
      [1,2]               | [2,1]               | false
      {"a":null}          | {}                  | false
      {"a":{"b":1}}       | {"a":{"b":2}}       | false
      """)
  void numbersCompareByValueAndObjectsByMembers(String a, String b, boolean equal) {
    JsonNode left = RuntimeJson.MAPPER.readTree(a);
    JsonNode right = RuntimeJson.MAPPER.readTree(b);

    assertThat(JsonEquality.equal(left, right)).isEqualTo(equal);
    assertThat(JsonEquality.equal(right, left)).isEqualTo(equal);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', textBlock = """
      {"a":1}             | {"a":1.0,"b":[]}      | true
      {"a":{"x":1}}       | {"a":{"x":1,"y":{}}}  | true
      {"a":1}             | {"a":1,"b":null}      | true
      {"a":1}             | {"a":1,"b":[1]}       | false
      {"a":1,"b":[]}      | {"a":1}               | false
      [{"a":1}]           | [{"a":1,"b":[]}]      | true
      """)
  void writtenBackEmptiesMayBeAdded(String expected, String actual, boolean equal) {
    assertThat(JsonEquality.equalAddingEmpties(
            RuntimeJson.MAPPER.readTree(expected), RuntimeJson.MAPPER.readTree(actual)))
        .isEqualTo(equal);
  }
}
