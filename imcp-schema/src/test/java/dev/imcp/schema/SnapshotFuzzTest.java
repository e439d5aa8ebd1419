package dev.imcp.schema;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Any text given as a snapshot is read, parsed into schemas and written again, or refused with an {@link
 * InvalidSnapshotException}: never another exception, never a hang. Seeds: real servers' tools/list and snapshots.
 */
class SnapshotFuzzTest {
  @FuzzTest(maxDuration = "5s")
  void aSnapshotIsReadOrRefusedClearly(byte[] input) {
    String json = new String(input, StandardCharsets.UTF_8);
    Snapshot snapshot;
    try {
      snapshot = SnapshotFormat.read(json, "fuzz");
    } catch (InvalidSnapshotException refused) {
      return;
    }
    try {
      SchemaParser.parse(snapshot, "fuzz");
    } catch (InvalidSnapshotException refused) {
      // A snapshot that reads may still hold a schema that cannot be modelled: refused as clearly.
    }
    String written = SnapshotFormat.write(snapshot);
    if (!SnapshotFormat.write(SnapshotFormat.read(written, "rewritten")).equals(written)) {
      throw new IllegalStateException("writing is not canonical for: " + written);
    }
  }
}
