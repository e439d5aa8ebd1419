package dev.imcp.maven;

import dev.imcp.codegen.ToolSelection;
import dev.imcp.maven.internal.CheckReport;
import dev.imcp.schema.ChangeClass;
import dev.imcp.schema.DriftClassifier;
import dev.imcp.schema.DriftReport;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
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

  /** What fails the build. */
  public enum FailOn {
    /** A change that breaks callers compiled against the snapshot (the default). */
    BREAKING,
    /** Any change, documentation included. */
    ANY,
    /** Nothing: changes are only reported. */
    NONE
  }

  /** {@code BREAKING} (default), {@code ANY} or {@code NONE}. */
  @Parameter(property = "imcp.check.failOn", defaultValue = "BREAKING")
  private FailOn failOn;

  /** Globs of the tools to compare, as {@code generate} takes them; all tools when empty. */
  @Parameter(property = "imcp.includeTools")
  private List<String> includeTools = new ArrayList<>();

  /** Globs of the tools to leave out of the comparison, as {@code generate} takes them. */
  @Parameter(property = "imcp.excludeTools")
  private List<String> excludeTools = new ArrayList<>();

  @Override
  String goal() {
    return "check";
  }

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    ToolSelection selection = selection();
    Snapshot committed = selection.apply(committed());
    Snapshot current = selection.apply(live(requireServer()));
    DriftReport report = DriftClassifier.compare(committed, current);
    File json = new File(stateDirectory(), "check-report.json");
    try {
      CheckReport.write(report, snapshot.toString(), current, json.toPath());
    } catch (IOException e) {
      throw new MojoExecutionException("imcp: cannot write " + json + ": " + e.getMessage(), e);
    }
    log(report, json);
    boolean fail = failOn == FailOn.ANY
        ? !report.isEmpty()
        : failOn == FailOn.BREAKING && report.hasBreaking();
    if (fail) {
      throw new MojoFailureException("imcp: the server has drifted from " + snapshot + ": "
          + report.of(ChangeClass.BREAKING).size() + " breaking of "
          + report.changes().size() + " changes:\n" + report
          + "\nIf the change is intended, record it with imcp:snapshot and regenerate.");
    }
  }

  private ToolSelection selection() throws MojoFailureException {
    try {
      return ToolSelection.of(includeTools, excludeTools);
    } catch (IllegalArgumentException e) {
      throw new MojoFailureException("imcp: " + e.getMessage(), e);
    }
  }

  private Snapshot committed() throws MojoFailureException {
    if (!snapshot.isFile()) {
      throw new MojoFailureException(
          "imcp: no snapshot at " + snapshot + " to check against; record one with imcp:snapshot");
    }
    try {
      return SnapshotFormat.read(snapshot.toPath());
    } catch (InvalidSnapshotException | UncheckedIOException e) {
      throw new MojoFailureException("imcp: cannot read " + snapshot + ": " + e.getMessage(), e);
    }
  }

  private void log(DriftReport report, File json) {
    if (report.isEmpty()) {
      getLog().info("imcp: the server matches " + snapshot + ": no changes");
      return;
    }
    report.changes().forEach(change -> {
      if (change.changeClass() == ChangeClass.BREAKING) {
        getLog().warn("imcp: " + change);
      } else {
        getLog().info("imcp: " + change);
      }
    });
    getLog()
        .info("imcp: " + report.of(ChangeClass.BREAKING).size() + " breaking, "
            + report.of(ChangeClass.COMPATIBLE).size() + " compatible, "
            + report.of(ChangeClass.DOCUMENTATION).size() + " documentation changes; report in "
            + json);
  }
}
