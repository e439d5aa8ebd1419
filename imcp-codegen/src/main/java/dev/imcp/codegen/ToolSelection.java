package dev.imcp.codegen;

import dev.imcp.schema.Snapshot;
import java.util.List;
import java.util.Objects;

/**
 * Which of a snapshot's tools an SDK covers: those matching an {@code include} glob (all when there is none) and no
 * {@code exclude} glob; {@code *} matches any run of characters, {@code ?} one. Tools left out are not generated and
 * not compared by drift checks.
 *
 * <pre>{@code ToolSelection.of(List.of("browser_*"), List.of("browser_install"))}</pre>
 *
 * @param include the globs of the tools to generate; empty for all
 * @param exclude the globs of the tools to leave out, even when included
 */
public record ToolSelection(List<String> include, List<String> exclude) {
  private static final ToolSelection ALL = new ToolSelection(List.of(), List.of());

  /**
   * Copies the globs and checks them.
   *
   * @param include the globs of the tools to generate; empty for all
   * @param exclude the globs of the tools to leave out, even when included
   * @throws IllegalArgumentException for a blank glob
   */
  public ToolSelection {
    include = List.copyOf(include);
    exclude = List.copyOf(exclude);
    for (String glob : include) {
      requireGlob(glob, "include");
    }
    for (String glob : exclude) {
      requireGlob(glob, "exclude");
    }
  }

  /** {@return the selection of every tool: the default} */
  public static ToolSelection all() {
    return ALL;
  }

  /**
   * {@return the tools that match an {@code include} glob (all when there is none) and no {@code exclude} glob}
   *
   * @param include the globs of the tools to generate; empty for all
   * @param exclude the globs of the tools to leave out
   * @throws IllegalArgumentException for a blank glob
   */
  public static ToolSelection of(List<String> include, List<String> exclude) {
    return new ToolSelection(include, exclude);
  }

  /**
   * {@return whether {@code tool} is generated}
   *
   * @param tool the tool's name
   */
  public boolean selects(String tool) {
    return (include.isEmpty() || include.stream().anyMatch(glob -> Globs.matches(glob, tool)))
        && exclude.stream().noneMatch(glob -> Globs.matches(glob, tool));
  }

  /**
   * {@return the snapshot with only the selected tools; its server, protocol version, prompts and resources as they
   * were}
   *
   * @param snapshot the whole snapshot
   */
  public Snapshot apply(Snapshot snapshot) {
    if (this.equals(ALL)) {
      return snapshot;
    }
    return snapshot.withTools(
        snapshot.tools().stream().filter(tool -> selects(tool.name())).toList());
  }

  /**
   * {@return the globs that match none of the snapshot's tools: most likely a typo}
   *
   * @param snapshot the whole snapshot
   */
  public List<String> unmatched(Snapshot snapshot) {
    return java.util.stream.Stream.concat(include.stream(), exclude.stream())
        .filter(
            glob -> snapshot.tools().stream().noneMatch(tool -> Globs.matches(glob, tool.name())))
        .toList();
  }

  private static void requireGlob(String glob, String kind) {
    Objects.requireNonNull(glob, kind);
    if (glob.isBlank()) {
      throw new IllegalArgumentException(
          "An " + kind + " glob names tools, such as 'browser_*'; it is blank");
    }
  }

  // Written out: the record's own equals and hashCode are bootstrapped on first use, which spins
  // some
  // 40 classes of method handles in the cold JVM of a one-off build (every generation compares the
  // selections with all()).
  @Override
  public boolean equals(Object other) {
    return other instanceof ToolSelection selection
        && include.equals(selection.include)
        && exclude.equals(selection.exclude);
  }

  @Override
  public int hashCode() {
    return 31 * include.hashCode() + exclude.hashCode();
  }

  @Override
  public String toString() {
    return "include=" + include + " exclude=" + exclude;
  }
}
