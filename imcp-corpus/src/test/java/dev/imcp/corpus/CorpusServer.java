package dev.imcp.corpus;

import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;

/**
 * One recorded server of the corpus ({@code corpus/servers/<id>.json}, written by {@code corpus/record.mjs}): its
 * snapshot as the plugin would read the file, and its tools as raw JSON, in the server's order.
 */
record CorpusServer(String id, Path file, String sdk, JsonNode json, List<JsonNode> tools) {
  /** The corpus folder: the {@code imcp.corpus} property (the build sets it), else {@code corpus/servers} above. */
  static Path folder() {
    String property = System.getProperty("imcp.corpus");
    if (property != null) {
      return Path.of(property);
    }
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      if (Files.isDirectory(dir.resolve("corpus/servers"))) {
        return dir.resolve("corpus/servers");
      }
    }
    throw new IllegalStateException("no corpus/servers above " + Path.of("").toAbsolutePath());
  }

  static List<CorpusServer> all() {
    try (Stream<Path> files = Files.list(folder())) {
      return files
          .filter(f -> f.getFileName().toString().endsWith(".json"))
          .filter(CorpusServer::selected)
          .sorted()
          .map(CorpusServer::read)
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code -Dimcp.corpus.only=id,id} narrows a run to those servers, for work on one of them. */
  private static boolean selected(Path file) {
    String only = System.getProperty("imcp.corpus.only", "");
    String name = file.getFileName().toString().replaceFirst("\\.json$", "");
    return only.isBlank() || java.util.Arrays.asList(only.split(",")).contains(name);
  }

  static CorpusServer read(Path file) {
    try {
      JsonNode json = RuntimeJson.MAPPER.readTree(Files.readString(file));
      List<JsonNode> tools = new ArrayList<>();
      json.path("tools").forEach(tools::add);
      String name = file.getFileName().toString();
      return new CorpusServer(
          name.substring(0, name.length() - ".json".length()),
          file,
          json.path("corpus").path("sdk").asString("?"),
          json,
          tools);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The snapshot, read as the plugin reads a snapshot file. */
  Snapshot snapshot() {
    return SnapshotFormat.read(file);
  }

  /** A Java package for this server's SDK. */
  String packageName() {
    return "corpus." + id.replaceAll("[^A-Za-z0-9]", "_").replaceAll("^([0-9])", "s$1");
  }
}
