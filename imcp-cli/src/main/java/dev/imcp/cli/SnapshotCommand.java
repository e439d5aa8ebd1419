package dev.imcp.cli;

import dev.imcp.build.BuildException;
import dev.imcp.build.BuildLog;
import dev.imcp.build.SnapshotTask;
import picocli.CommandLine.Command;

/** {@code imcp snapshot}: what {@code imcp:snapshot} does. */
@Command(
    name = "snapshot",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Records the live server's tools (--server or --url) as the snapshot, and says what changed since the "
          + "previous one. A server that changed nothing leaves the file byte-identical."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the snapshot is recorded",
      "1:the server failed, or the file cannot be written",
      "2:bad usage or configuration"
    })
final class SnapshotCommand extends GoalCommand {
  @Override
  void run(BuildLog log) throws BuildException {
    SnapshotTask.run(common.snapshot, common.settings(), CliDialect.INSTANCE, log);
  }
}
