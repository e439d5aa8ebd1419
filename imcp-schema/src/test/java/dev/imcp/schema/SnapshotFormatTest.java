package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SnapshotFormatTest {

  @Test
  void readsTheBareToolsListResultOfImcp() {
    Snapshot snapshot = Fixtures.snapshot(Fixtures.IMCP);

    assertThat(snapshot.tools()).hasSize(26);
    assertThat(snapshot.server()).isEmpty();
    assertThat(snapshot.tool("location_reverse-geocode")).isPresent();
    assertThat(snapshot.tools().get(0).name()).isEqualTo("calendars_list");
  }

  @Test
  void takesServerAndProtocolFromAnInitializeResultBesideTheTools() {
    Snapshot snapshot = Fixtures.snapshot(Fixtures.EVERYTHING);

    assertThat(snapshot.server()).contains(new ServerInfo("mcp-servers/everything", "2.0.0"));
    assertThat(snapshot.protocolVersion()).contains("2025-11-25");
    assertThat(snapshot.tool("echo")).isPresent();
  }

  @Test
  void ordersToolsByNameWhateverTheServerOrder() {
    Snapshot snapshot = Fixtures.snapshot(Fixtures.FILESYSTEM);

    assertThat(snapshot.tools()).extracting(ToolDefinition::name).isSorted();
  }

  @ParameterizedTest
  @ValueSource(strings = {Fixtures.IMCP, Fixtures.EVERYTHING, Fixtures.FILESYSTEM, Fixtures.MEMORY})
  void readWriteReadIsLosslessAndWritingIsStable(String fixture) {
    Snapshot original = Fixtures.snapshot(fixture);

    String written = SnapshotFormat.write(original);
    Snapshot reread = SnapshotFormat.read(written, "written");

    assertThat(reread).isEqualTo(original);
    assertThat(SnapshotFormat.write(reread)).isEqualTo(written);
  }

  @Test
  void keepsTheServersPropertyOrderAndSortsEverythingElse() {
    Snapshot snapshot = SnapshotFormat.read("""
            {"tools":[{"name":"t","inputSchema":{"type":"object","required":["b","z"],
             "properties":{"z":{"type":"string","title":"Z","description":"d"},
             "b":{"type":"object","properties":{"y":{"type":"string"},"properties":{"type":"string"},"a":{}}},
             "m":{"type":"array","items":{"properties":{"q":{},"c":{}}}}},
             "$defs":{"Y":{},"X":{"properties":{"k":{},"j":{}}}}}}]}
            """, "inline");

    String written = SnapshotFormat.write(snapshot);

    assertThat(written.replaceAll("\\s", ""))
        .contains(
            "\"properties\":{\"z\":{\"description\":\"d\",\"title\":\"Z\",\"type\":\"string\"},\"b\"")
        .contains(
            "\"properties\":{\"y\":{\"type\":\"string\"},\"properties\":{\"type\":\"string\"},\"a\":{}}")
        .contains("\"properties\":{\"q\":{},\"c\":{}}")
        .contains("\"$defs\":{\"X\":{\"properties\":{\"k\":{},\"j\":{}}},\"Y\":{}}")
        .contains("\"required\":[\"b\",\"z\"]");
    Snapshot reread = SnapshotFormat.read(written, "written");
    assertThat(reread.tools().get(0).inputSchema().get("properties").propertyNames())
        .containsExactly("z", "b", "m");
    assertThat(SnapshotFormat.write(reread)).isEqualTo(written);
  }

  @Test
  void keepsToolFieldsItDoesNotKnow() {
    Snapshot snapshot = Fixtures.snapshot(Fixtures.EVERYTHING);

    ToolDefinition echo = snapshot.tool("echo").orElseThrow();
    assertThat(echo.extra()).containsKey("execution");
    assertThat(SnapshotFormat.write(snapshot)).contains("\"taskSupport\": \"forbidden\"");
  }

  @Test
  void writesCanonicalTextWithSortedKeysLfAndNumbersAsWritten() {
    Snapshot snapshot = SnapshotFormat.read("""
            {"protocolVersion":"2025-03-26","server":{"version":"1.3.0","name":"iMCP"},"extra":1,
             "tools":[{"name":"b","inputSchema":{"type":"object","properties":{"r":{"type":"number","default":5000,
             "maximum":0.8,"minimum":1.0}}},"annotations":{"readOnlyHint":true}},
             {"name":"a","description":"A","inputSchema":{"type":"object"}}]}
            """, "inline");

    assertThat(SnapshotFormat.write(snapshot)).isEqualTo("""
            {
              "fingerprint": "%s",
              "format": "imcp-snapshot/1",
              "protocolVersion": "2025-03-26",
              "server": {
                "name": "iMCP",
                "version": "1.3.0"
              },
              "tools": [
                {
                  "description": "A",
                  "inputSchema": {
                    "type": "object"
                  },
                  "name": "a"
                },
                {
                  "annotations": {
                    "readOnlyHint": true
                  },
                  "inputSchema": {
                    "properties": {
                      "r": {
                        "default": 5000,
                        "maximum": 0.8,
                        "minimum": 1.0,
                        "type": "number"
                      }
                    },
                    "type": "object"
                  },
                  "name": "b"
                }
              ]
            }
            """.formatted(snapshot.fingerprint()));
  }

  @Test
  void reportsEveryProblemWithItsPointerInOneException() {
    String json = """
        {"format":"imcp-snapshot/9","server":{"version":"1"},
         "tools":[{"name":"ok","inputSchema":{"type":"object"}},
                  {"inputSchema":{}},
                  {"name":"ok","inputSchema":{}},
                  {"name":"x","annotations":{"readOnlyHint":"yes"}},
                  7]}
        """;

    assertThatThrownBy(() -> SnapshotFormat.read(json, "tools.json"))
        .isInstanceOf(InvalidSnapshotException.class)
        .hasMessage("""
            6 problems in tools.json:
              - /format: unsupported format "imcp-snapshot/9"; this version reads imcp-snapshot/2 and imcp-snapshot/1
              - /server/name: missing
              - /tools/1/name: missing
              - /tools/3/inputSchema: missing; every tool has an inputSchema
              - /tools/3/annotations/readOnlyHint: expected true or false, got string "yes"
              - /tools/4: a tool is an object, got number 7""");
  }

  @Test
  void saysWhereJsonIsMalformed() {
    assertThatThrownBy(() -> SnapshotFormat.read("{\"tools\": [\n  {\"name\": }\n]}", "tools.json"))
        .hasMessageStartingWith("1 problem in tools.json:\n  - document: not JSON: ")
        .hasMessageContaining("(line 2, column");
  }

  @Test
  void rejectsADocumentWithoutTools() {
    assertThatThrownBy(() -> SnapshotFormat.read("{\"result\":{}}", "x.json"))
        .hasMessage("1 problem in x.json:\n  - /tools: missing");
  }

  @Test
  void rejectsBytesThatAreNotUtf8(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("tools.json");
    Files.write(file, new byte[] {'{', '"', (byte) 0xC3, (byte) 0x28, '"', '}'});

    assertThatThrownBy(() -> SnapshotFormat.read(file))
        .hasMessage("1 problem in " + file + ":\n  - document: not valid UTF-8");
  }

  @Test
  void writesAFileWholeAndLeavesAnUnchangedFileUntouched(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("sub/tools.json");
    Snapshot snapshot = Fixtures.snapshot(Fixtures.MEMORY);

    assertThat(SnapshotFormat.write(snapshot, file)).isTrue();
    FileTime written = FileTime.fromMillis(1_000_000);
    Files.setLastModifiedTime(file, written);

    assertThat(SnapshotFormat.write(snapshot, file)).isFalse();
    assertThat(Files.getLastModifiedTime(file)).isEqualTo(written);
    assertThat(SnapshotFormat.read(file)).isEqualTo(snapshot);
    try (Stream<Path> files = Files.list(file.getParent())) {
      assertThat(files).containsExactly(file);
    }
    assertThat(Files.readString(file, StandardCharsets.UTF_8)).doesNotContain("\r");
  }

  @Test
  void aWrittenSnapshotHasThePermissionsOfAnOrdinaryNewFile(@TempDir Path dir) throws IOException {
    assumeTrue(
        FileSystems.getDefault().supportedFileAttributeViews().contains("posix"),
        "POSIX permissions");
    Path ordinary = Files.writeString(dir.resolve("ordinary.txt"), "x");
    Path file = dir.resolve("tools.json");

    SnapshotFormat.write(Fixtures.snapshot(Fixtures.MEMORY), file);

    Set<PosixFilePermission> expected = Files.getPosixFilePermissions(ordinary);
    assertThat(expected)
        .as("under any usual umask a new file is readable by its group or others")
        .containsAnyOf(PosixFilePermission.GROUP_READ, PosixFilePermission.OTHERS_READ);
    assertThat(Files.getPosixFilePermissions(file)).isEqualTo(expected);
  }

  @Test
  void aToolListedTwiceKeepsItsFirstListingAndTheOtherAsADuplicateThroughARoundTrip() {
    String json = """
        {"tools":[{"name":"b","inputSchema":{"type":"object"}},
                  {"name":"speed","description":"first","inputSchema":{"type":"object"}},
                  {"name":"a","inputSchema":{"type":"object"}},
                  {"name":"speed","description":"second","inputSchema":{"type":"object"}}]}
        """;

    Snapshot snapshot = SnapshotFormat.read(json, "tools.json");

    assertThat(snapshot.tools())
        .extracting(ToolDefinition::name)
        .containsExactly("a", "b", "speed");
    assertThat(snapshot.tool("speed").orElseThrow().description()).contains("first");
    assertThat(snapshot.duplicates())
        .singleElement()
        .satisfies(duplicate -> assertThat(duplicate.description()).contains("second"));
    assertThat(SnapshotFormat.read(SnapshotFormat.write(snapshot), "again")).isEqualTo(snapshot);
  }
}
