package dev.imcp.runtime.internal.stdio;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every descendant a server was seen to have while it lived. A server that dies (killed with SIGKILL, say) takes the
 * knowledge of its tree with it: its children are re-parented and no longer its descendants. So the tree is read while
 * the server lives, again and again, and what was seen is what is ended when the session ends.
 */
final class KnownDescendants {
  /** Linux lists each thread's children in /proc (CONFIG_PROC_CHILDREN); elsewhere the JDK's scan is used. */
  private static final boolean PROC_CHILDREN =
      Files.isReadable(Path.of("/proc/self/task/" + ProcessHandle.current().pid() + "/children"));

  private final Process process;
  private final Set<ProcessHandle> seen = ConcurrentHashMap.newKeySet();

  KnownDescendants(Process process) {
    this.process = process;
  }

  /** Reads the server's tree now, if it still lives, and forgets the processes that have ended. */
  void refresh() {
    if (process.isAlive()) {
      if (PROC_CHILDREN) {
        seen.addAll(walk(process.pid()));
      } else {
        process.descendants().forEach(seen::add);
      }
    }
    // A handle knows its process's start time: a pid reused by an unrelated process is not alive to
    // it.
    for (ProcessHandle handle : seen) {
      if (!handle.isAlive()) {
        seen.remove(handle);
      }
    }
  }

  /** The descendants seen so far that still live, re-parented or not. */
  List<ProcessHandle> alive() {
    return seen.stream().filter(ProcessHandle::isAlive).toList();
  }

  /**
   * The tree below {@code root}, from its threads' children lists: a few small files, where {@link
   * ProcessHandle#descendants()} reads one for every process on the machine (1.9 % of the client's CPU time in the
   * sequential profile, at four reads a second, on a machine running builds).
   */
  static List<ProcessHandle> walk(long root) {
    List<ProcessHandle> found = new ArrayList<>();
    Set<Long> visited = new HashSet<>();
    Deque<Long> next = new ArrayDeque<>();
    next.push(root);
    while (!next.isEmpty()) {
      long pid = next.pop();
      if (!visited.add(pid)) {
        continue;
      }
      for (long child : children(pid)) {
        Optional<ProcessHandle> handle = ProcessHandle.of(child);
        if (handle.isPresent()) {
          found.add(handle.get());
        }
        next.push(child);
      }
    }
    return found;
  }

  /**
   * The children of each of the process's threads. Read with {@code java.io} and without lambdas: the first read comes
   * 250 ms after the server's start, inside a cold client's way to its first call, where NIO's directory stream and
   * channels loaded about 40 classes.
   */
  private static List<Long> children(long pid) {
    List<Long> children = new ArrayList<>();
    String[] tasks = new File("/proc/" + pid + "/task").list();
    if (tasks == null) {
      return children; // the process ended meanwhile
    }
    for (String task : tasks) {
      try (FileInputStream in =
          new FileInputStream("/proc/" + pid + "/task/" + task + "/children")) {
        for (String child :
            new String(in.readAllBytes(), StandardCharsets.US_ASCII).trim().split(" ")) {
          if (!child.isEmpty()) {
            children.add(Long.parseLong(child));
          }
        }
      } catch (IOException | NumberFormatException e) {
        // The process or one of its threads ended meanwhile: what was read is what there is.
      }
    }
    return children;
  }
}
