package dev.imcp.build;

import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code snapshot}: records the live server's tools as the canonical snapshot and says what changed since the previous
 * one. A server that changed nothing leaves the file byte-identical.
 */
public final class SnapshotTask {
  private SnapshotTask() {}

  /**
   * {@return the tools recorded}
   *
   * @param snapshot the snapshot file, replaced
   * @param server how the server was named
   * @param dialect how the front end names its options
   * @param log where progress is told
   * @throws BuildException when no server is named, it fails, or the file cannot be written
   */
  public static Snapshot run(Path snapshot, ServerSettings server, Dialect dialect, BuildLog log)
      throws BuildException {
    ServerAccess access = ServerAccess.of(server, Goal.SNAPSHOT, dialect, log);
    Snapshot current = access.read(access.required());
    Optional<Snapshot> previous = previous(snapshot, log);
    try {
      boolean written = SnapshotFormat.write(current, snapshot);
      log.info((written ? "wrote " : "unchanged ") + snapshot + ": "
          + SnapshotSummary.of(previous, current, dialect));
      return current;
    } catch (UncheckedIOException e) {
      throw new BuildException(
          BuildException.Kind.ERROR,
          "cannot write " + snapshot + ": " + FileFailures.describe(e),
          e);
    }
  }

  /** The snapshot being replaced; an unreadable one is replaced all the same. */
  private static Optional<Snapshot> previous(Path snapshot, BuildLog log) {
    if (!Files.isRegularFile(snapshot)) {
      return Optional.empty();
    }
    try {
      return Optional.of(SnapshotFormat.read(snapshot));
    } catch (InvalidSnapshotException | UncheckedIOException e) {
      log.warn("the previous snapshot cannot be read and is replaced: " + e.getMessage());
      return Optional.empty();
    }
  }
}
