package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** A client process's result line carries a failed call's first failure, not only numbers. */
class ResultLineTest {
  @Test
  void aFirstFailureIsWrittenAsJsonTheHarnessReadsBack() {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("callsPerSecond", 1200.0);
    result.put("failedCalls", 3L);
    result.put(
        "firstFailure",
        List.of(Map.of(
            "class", "java.lang.RuntimeException",
            "message", "Failed to \"enqueue\" message\n\tat C:\\path")));

    JsonNode read = JsonMapper.builder().build().readTree(ResultLine.json(result));

    assertThat(read.path("callsPerSecond").asDouble()).isEqualTo(1200.0);
    assertThat(read.path("failedCalls").asLong()).isEqualTo(3);
    assertThat(read.path("firstFailure").path(0).path("message").asString())
        .isEqualTo("Failed to \"enqueue\" message\n\tat C:\\path");
  }

  @Test
  void aNumberThatIsNotFiniteIsNull() {
    assertThat(ResultLine.json(Double.NaN)).isEqualTo("null");
  }
}
