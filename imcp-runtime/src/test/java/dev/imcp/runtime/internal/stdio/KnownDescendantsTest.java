package dev.imcp.runtime.internal.stdio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/** The tree read from the threads' children lists is the tree the JDK finds by reading the whole process table. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
@EnabledOnOs(OS.LINUX)
class KnownDescendantsTest {
  private Process root;

  @AfterEach
  void stop() {
    root.descendants().forEach(ProcessHandle::destroyForcibly);
    root.destroyForcibly();
  }

  @Test
  void aChildAndAGrandchildAreFoundAsTheJdkFindsThem() throws Exception {
    root = new ProcessBuilder("sh", "-c", "sleep 30 & sh -c 'sleep 30 & wait' & wait").start();
    // Started asynchronously by the shell: three processes below it once both shells have forked.
    await().atMost(Duration.ofSeconds(10)).until(() -> root.descendants().count() == 3);

    List<ProcessHandle> walked = KnownDescendants.walk(root.pid());

    assertThat(walked).containsExactlyInAnyOrderElementsOf(root.descendants().toList());
  }

  @Test
  void aProcessThatEndedHasNoTree() throws Exception {
    root = new ProcessBuilder("true").start();
    root.waitFor();

    assertThat(KnownDescendants.walk(root.pid())).isEmpty();
  }
}
