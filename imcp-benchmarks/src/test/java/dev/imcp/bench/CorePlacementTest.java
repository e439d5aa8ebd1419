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
    Process client = clientWithServer();
    try {
      ProcessHandle server = client.toHandle().children().findFirst().orElseThrow();

      List<String> during = CorePlacement.SPLIT.around(
          client.toHandle(), () -> List.of(cores(client.pid()), cores(server.pid())));

      assertThat(during).containsExactly("0", "1");
      String every = "0-" + (Runtime.getRuntime().availableProcessors() - 1);
      assertThat(cores(client.pid())).isEqualTo(every);
      assertThat(cores(server.pid())).isEqualTo(every);
    } finally {
      client.descendants().forEach(ProcessHandle::destroyForcibly);
      client.destroyForcibly();
    }
  }

  @Test
  void samePinsThemTogether() throws Exception {
    Process client = clientWithServer();
    try {
      ProcessHandle server = client.toHandle().children().findFirst().orElseThrow();

      List<String> during = CorePlacement.SAME.around(
          client.toHandle(), () -> List.of(cores(client.pid()), cores(server.pid())));

      assertThat(during).containsExactly("0", "0");
    } finally {
      client.descendants().forEach(ProcessHandle::destroyForcibly);
      client.destroyForcibly();
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
