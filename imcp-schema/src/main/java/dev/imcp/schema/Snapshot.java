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
 * <p>Read and write snapshots with {@link SnapshotFormat}.
 *
 * @param server who the server was; empty when the file did not say
 * @param protocolVersion the protocol version negotiated; empty when the file did not say
 * @param tools every tool, ordered by name
 */
public record Snapshot(
    Optional<ServerInfo> server, Optional<String> protocolVersion, List<ToolDefinition> tools) {

  /**
   * Sorts the tools by name.
   *
   * @param server who the server was; empty when the file did not say
   * @param protocolVersion the protocol version negotiated; empty when the file did not say
   * @param tools every tool, ordered by name
   * @throws IllegalArgumentException when two tools have the same name
   */
  public Snapshot {
    Objects.requireNonNull(server, "server");
    Objects.requireNonNull(protocolVersion, "protocolVersion");
    List<ToolDefinition> sorted = new ArrayList<>(tools);
    sorted.sort(Comparator.comparing(ToolDefinition::name));
    for (int i = 1; i < sorted.size(); i++) {
      if (sorted.get(i).name().equals(sorted.get(i - 1).name())) {
        throw new IllegalArgumentException(
            "Duplicate tool name '" + sorted.get(i).name() + "'");
      }
    }
    tools = List.copyOf(sorted);
  }

  /**
   * {@return a snapshot of a server that said who it is}
   *
   * @param server the server's {@code serverInfo}
   * @param protocolVersion the protocol version negotiated
   * @param tools every tool, in any order
   * @throws IllegalArgumentException when two tools have the same name
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
