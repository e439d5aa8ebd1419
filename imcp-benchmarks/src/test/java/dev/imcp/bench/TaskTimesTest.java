package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.ProcessCpu;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The scheduler's figures of real processes, read from {@code /proc}. */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class TaskTimesTest {
  @Test
  void aProcessesTimeOnACpuIsItsThreadsSum() {
    long pid = ProcessHandle.current().pid();
    long before = ProcessCpu.nanos(pid);

    TaskTimes times = TaskTimes.of(pid);

    assertThat(times.runNanos()).isBetween(before, ProcessCpu.nanos(pid));
    assertThat(times.waitNanos()).isNotNegative();
  }

  @Test
  void severalProcessesAreSummed() throws Exception {
    Process child = new ProcessBuilder("sleep", "60").start();
    try {
      TaskTimes alone = TaskTimes.of(child.pid());
      TaskTimes self = TaskTimes.of(ProcessHandle.current().pid());
      TaskTimes both = TaskTimes.of(List.of(ProcessHandle.current(), child.toHandle()));

      assertThat(alone.runNanos()).isPositive();
      assertThat(both.runNanos()).isGreaterThanOrEqualTo(self.runNanos() + alone.runNanos());
      assertThat(both.waitNanos()).isGreaterThanOrEqualTo(self.waitNanos() + alone.waitNanos());
    } finally {
      child.destroyForcibly();
    }
  }

  @Test
  void aProcessThatHasEndedCountsForNothing() throws Exception {
    Process ended = new ProcessBuilder("true").start();
    ended.waitFor();

    assertThat(TaskTimes.of(ended.pid())).isEqualTo(TaskTimes.NONE);
  }

  @Test
  void theDifferenceOfTwoReadings() {
    TaskTimes later = new TaskTimes(5_000, 700);

    assertThat(later.minus(new TaskTimes(2_000, 200))).isEqualTo(new TaskTimes(3_000, 500));
  }
}
