package dev.imcp.sdk;

import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.SchemaParser;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolDefinition;
import dev.imcp.schema.ToolSchema;
import dev.imcp.schema.type.Property;
import dev.imcp.schema.type.TypeSummary;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Prints a snapshot's tools grouped by service (the tool name up to its first {@code _}), with their parameters.
 *
 * <pre>java dev.imcp.sdk.Catalog imcp-sdk-generated/src/main/imcp/tools.json</pre>
 */
public final class Catalog {
  private static final int DESCRIPTION_WIDTH = 72;

  private Catalog() {}

  /**
   * Prints the catalog to standard output; exits with 2 for a wrong command line and 1 for a snapshot that cannot be
   * read.
   *
   * @param args the snapshot file
   */
  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    if (args.length != 1) {
      System.err.println("Usage: Catalog <snapshot.json>");
      System.exit(2);
    }
    try {
      print(SnapshotFormat.read(Path.of(args[0])), args[0], out);
    } catch (InvalidSnapshotException | UncheckedIOException e) {
      System.err.println(e.getMessage());
      System.exit(1);
    }
  }

  static void print(Snapshot snapshot, String source, PrintStream out) {
    Map<String, ToolSchema> schemas = SchemaParser.parse(snapshot, source);
    out.println(snapshot
            .server()
            .map(server -> server.name() + " " + server.version())
            .orElse("unknown server")
        + " · protocol " + snapshot.protocolVersion().orElse("unknown")
        + " · " + snapshot.tools().size() + " tools · " + snapshot.fingerprint());
    byService(snapshot).forEach((service, tools) -> {
      out.println();
      out.println(service + " (" + tools.size() + (tools.size() == 1 ? " tool)" : " tools)"));
      tools.forEach(tool -> printTool(tool, schemas.get(tool.name()), out));
    });
    out.println();
    out.println("* required");
  }

  private static Map<String, List<ToolDefinition>> byService(Snapshot snapshot) {
    Map<String, List<ToolDefinition>> services = new TreeMap<>();
    for (ToolDefinition tool : snapshot.tools()) {
      int separator = tool.name().indexOf('_');
      String service = separator > 0 ? tool.name().substring(0, separator) : tool.name();
      services.computeIfAbsent(service, key -> new ArrayList<>()).add(tool);
    }
    return services;
  }

  private static void printTool(ToolDefinition tool, ToolSchema schema, PrintStream out) {
    String hints = tool.annotations().effectiveReadOnly()
        ? " [read-only]"
        : tool.annotations().effectiveDestructive() ? " [destructive]" : "";
    out.println("  " + tool.name() + hints + " — " + shorten(tool.description().orElse("")));
    List<Property> properties = schema.input().properties();
    if (properties.isEmpty()) {
      out.println("      (no arguments)");
    }
    int width =
        properties.stream().mapToInt(property -> property.name().length()).max().orElse(0) + 2;
    for (Property property : properties) {
      String name = property.name() + (property.required() ? "*" : "");
      out.println(
          "      " + String.format("%-" + width + "s", name) + TypeSummary.of(property.type()));
    }
  }

  /** Server text is shown on one line: control characters would let a description rewrite the terminal. */
  private static String shorten(String text) {
    String line = text.replaceAll("\\p{Cntrl}+", " ").strip();
    return line.length() > DESCRIPTION_WIDTH
        ? line.substring(0, DESCRIPTION_WIDTH - 1) + "…"
        : line;
  }
}
