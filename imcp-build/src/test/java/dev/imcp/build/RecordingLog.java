package dev.imcp.build;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A build log that keeps every line, {@code INFO } or {@code WARN } first, for tests to read. */
final class RecordingLog implements BuildLog {
  final List<String> lines = new CopyOnWriteArrayList<>();

  @Override
  public void info(String message) {
    lines.add("INFO " + message);
  }

  @Override
  public void warn(String message) {
    lines.add("WARN " + message);
  }
}
