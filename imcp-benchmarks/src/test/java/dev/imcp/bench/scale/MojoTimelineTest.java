package dev.imcp.bench.scale;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.bench.scale.MojoTimeline.Cpu;
import dev.imcp.bench.scale.MojoTimeline.Execution;
import org.junit.jupiter.api.Test;

/**
 * A mojo execution runs from its header to the next header or the build's closing rule, by Maven's timestamps, and is
 * charged the CPU between the samples taken with those two lines; lines without a timestamp (a forked tool's output)
 * do not end it.
 */
class MojoTimelineTest {
  @Test
  void anExecutionRunsFromItsHeaderToTheNextHeaderOrTheClosingRule() {
    MojoTimeline timeline = new MojoTimeline();
    timeline.line(
        "16:01:59.000 [INFO] -------------------< dev.imcp.bench:maven-build >-------------------",
        new Cpu(900, 800));
    timeline.line(
        "16:02:00.100 [INFO] --- imcp-codegen-maven-plugin:0.1.0-SNAPSHOT:generate (default) @ maven-build ---",
        new Cpu(1_000, 900));
    timeline.line("16:02:01.000 [INFO] imcp: generated 155 files", new Cpu(2_000, 1_500));
    timeline.line("some tool's own output", new Cpu(2_100, 1_550));
    timeline.line(
        "16:02:02.600 [INFO] --- maven-resources-plugin:3.5.0:resources (default-resources) @ maven-build ---",
        new Cpu(3_000, 2_000));
    timeline.line(
        "16:02:02.700 [INFO] --- maven-compiler-plugin:3.16.0:compile (default-compile) @ maven-build ---",
        new Cpu(3_050, 2_030));
    timeline.line(
        "16:02:09.700 [INFO] ------------------------------------------------------------------------",
        new Cpu(13_050, 8_030));
    timeline.line("16:02:09.701 [INFO] BUILD SUCCESS", new Cpu(13_060, 8_040));

    assertThat(timeline.executions())
        .containsExactly(
            new Execution("imcp-codegen:generate", 2_500, 2_000, 1_100),
            new Execution("resources:resources", 100, 50, 30),
            new Execution("compiler:compile", 7_000, 10_000, 6_000));
    assertThat(timeline.firstHeader()).isEqualTo(((16 * 60 + 2) * 60) * 1000L + 100);
  }
}
