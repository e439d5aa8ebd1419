package dev.imcp.bench;

import dev.imcp.testing.ProcessCpu;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * CPU time of this JVM's threads by kind (the thread's name without its digits: the JIT's compiler threads, the GC's,
 * a client's readers, the test server's output drain), from the kernel's nanosecond counters in {@code
 * /proc/self/task/<tid>/schedstat}: what the whole process's CPU time per call is made of. Threads that ended between
 * two snapshots are missing from the second, so their time is undercounted.
 */
final class ThreadCpu {
  private final Map<String, Long> nanosByKind;

  private ThreadCpu(Map<String, Long> nanosByKind) {
    this.nanosByKind = nanosByKind;
  }

  static ThreadCpu now() {
    Map<String, Long> nanos = new TreeMap<>();
    try (var tasks = Files.list(Path.of("/proc/self/task"))) {
      for (Path task : (Iterable<Path>) tasks::iterator) {
        try {
          String kind = Files.readString(task.resolve("comm")).strip().replaceAll("[0-9]+", "N");
          nanos.merge(kind, ProcessCpu.threadNanos(task), Long::sum);
        } catch (IOException e) {
          // The thread ended meanwhile.
        }
      }
    } catch (IOException e) {
      return new ThreadCpu(Map.of());
    }
    return new ThreadCpu(nanos);
  }

  /** Microseconds per call of each kind of thread since {@code before}, the largest first. */
  String perCallSince(ThreadCpu before, int calls) {
    StringBuilder text = new StringBuilder();
    nanosByKind.entrySet().stream()
        .map(e ->
            Map.entry(e.getKey(), e.getValue() - before.nanosByKind.getOrDefault(e.getKey(), 0L)))
        .filter(e -> e.getValue() > 0)
        .sorted((a, b) -> Long.compare(b.getValue(), a.getValue()))
        .forEach(e -> text.append(
            String.format(Locale.ROOT, " %s=%.1f", e.getKey(), e.getValue() / 1e3 / calls)));
    return "cpu/call by thread (us):" + text;
  }
}
