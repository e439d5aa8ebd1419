package dev.imcp.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;

/**
 * The preload that bounds server-everything's event store ({@code bounded-events.mjs}, beside this class): node loads
 * it by path, so a copy of it is written once per JVM to a file of its own.
 */
final class EventStore {
  private static Path bounded;

  private EventStore() {}

  /** The environment that has a node server load the preload: {@code NODE_OPTIONS=--import=<the copy>}. */
  static Map<String, String> preloaded() {
    return Map.of("NODE_OPTIONS", "--import=" + bounded());
  }

  /** The absolute path of a copy of {@code bounded-events.mjs}. */
  static synchronized Path bounded() {
    if (bounded == null) {
      try (InputStream script = EventStore.class.getResourceAsStream("bounded-events.mjs")) {
        if (script == null) {
          throw new IllegalStateException(
              "bounded-events.mjs is missing beside " + EventStore.class);
        }
        Path copy = Files.createTempFile("imcp-bounded-events", ".mjs");
        copy.toFile().deleteOnExit();
        Files.copy(script, copy, StandardCopyOption.REPLACE_EXISTING);
        bounded = copy.toAbsolutePath();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return bounded;
  }
}
