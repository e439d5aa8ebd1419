package dev.imcp.runtime.internal;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every descendant a server was seen to have while it lived. A server that dies (killed with SIGKILL, say) takes the
 * knowledge of its tree with it: its children are re-parented and no longer its descendants. So the tree is read while
 * the server lives, again and again, and what was seen is what is ended when the session ends.
 */
final class KnownDescendants {
  private final Process process;
  private final Set<ProcessHandle> seen = ConcurrentHashMap.newKeySet();

  KnownDescendants(Process process) {
    this.process = process;
  }

  /** Reads the server's tree now, if it still lives, and forgets the processes that have ended. */
  void refresh() {
    if (process.isAlive()) {
      process.descendants().forEach(seen::add);
    }
    // A handle knows its process's start time: a pid reused by an unrelated process is not alive to it.
    seen.removeIf(handle -> !handle.isAlive());
  }

  /** The descendants seen so far that still live, re-parented or not. */
  List<ProcessHandle> alive() {
    return seen.stream().filter(ProcessHandle::isAlive).toList();
  }
}
