package dev.imcp.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class CatalogTest {
  private static final Path BUNDLED = Path.of("src/main/imcp/tools.json");

  private static String catalog(Snapshot snapshot) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Catalog.print(snapshot, "test", new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void listsEveryBundledImcpToolByServiceWithItsParameters() {
    String catalog = catalog(SnapshotFormat.read(BUNDLED));

    assertThat(catalog).startsWith("iMCP 1.3.0 · protocol 2025-03-26 · 26 tools · sha256:");
    assertThat(catalog)
        .contains(
            "\nweather (4 tools)\n",
            "  location_reverse-geocode [read-only] — ",
            "      start*        string (date-time)\n",
            "      alarms        (one of type relative|absolute|proximity)[]\n",
            "  calendars_list [read-only] — List available calendars\n      (no arguments)\n");
  }

  @Test
  void theBundledSnapshotIsCanonical() throws Exception {
    String text = java.nio.file.Files.readString(BUNDLED, StandardCharsets.UTF_8);

    assertThat(SnapshotFormat.write(SnapshotFormat.read(BUNDLED))).isEqualTo(text);
  }

  @Test
  void aHostileDescriptionCannotReachTheTerminalAsControlCharacters() {
    Snapshot snapshot = SnapshotFormat.read(
        "{\"tools\":[{\"name\":\"x_y\",\"description\":\"a\\u001b[2J\\nb\",\"inputSchema\":{\"type\":\"object\"}}]}",
        "x");

    assertThat(catalog(snapshot))
        .contains("  x_y [destructive] — a [2J b\n")
        .doesNotContain("\u001b");
  }
}
