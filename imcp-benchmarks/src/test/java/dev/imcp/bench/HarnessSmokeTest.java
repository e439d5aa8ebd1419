package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The harness end to end with a few hundred calls per client: every client answers correctly. No timing is asserted. */
class HarnessSmokeTest {
  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES)
  void everyClientRunsEveryPhaseWithoutAWrongAnswer() throws Exception {
    Report report = Harness.run(1, Workload.SMOKE, false);

    for (String client : Harness.CLIENTS) {
      assertThat(report.ratio(client, client, report.metric("sequentialP50Us"))).isEqualTo(1.0);
    }
    assertThat(report.ratio("imcp", "raw", report.metric("failedAll")))
        .as("no failed call for us or the floor")
        .isEqualTo(1.0);
    assertThat(report.ratio("imcp-2026", "raw-2026", report.metric("failedAll")))
        .as("none in the 2026-07-28 era")
        .isEqualTo(1.0);
    assertThat(report.ratio("untyped", "raw", report.metric("failedAll")))
        .as("none untyped")
        .isEqualTo(1.0);
    assertThat(report.json())
        .contains("\"imcpToRaw\"")
        .contains("\"official\"")
        .contains("\"imcp2026ToRaw2026\"");
    assertThat(report.markdown()).contains("| sequential p50 (µs) |").contains("Targets:");
  }
}
