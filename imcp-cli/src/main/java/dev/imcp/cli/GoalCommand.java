package dev.imcp.cli;

import dev.imcp.build.BuildException;
import dev.imcp.build.BuildLog;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** What the three commands share: the server options, the log, and exit code 0 when the goal completes. */
abstract class GoalCommand implements Callable<Integer> {
  @Mixin
  ServerOptions common = new ServerOptions();

  // Set by picocli before call().
  @Spec
  CommandSpec spec;

  @Override
  public final Integer call() throws BuildException {
    Logging.configure(common.verbose);
    run(new ConsoleLog(spec.commandLine().getOut(), spec.commandLine().getErr(), common.quiet));
    return 0;
  }

  /** The goal's work; a {@link BuildException} becomes exit code 1 or 2 ({@link Main}). */
  abstract void run(BuildLog log) throws BuildException;
}
