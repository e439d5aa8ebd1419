package dev.imcp.maven;

import dev.imcp.build.BuildException;
import dev.imcp.build.CheckTask;
import dev.imcp.build.Goal;
import dev.imcp.maven.internal.MavenDialect;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Compares the live server with the committed snapshot and prints every change with its class, tool and JSON pointer;
 * also writes them to {@code target/imcp/check-report.json}. Fails the build on breaking changes unless told otherwise.
 */
@Mojo(name = "check", threadSafe = true)
public final class CheckMojo extends ServerMojo {
  /** Created by Maven, which then sets the parameters. */
  public CheckMojo() {}

  /**
   * What fails the build: {@code breaking} (default: a change that breaks callers compiled against the snapshot),
   * {@code any} (documentation included) or {@code none} (changes are only reported); in any case.
   */
  @Parameter(property = "imcp.check.failOn", defaultValue = "breaking")
  private String failOn;

  /** Globs of the tools to compare, as {@code generate} takes them; all tools when empty. */
  @Parameter(property = "imcp.includeTools")
  private List<String> includeTools = new ArrayList<>();

  /** Globs of the tools to leave out of the comparison, as {@code generate} takes them. */
  @Parameter(property = "imcp.excludeTools")
  private List<String> excludeTools = new ArrayList<>();

  @Override
  Goal goal() {
    return Goal.CHECK;
  }

  @Override
  void run() throws BuildException {
    CheckTask.run(
        new CheckTask.Request(
            snapshot.toPath(),
            serverSettings(),
            failOn,
            includeTools,
            excludeTools,
            new File(stateDirectory(), "check-report.json").toPath()),
        MavenDialect.INSTANCE,
        buildLog());
  }
}
