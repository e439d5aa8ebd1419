package dev.imcp.maven;

import dev.imcp.maven.internal.SnapshotSummary;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.io.UncheckedIOException;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Records the live server's tools as the canonical snapshot ({@code imcp.snapshot}, default {@code
 * src/main/imcp/tools.json}) and says what changed since the previous one. A server that changed nothing leaves the
 * file byte-identical.
 */
@Mojo(name = "snapshot", threadSafe = true)
public final class SnapshotMojo extends ServerMojo {
  /** Created by Maven, which then sets the parameters. */
  public SnapshotMojo() {}

  @Override
  String goal() {
    return "snapshot";
  }

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    Snapshot current = live(requireServer());
    Optional<Snapshot> previous = previous();
    try {
      boolean written = SnapshotFormat.write(current, snapshot.toPath());
      getLog()
          .info("imcp: " + (written ? "wrote " : "unchanged ") + snapshot + ": "
              + SnapshotSummary.of(previous, current));
    } catch (UncheckedIOException e) {
      throw new MojoExecutionException("imcp: cannot write " + snapshot + ": " + e.getMessage(), e);
    }
  }

  /** The snapshot being replaced; an unreadable one is replaced all the same. */
  private Optional<Snapshot> previous() {
    if (!snapshot.isFile()) {
      return Optional.empty();
    }
    try {
      return Optional.of(SnapshotFormat.read(snapshot.toPath()));
    } catch (InvalidSnapshotException | UncheckedIOException e) {
      getLog()
          .warn("imcp: the previous snapshot cannot be read and is replaced: " + e.getMessage());
      return Optional.empty();
    }
  }
}
