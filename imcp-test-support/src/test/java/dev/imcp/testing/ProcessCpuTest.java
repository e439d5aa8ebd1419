package dev.imcp.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ProcessCpuTest {
  @Test
  void sumsTheThreadsOfAProcessInNanoseconds() {
    long pid = ProcessHandle.current().pid();
    long started = ProcessCpu.nanos(pid);

    assertThat(started).isPositive();
    assertThat(ProcessCpu.nanos(pid)).isGreaterThanOrEqualTo(started);
    long mainThread =
        ProcessCpu.threadNanos(Path.of("/proc", Long.toString(pid), "task", Long.toString(pid)));
    assertThat(mainThread).isPositive().isLessThanOrEqualTo(ProcessCpu.nanos(pid));
  }

  @Test
  void aProcessThatEndedIsAnErrorNamingItNotAZero() throws Exception {
    Process ended = new ProcessBuilder("true").start();
    assertThat(ended.waitFor(30, TimeUnit.SECONDS)).isTrue();

    assertThatThrownBy(() -> ProcessCpu.nanos(ended.pid()))
        .isInstanceOf(UncheckedIOException.class)
        .hasMessage("cannot read the CPU time of process " + ended.pid());
  }

  @Test
  void aThreadThatEndedBeforeItsReadCountsNothing() {
    assertThat(ProcessCpu.threadNanos(Path.of("/proc", "0", "task", "0"))).isZero();
  }
}
