package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The throughput rounds' spread beside the report's medians: how far a ratio to the floor could go in each run. */
class RoundSpreadTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  private static JsonNode result(String client, double... rounds) {
    StringBuilder array = new StringBuilder();
    for (double round : rounds) {
      array.append(array.isEmpty() ? "" : ",").append(round);
    }
    return JSON.readTree(
        "{\"client\":\"" + client + "\",\"callsPerSecondRounds\":{\"threads64\":[" + array + "]}}");
  }

  @Test
  void aRatioRangeTakesOurSlowestOverTheFloorsFastestToTheOtherWayRoundWithinEachRun() {
    List<List<JsonNode>> runs = List.of(
        List.of(result("http-imcp", 1500, 2000), result("http-raw", 1400, 1600)),
        List.of(result("http-imcp", 1700, 1800), result("http-raw", 1000, 1700)));

    double[] range = RoundSpread.range(runs, "http-imcp", "http-raw", "threads64");

    // run 1: 1500/1600 .. 2000/1400; run 2: 1700/1700 .. 1800/1000
    assertThat(range[0]).isEqualTo(1500.0 / 1600);
    assertThat(range[1]).isEqualTo(1800.0 / 1000);
  }

  @Test
  void aRowWhoseRoundsOverlapTheFloorsReadsInsideTheSpreadWhateverItsMedianSays() {
    List<List<JsonNode>> runs =
        List.of(List.of(result("http-imcp", 1534, 2072), result("http-raw", 1404, 1637)));

    String md = RoundSpread.markdown(runs, List.of(List.of("http-imcp", "http-raw")));

    assertThat(md)
        .contains(
            "| http-imcp/http-raw | threads64 | 1534–2072 (2 rounds) | 1404–1637 (2 rounds) |")
        .contains("inside the spread");
  }

  @Test
  void aRowWhoseSlowestRoundBeatsTheFloorsFastestIsAhead() {
    List<List<JsonNode>> runs =
        List.of(List.of(result("http-imcp", 1700, 1800), result("http-raw", 1400, 1600)));

    assertThat(RoundSpread.markdown(runs, List.of(List.of("http-imcp", "http-raw"))))
        .contains("| ahead |");
  }

  @Test
  void withoutRoundsThereIsNoSection() {
    List<List<JsonNode>> runs = List.of(List.of(
        JSON.readTree("{\"client\":\"http-imcp\"}"), JSON.readTree("{\"client\":\"http-raw\"}")));

    assertThat(RoundSpread.markdown(runs, List.of(List.of("http-imcp", "http-raw"))))
        .isEmpty();
  }
}
