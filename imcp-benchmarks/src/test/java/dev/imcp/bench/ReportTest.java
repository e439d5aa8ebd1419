package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The report's table: its rows in order, and the throughput rows read from the phases the harness runs. */
class ReportTest {
  @Test
  void theMetricsAreTheTablesRowsInOrder() {
    assertThat(Report.METRICS)
        .extracting(Report.Metric::key)
        .containsExactly(
            "sequentialP50Us",
            "sequentialP99Us",
            "sequentialClientCpuUs",
            "sequentialServerCpuUs",
            "sequentialWaitUs",
            "sequentialOthersCpuUs",
            "async1",
            "async8",
            "async64",
            "threads8",
            "threads64",
            "cpu64",
            "cpu64threads",
            "server64",
            "server64threads",
            "failed64",
            "failedAll",
            "warmupCycles",
            "launchToFirstCallMs",
            "cpuToFirstCallMs",
            "classesToFirstCall",
            "startToInitializedMs",
            "bytesPerCall",
            "retainedHeapMb",
            "peakRssMb");
  }

  @Test
  void eachThroughputPhaseIsARateLabelledAsItRuns() {
    List<Report.Metric> rates =
        Report.THROUGHPUT.stream().map(Report.Metric::rate).toList();

    assertThat(rates)
        .extracting(Report.Metric::label)
        .containsExactly(
            "async, 1 in flight (calls/s)",
            "async, 8 in flight (calls/s)",
            "async, 64 in flight (calls/s)",
            "8 threads, sync (calls/s)",
            "64 threads, sync (calls/s)");
    assertThat(rates).allMatch(Report.Metric::higherIsBetter);
    assertThat(rates
            .get(2)
            .read()
            .applyAsDouble(JsonMapper.builder()
                .build()
                .readTree("{\"callsPerSecond\":{\"async8\":1,\"async64\":2}}")))
        .isEqualTo(2.0);
  }

  @Test
  void aPhaseCostReadsItsFigureOfItsPhaseAndLessIsBetter() {
    Report.Metric server = Report.METRICS.stream()
        .filter(metric -> metric.key().equals("server64threads"))
        .findFirst()
        .orElseThrow();

    assertThat(server.higherIsBetter()).isFalse();
    assertThat(
            server
                .read()
                .applyAsDouble(
                    JsonMapper.builder()
                        .build()
                        .readTree(
                            "{\"cpuPerCallUs\":{\"threads64\":1},\"serverCpuPerCallUs\":{\"async64\":2,\"threads64\":3}}")))
        .isEqualTo(3.0);
  }
}
