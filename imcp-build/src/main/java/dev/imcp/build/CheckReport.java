package dev.imcp.build;

import dev.imcp.schema.Change;
import dev.imcp.schema.ChangeClass;
import dev.imcp.schema.DriftReport;
import dev.imcp.schema.Snapshot;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The check's findings as JSON, for CI tools: counts per class, and every change. */
public final class CheckReport {
  private CheckReport() {}

  /**
   * Writes the report.
   *
   * @param report the changes
   * @param snapshot the committed snapshot, as named to the user
   * @param live the live server's tools
   * @param file where the report goes; its directory is created
   * @throws IOException when the file cannot be written
   */
  public static void write(DriftReport report, String snapshot, Snapshot live, Path file)
      throws IOException {
    ObjectNode json = JsonMapper.shared().createObjectNode().put("snapshot", snapshot);
    live.server()
        .ifPresent(server ->
            json.putObject("server").put("name", server.name()).put("version", server.version()));
    json.put("liveFingerprint", live.fingerprint().toString());
    ObjectNode counts = json.putObject("counts");
    for (ChangeClass changeClass : ChangeClass.values()) {
      counts.put(changeClass.name(), report.of(changeClass).size());
    }
    ArrayNode changes = json.putArray("changes");
    for (Change change : report.changes()) {
      changes
          .addObject()
          .put("class", change.changeClass().name())
          .put("kind", change.kind().label())
          .put("tool", change.tool())
          .put("pointer", change.pointer())
          .put("description", change.description());
    }
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.writeString(
        file,
        JsonMapper.shared().writerWithDefaultPrettyPrinter().writeValueAsString(json) + "\n",
        StandardCharsets.UTF_8);
  }
}
