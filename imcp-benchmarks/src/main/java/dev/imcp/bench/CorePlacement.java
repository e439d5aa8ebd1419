package dev.imcp.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Where a client and its server run during the sequential phase. On a small virtual machine a sequential call takes
 * about 30 µs when the scheduler keeps the client and its server on one core and about 90 µs when it splits them (a
 * wake-up across cores costs an interrupt between virtual CPUs), and the scheduler picks one or the other for the life
 * of a client-and-server pair: unpinned, a p50 ratio of a few runs compares placements, not clients. Pinning every
 * client the same way for that phase makes the ratio compare clients. {@code -Dimcp.bench.placement=same} (one core,
 * the default), {@code split} (the client on one core, its server on the other) or {@code free} (the scheduler's
 * choice); Linux with {@code taskset}, else free.
 */
enum CorePlacement {
  SAME,
  SPLIT,
  FREE;

  /** The cores this JVM may run on, as Linux lists them ("0-1", "2,3"): what the pinned processes get back. */
  private static final String ALLOWED_LIST = allowedList();
  /** The first two of them: where the pinned processes go. */
  private static final List<String> ALLOWED = cores(ALLOWED_LIST);
  /** Whether {@link #SAME} moves what else is kept off the pinned core ({@code -Dimcp.bench.others=stay}: not). */
  static final boolean QUIET = !System.getProperty("imcp.bench.others", "move").equals("stay");

  static CorePlacement chosen() {
    CorePlacement chosen =
        valueOf(System.getProperty("imcp.bench.placement", "same").toUpperCase(Locale.ROOT));
    return chosen == FREE || !tasksetWorks() || ALLOWED.size() < 2 ? FREE : chosen;
  }

  /** Runs {@code work} with the client's JVM and every process it started pinned, then gives them back every core this JVM may use. */
  <T> T around(ProcessHandle client, Work<T> work) throws IOException {
    return around(client, client.descendants().toList(), List.of(), work);
  }

  /**
   * Runs {@code work} with the client's JVM and its servers pinned and, when they share a core, {@code others} (what
   * else is kept running: the other clients and their servers, the harness's own JVM) on the other one, then gives
   * them all back every core this JVM may use. Idle as they are, the others wake for their timers and their JIT (the
   * harness's own JVM compiled for up to 64 µs a call during a round), and on the pinned core that time would come
   * out of the calls, more for one client than another.
   */
  <T> T around(
      ProcessHandle client, List<ProcessHandle> servers, List<ProcessHandle> others, Work<T> work)
      throws IOException {
    if (this == FREE) {
      return work.run();
    }
    List<ProcessHandle> moved = this == SAME && QUIET ? others : List.of();
    try {
      set(moved, ALLOWED.get(1));
      set(List.of(client), ALLOWED.get(0));
      set(servers, ALLOWED.get(this == SAME ? 0 : 1));
      return work.run();
    } finally {
      set(Stream.of(List.of(client), servers, moved).flatMap(List::stream).toList(), ALLOWED_LIST);
    }
  }

  String describe() {
    return switch (this) {
      case SAME -> "each client and its server pinned to one core together";
      case SPLIT -> "each client pinned to one core, its server to the other";
      case FREE -> "placement left to the scheduler (no taskset)";
    };
  }

  /** What runs pinned. */
  interface Work<T> {
    T run() throws IOException;
  }

  private static void set(List<ProcessHandle> processes, String cores) throws IOException {
    for (ProcessHandle process : processes) {
      if (process.isAlive()) {
        taskset("-a", "-p", "-c", cores, Long.toString(process.pid()));
      }
    }
  }

  private static String allowedList() {
    try {
      return Files.readAllLines(Path.of("/proc/self/status")).stream()
          .filter(line -> line.startsWith("Cpus_allowed_list:"))
          .map(line -> line.substring("Cpus_allowed_list:".length()).strip())
          .findFirst()
          .orElse("");
    } catch (IOException e) {
      return "";
    }
  }

  /** The first two cores of a Linux CPU list. */
  static List<String> cores(String list) {
    List<String> cores = new ArrayList<>();
    for (String range : list.split(",")) {
      if (range.isBlank()) {
        continue;
      }
      String[] ends = range.strip().split("-");
      int first = Integer.parseInt(ends[0]);
      int last = Integer.parseInt(ends[ends.length - 1]);
      for (int core = first; core <= last && cores.size() < 2; core++) {
        cores.add(Integer.toString(core));
      }
    }
    return cores;
  }

  private static boolean tasksetWorks() {
    try {
      taskset("-p", Long.toString(ProcessHandle.current().pid()));
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  private static void taskset(String... arguments) throws IOException {
    List<String> command = new ArrayList<>(List.of("taskset"));
    command.addAll(List.of(arguments));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    try {
      if (process.waitFor() != 0) {
        throw new IOException(String.join(" ", command) + " failed: " + output.strip());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted waiting for taskset", e);
    }
  }
}
