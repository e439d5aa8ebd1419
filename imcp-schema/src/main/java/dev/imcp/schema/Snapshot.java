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
 */
public record Snapshot(Optional<ServerInfo> server, Optional<String> protocolVersion, List<ToolDefinition> tools) {

  public Snapshot {
    Objects.requireNonNull(server, "server");
    Objects.requireNonNull(protocolVersion, "protocolVersion");
    List<ToolDefinition> sorted = new ArrayList<>(tools);
    sorted.sort(Comparator.comparing(ToolDefinition::name));
    for (int i = 1; i < sorted.size(); i++) {
      if (sorted.get(i).name().equals(sorted.get(i - 1).name())) {
        throw new IllegalArgumentException("Duplicate tool name '" + sorted.get(i).name() + "'");
      }
    }
    tools = List.copyOf(sorted);
  }

  public static Snapshot of(ServerInfo server, String protocolVersion, List<ToolDefinition> tools) {
    return new Snapshot(Optional.of(server), Optional.of(protocolVersion), tools);
  }

  public Optional<ToolDefinition> tool(String name) {
    return tools.stream().filter(tool -> tool.name().equals(name)).findFirst();
  }

  /** The fingerprint of the whole surface: changes exactly when some tool's fingerprint changes or a tool comes or goes. */
  public Fingerprint fingerprint() {
    return Fingerprint.of(this);
  }
}
