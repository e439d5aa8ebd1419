package dev.imcp.cli;

import dev.imcp.build.BuildException;
import dev.imcp.build.BuildLog;
import dev.imcp.build.CheckTask;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code imcp check}: what {@code imcp:check} does. */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Compares the live server (--server or --url) with the snapshot and prints every change with its class, "
          + "tool and JSON pointer. Fails on breaking changes unless told otherwise."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:no change that --fail-on counts",
      "1:the server has drifted (as --fail-on counts), or it failed",
      "2:bad usage or configuration"
    })
final class CheckCommand extends GoalCommand {
  @Option(
      names = "--fail-on",
      paramLabel = "WHAT",
      defaultValue = "breaking",
      description =
          "What fails the check: breaking (default: a change that breaks callers compiled against the "
              + "snapshot), any (documentation included) or none; in any case.")
  String failOn = "breaking";

  @Mixin
  ToolGlobs tools = new ToolGlobs();

  @Option(
      names = "--report",
      paramLabel = "FILE",
      description = "Also write every change as JSON to FILE, for CI tools.")
  @Nullable
  Path report;

  @Override
  void run(BuildLog log) throws BuildException {
    CheckTask.run(
        new CheckTask.Request(
            common.snapshot, common.settings(), failOn, tools.include, tools.exclude, report),
        CliDialect.INSTANCE,
        log);
  }
}
