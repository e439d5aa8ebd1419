package dev.imcp.build;

import dev.imcp.codegen.ToolSelection;
import dev.imcp.schema.ChangeClass;
import dev.imcp.schema.DriftClassifier;
import dev.imcp.schema.DriftReport;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * {@code check}: compares the live server with the committed snapshot, tells every change with its class, tool and
 * JSON pointer, and fails on the changes {@link FailOn} names.
 */
public final class CheckTask {
  /**
   * What to compare.
   *
   * @param snapshot the committed snapshot
   * @param server how the server was named
   * @param failOn what fails the check, as written: {@code breaking}, {@code any} or {@code none}, in any case
   * @param includeTools globs of the tools to compare; all when empty
   * @param excludeTools globs of the tools to leave out
   * @param report where the findings go as JSON; null for nowhere
   */
  public record Request(
      Path snapshot,
      ServerSettings server,
      String failOn,
      List<String> includeTools,
      List<String> excludeTools,
      @Nullable Path report) {}

  private CheckTask() {}

  /**
   * {@return the changes found, when they do not fail the check}
   *
   * @param request what to compare
   * @param dialect how the front end names its options
   * @param log where the changes are told
   * @throws BuildException a {@link BuildException.Kind#FAILURE} when the changes fail the check; otherwise when the
   *     check is configured wrongly, the server fails, or the report cannot be written
   */
  public static DriftReport run(Request request, Dialect dialect, BuildLog log)
      throws BuildException {
    // Long: the check's steps in order: select, read, compare, report, decide.
    FailOn failOn = FailOn.parse(request.failOn(), dialect);
    ToolSelection selection =
        GeneratorSettings.toolSelection(request.includeTools(), request.excludeTools(), dialect);
    Snapshot committed = selection.apply(committed(request.snapshot(), dialect));
    ServerAccess access = ServerAccess.of(request.server(), Goal.CHECK, dialect, log);
    Snapshot current = selection.apply(access.read(access.required()));
    DriftReport report = DriftClassifier.compare(committed, current);
    Path json = request.report();
    if (json != null) {
      try {
        CheckReport.write(report, request.snapshot().toString(), current, json);
      } catch (IOException e) {
        throw new BuildException(
            BuildException.Kind.ERROR, "cannot write " + json + ": " + FileFailures.describe(e), e);
      }
    }
    tell(report, request.snapshot(), json, log);
    if (failOn.fails(report)) {
      throw new BuildException(
          BuildException.Kind.FAILURE,
          "the server has drifted from " + request.snapshot() + ": "
              + report.of(ChangeClass.BREAKING).size() + " breaking of "
              + report.changes().size() + " changes:\n" + report
              + "\nIf the change is intended, record it with " + dialect.goal(Goal.SNAPSHOT)
              + " and regenerate.",
          null);
    }
    return report;
  }

  private static Snapshot committed(Path snapshot, Dialect dialect) throws BuildException {
    if (!Files.isRegularFile(snapshot)) {
      throw BuildException.configuration("no snapshot at " + snapshot + " to check against: "
          + "record one with " + dialect.goal(Goal.SNAPSHOT) + ", or "
          + dialect.set(Option.SNAPSHOT, List.of("path/to/tools.json")));
    }
    try {
      return SnapshotFormat.read(snapshot);
    } catch (InvalidSnapshotException | UncheckedIOException e) {
      throw new BuildException(
          BuildException.Kind.FAILURE,
          "cannot read " + snapshot + ": " + e.getMessage() + "\nRecord it again with "
              + dialect.goal(Goal.SNAPSHOT) + ", or restore the committed file",
          e);
    }
  }

  private static void tell(DriftReport report, Path snapshot, @Nullable Path json, BuildLog log) {
    if (report.isEmpty()) {
      log.info("the server matches " + snapshot + ": no changes");
      return;
    }
    report.changes().forEach(change -> {
      if (change.changeClass() == ChangeClass.BREAKING) {
        log.warn(change.toString());
      } else {
        log.info(change.toString());
      }
    });
    log.info(report.of(ChangeClass.BREAKING).size() + " breaking, "
        + report.of(ChangeClass.COMPATIBLE).size() + " compatible, "
        + report.of(ChangeClass.DOCUMENTATION).size() + " documentation changes"
        + (json == null ? "" : "; report in " + json));
  }
}
