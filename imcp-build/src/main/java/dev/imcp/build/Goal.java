package dev.imcp.build;

/** What a front end can be asked to do: the Maven goals {@code imcp:…} and the CLI's commands of the same names. */
public enum Goal {
  /** Generates sources from a snapshot or a live server. */
  GENERATE,
  /** Records a live server's tools as the snapshot. */
  SNAPSHOT,
  /** Compares a live server with the snapshot. */
  CHECK;

  /** {@return the goal's name as both front ends spell it, such as {@code generate}} */
  public String word() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
