package dev.imcp.simulator.internal;

import dev.imcp.simulator.SimulatedCall;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** One JSON line per call, appended and flushed at once, so that a test can read what a live simulator received. */
public final class Journal {
  private final Optional<Path> file;

  public Journal(Optional<Path> file) {
    this.file = file;
  }

  synchronized void record(
      String tool, ObjectNode arguments, List<String> ignored, Optional<String> error) {
    if (file.isEmpty()) {
      return;
    }
    ObjectNode line = Json.object().put("tool", tool).put("arguments", Json.write(arguments));
    ignored.forEach(line.putArray("ignored")::add);
    error.ifPresent(text -> line.put("error", text));
    try {
      Files.writeString(
          file.get(),
          Json.write(line) + "\n",
          StandardCharsets.UTF_8,
          StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static List<SimulatedCall> read(Path file) {
    if (!Files.exists(file)) {
      return List.of();
    }
    List<SimulatedCall> calls = new ArrayList<>();
    try {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        if (line.isBlank()) {
          continue;
        }
        JsonNode json = Json.MAPPER.readTree(line);
        List<String> ignored = new ArrayList<>();
        json.path("ignored").forEach(pointer -> ignored.add(pointer.asString()));
        calls.add(new SimulatedCall(
            json.get("tool").asString(),
            json.get("arguments").asString(),
            ignored,
            json.has("error") ? Optional.of(json.get("error").asString()) : Optional.empty()));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return calls;
  }
}
