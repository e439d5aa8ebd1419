package dev.imcp.schema;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One server's tool surface at one moment: who it was, which protocol version was negotiated, and its tools, ordered
 * by name so that two snapshots of the same surface are equal whatever order the server listed them in.
 *
 * <p>A server that lists a tool name more than once (a server's bug: a call by that name reaches one of them) keeps its
 * first listing in {@link #tools()} and the others in {@link #duplicates()}, so that nothing it said is lost and a
 * generator can say what it left out.
 *
 * <p>Read and write snapshots with {@link SnapshotFormat}.
 *
 * @param server who the server was; empty when the file did not say
 * @param protocolVersion the protocol version negotiated; empty when the file did not say
 * @param tools every tool, ordered by name, each name once: its first listing
 * @param duplicates the later listings of names listed more than once, ordered by name, then as listed
 */
public record Snapshot(
    Optional<ServerInfo> server,
    Optional<String> protocolVersion,
    List<ToolDefinition> tools,
    List<ToolDefinition> duplicates) {

  /**
   * Sorts the tools by name and moves every listing of a name after its first to the duplicates.
   *
   * @param server who the server was; empty when the file did not say
   * @param protocolVersion the protocol version negotiated; empty when the file did not say
   * @param tools every tool, in the order listed
   * @param duplicates later listings already set apart, kept after those found in {@code tools}
   */
  public Snapshot {
    Objects.requireNonNull(server, "server");
    Objects.requireNonNull(protocolVersion, "protocolVersion");
    List<ToolDefinition> sorted = new ArrayList<>(tools);
    // Stable: of two listings of one name, the one listed first stays first.
    sorted.sort(Comparator.comparing(ToolDefinition::name));
    List<ToolDefinition> unique = new ArrayList<>();
    List<ToolDefinition> later = new ArrayList<>();
    for (ToolDefinition tool : sorted) {
      if (!unique.isEmpty() && unique.get(unique.size() - 1).name().equals(tool.name())) {
        later.add(tool);
      } else {
        unique.add(tool);
      }
    }
    later.addAll(duplicates);
    later.sort(Comparator.comparing(ToolDefinition::name));
    tools = List.copyOf(unique);
    duplicates = List.copyOf(later);
  }

  /**
   * A snapshot of the tools as listed, duplicates found among them.
   *
   * @param server who the server was; empty when the file did not say
   * @param protocolVersion the protocol version negotiated; empty when the file did not say
   * @param tools every tool, in the order listed
   */
  public Snapshot(
      Optional<ServerInfo> server, Optional<String> protocolVersion, List<ToolDefinition> tools) {
    this(server, protocolVersion, tools, List.of());
  }

  /**
   * {@return a snapshot of a server that said who it is}
   *
   * @param server the server's {@code serverInfo}
   * @param protocolVersion the protocol version negotiated
   * @param tools every tool, in any order
   */
  public static Snapshot of(ServerInfo server, String protocolVersion, List<ToolDefinition> tools) {
    return new Snapshot(Optional.of(server), Optional.of(protocolVersion), tools);
  }

  /**
   * {@return the tool named {@code name}; empty when there is none}
   *
   * @param name the tool's name
   */
  public Optional<ToolDefinition> tool(String name) {
    return tools.stream().filter(tool -> tool.name().equals(name)).findFirst();
  }

  /**
   * {@return the fingerprint of the whole surface: changes exactly when some tool's fingerprint changes or a tool comes
   * or goes}
   */
  public Fingerprint fingerprint() {
    return Fingerprint.of(this);
  }
}
