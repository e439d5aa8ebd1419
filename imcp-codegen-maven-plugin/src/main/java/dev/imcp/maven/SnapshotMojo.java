package dev.imcp.maven;

import dev.imcp.build.BuildException;
import dev.imcp.build.Goal;
import dev.imcp.build.SnapshotTask;
import dev.imcp.maven.internal.MavenDialect;
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
  Goal goal() {
    return Goal.SNAPSHOT;
  }

  @Override
  void run() throws BuildException {
    SnapshotTask.run(snapshot.toPath(), serverSettings(), MavenDialect.INSTANCE, buildLog());
  }
}
