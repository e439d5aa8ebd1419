package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The sequential phase's pinning, on real processes: a parent standing in for the client, a child for its server. */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class CorePlacementTest {
  @Test
  void splitPinsTheClientAndItsServerApartAndGivesEveryCoreBack() throws Exception {
    List<List<String>> cores = duringAndAfter(CorePlacement.SPLIT);

    assertThat(cores.get(0)).containsExactlyElementsOf(firstTwo());
    String every = cores(ProcessHandle.current().pid());
    assertThat(cores.get(1)).containsExactly(every, every);
  }

  @Test
  void samePinsThemTogether() throws Exception {
    List<List<String>> cores = duringAndAfter(CorePlacement.SAME);

    assertThat(cores.get(0)).containsExactly(firstTwo().get(0), firstTwo().get(0));
  }

  @Test
  void sameMovesWhatElseIsKeptToTheOtherCoreAndGivesItBack() throws Exception {
    List<List<String>> cores = othersDuringAndAfter(CorePlacement.SAME);

    assertThat(cores.get(0)).containsExactly(firstTwo().get(1));
    assertThat(cores.get(1)).containsExactly(cores(ProcessHandle.current().pid()));
  }

  @Test
  void splitLeavesWhatElseIsKeptWhereItWas() throws Exception {
    List<List<String>> cores = othersDuringAndAfter(CorePlacement.SPLIT);

    String every = cores(ProcessHandle.current().pid());
    assertThat(cores.get(0)).containsExactly(every);
    assertThat(cores.get(1)).containsExactly(every);
  }

  @Test
  void theFirstTwoCoresOfALinuxCpuList() {
    assertThat(CorePlacement.cores("0-1")).containsExactly("0", "1");
    assertThat(CorePlacement.cores("2,3")).containsExactly("2", "3");
    assertThat(CorePlacement.cores("4-7,9")).containsExactly("4", "5");
    assertThat(CorePlacement.cores("3,8-9")).containsExactly("3", "8");
    assertThat(CorePlacement.cores("5")).containsExactly("5");
  }

  /** The first two cores this test's JVM may use, where the placement pins. */
  private static List<String> firstTwo() throws IOException {
    return CorePlacement.cores(cores(ProcessHandle.current().pid()));
  }

  /**
   * The cores of a client and its server while {@code placement} holds them, then after: two lists of the client's
   * and the server's.
   */
  private static List<List<String>> duringAndAfter(CorePlacement placement) throws Exception {
    Process client = clientWithServer();
    try {
      ProcessHandle server = client.toHandle().children().findFirst().orElseThrow();
      List<String> during = placement.around(
          client.toHandle(), () -> List.of(cores(client.pid()), cores(server.pid())));
      return List.of(during, List.of(cores(client.pid()), cores(server.pid())));
    } finally {
      client.descendants().forEach(ProcessHandle::destroyForcibly);
      client.destroyForcibly();
    }
  }

  /** The cores of another process kept beside a client and its server while {@code placement} holds them, then after. */
  private static List<List<String>> othersDuringAndAfter(CorePlacement placement) throws Exception {
    Process client = clientWithServer();
    Process other = clientWithServer();
    try {
      List<ProcessHandle> servers = client.toHandle().children().toList();
      List<String> during = placement.around(
          client.toHandle(), servers, List.of(other.toHandle()), () -> List.of(cores(other.pid())));
      return List.of(during, List.of(cores(other.pid())));
    } finally {
      for (Process process : List.of(client, other)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
      }
    }
  }

  /** A shell that has started its child once it has said so. */
  private static Process clientWithServer() throws Exception {
    Process client = new ProcessBuilder("sh", "-c", "sleep 60 & echo started; wait").start();
    assertThat(new BufferedReader(
                new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8))
            .readLine())
        .isEqualTo("started");
    return client;
  }

  private static String cores(long pid) throws IOException {
    return Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
        .filter(line -> line.startsWith("Cpus_allowed_list:"))
        .map(line -> line.substring("Cpus_allowed_list:".length()).strip())
        .findFirst()
        .orElseThrow();
  }
}
