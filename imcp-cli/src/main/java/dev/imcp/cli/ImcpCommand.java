package dev.imcp.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code imcp}: names the three commands; alone, it is a usage error. */
@Command(
    name = "imcp",
    mixinStandardHelpOptions = true,
    versionProvider = ImcpCommand.Version.class,
    description = {
      "Generates typed Java SDKs for MCP tool servers, records their tools as snapshots, and checks servers for "
          + "drift: the goals of imcp-codegen-maven-plugin, for builds that are not Maven."
    },
    subcommands = {GenerateCommand.class, SnapshotCommand.class, CheckCommand.class},
    footer = {"%nRun 'imcp COMMAND --help' for a command's options."})
final class ImcpCommand implements Runnable {
  // Set by picocli before run().
  @Spec
  CommandSpec spec;

  @Override
  public void run() {
    throw new ParameterException(
        spec.commandLine(), "no command given: name one of generate, snapshot or check");
  }

  /** The version in the jar's manifest. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String version = Main.class.getPackage().getImplementationVersion();
      return new String[] {"imcp " + (version == null ? "(development build)" : version)};
    }
  }
}
