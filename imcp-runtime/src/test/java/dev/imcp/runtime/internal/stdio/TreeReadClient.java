package dev.imcp.runtime.internal.stdio;

import java.util.List;

/**
 * A program for {@link KnownDescendantsTest}: starts a child, reads its own tree once as the tree watch does, prints
 * what it found and ends the child. Run in a JVM of its own with its class loading logged.
 */
final class TreeReadClient {
  private TreeReadClient() {}

  public static void main(String[] args) throws Exception {
    Process child = new ProcessBuilder("sleep", "30").start();
    try {
      KnownDescendants tree = new KnownDescendants(child);
      tree.refresh();
      List<ProcessHandle> walked = KnownDescendants.walk(ProcessHandle.current().pid());
      System.out.println("found child: " + walked.contains(child.toHandle()));
    } finally {
      child.destroyForcibly().waitFor();
    }
  }
}
