package dev.imcp.schema;

/** How a change between two snapshots affects a caller compiled against the older one. */
public enum ChangeClass {
  /** The caller's calls, or its reading of results, can now fail. */
  BREAKING,
  /** Something new or looser; the caller keeps working. */
  COMPATIBLE,
  /** Only descriptions or titles changed. */
  DOCUMENTATION
}
