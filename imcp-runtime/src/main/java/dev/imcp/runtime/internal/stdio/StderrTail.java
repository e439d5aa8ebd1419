package dev.imcp.runtime.internal.stdio;

import java.util.ArrayDeque;
import java.util.List;

/** The last lines a server wrote to stderr, for error messages. */
public final class StderrTail {
  private final int capacity;
  private final ArrayDeque<String> lines;

  public StderrTail(int capacity) {
    this.capacity = capacity;
    this.lines = new ArrayDeque<>(capacity);
  }

  public synchronized void add(String line) {
    if (capacity == 0) {
      return;
    }
    if (lines.size() == capacity) {
      lines.removeFirst();
    }
    lines.addLast(line);
  }

  public synchronized List<String> lines() {
    return List.copyOf(lines);
  }
}
