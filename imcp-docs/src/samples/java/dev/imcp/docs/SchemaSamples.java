package dev.imcp.docs;

import dev.imcp.schema.Fingerprint;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.nio.file.Path;

/** docs/generating.md's code. */
class SchemaSamples {
  void snapshot(Path path) throws IOException {
    // tag::snapshot[]
    Snapshot snapshot = SnapshotFormat.read(Path.of("src/main/imcp/tools.json"));
    SnapshotFormat.write(snapshot, path);             // canonical, atomic; an unchanged file is left untouched
    Fingerprint fingerprint = snapshot.fingerprint(); // sha256:…
    // end::snapshot[]
  }
}
