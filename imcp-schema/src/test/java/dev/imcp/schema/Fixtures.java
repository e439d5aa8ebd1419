package dev.imcp.schema;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Test inputs: the captured snapshots under {@code src/test/resources/snapshots} and tools written inline. */
final class Fixtures {
  static final String IMCP = "imcp-tools-list.json";
  static final String EVERYTHING = "everything.json";
  static final String FILESYSTEM = "filesystem.json";
  static final String MEMORY = "memory.json";

  private Fixtures() {}

  static String text(String name) {
    try (InputStream in = Fixtures.class.getResourceAsStream("/snapshots/" + name)) {
      if (in == null) {
        throw new IllegalArgumentException("No test resource snapshots/" + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Snapshot snapshot(String name) {
    return SnapshotFormat.read(text(name), name);
  }

  /** One tool from its {@code tools/list} JSON. */
  static ToolDefinition tool(String json) {
    return SnapshotFormat.read("{\"tools\":[" + json + "]}", "inline").tools().get(0);
  }

  /** A tool named {@code t} whose input schema is the given JSON. */
  static ToolDefinition withInput(String inputSchema) {
    return tool("{\"name\":\"t\",\"inputSchema\":" + inputSchema + "}");
  }

  /** A tool named {@code t} without arguments whose output schema is the given JSON. */
  static ToolDefinition withOutput(String outputSchema) {
    return tool("{\"name\":\"t\",\"inputSchema\":{\"type\":\"object\"},\"outputSchema\":"
        + outputSchema + "}");
  }
}
