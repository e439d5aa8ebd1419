package dev.imcp.runtime.internal.stdio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

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

  /**
   * The first read comes 250 ms after a server's start, inside a cold client's way to its first call: it reads with
   * {@code java.io}, where NIO's directory stream and file channels loaded about 40 classes, and spins no lambdas.
   */
  @Test
  void readingATreeLoadsNoNioChannelsAndSpinsNoLambdas(@TempDir Path dir) throws Exception {
    root = new ProcessBuilder("true").start(); // for stop()
    Path log = dir.resolve("classes.log");
    Process reader = new ProcessBuilder(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-Xlog:class+load:file=" + log,
            "-cp",
            System.getProperty("java.class.path"),
            TreeReadClient.class.getName())
        .redirectErrorStream(true)
        .start();
    String output = new String(reader.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(reader.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(output).contains("found child: true");

    List<String> loaded = new ArrayList<>();
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      String[] words = line.split(" "); // "[0.805s][info][class,load] <class name> source: …"
      if (words.length > 1) {
        loaded.add(words[1]);
      }
    }
    assertThat(loaded)
        .contains(KnownDescendants.class.getName())
        .doesNotContain("sun.nio.ch.FileChannelImpl", "sun.nio.fs.UnixDirectoryStream")
        .noneMatch(name -> name.startsWith(KnownDescendants.class.getName() + "$$Lambda")
            || name.startsWith("java.util.ArrayDeque$$Lambda"));
  }

  @Test
  void aProcessThatEndedHasNoTree() throws Exception {
    root = new ProcessBuilder("true").start();
    root.waitFor();

    assertThat(KnownDescendants.walk(root.pid())).isEmpty();
  }
}
