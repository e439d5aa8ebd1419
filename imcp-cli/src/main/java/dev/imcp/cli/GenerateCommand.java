package dev.imcp.cli;

import dev.imcp.build.BuildException;
import dev.imcp.build.BuildLog;
import dev.imcp.build.GenerateTask;
import dev.imcp.build.GeneratorSettings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code imcp generate}: what {@code imcp:generate} does. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Generates a typed SDK from the live server's tools when --server or --url is given (unless --offline), "
          + "otherwise from the snapshot. Writes only files that changed and removes files it no longer generates."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:sources generated, or already up to date",
      "1:the snapshot cannot be generated, or the server failed",
      "2:bad usage or configuration"
    })
final class GenerateCommand extends GoalCommand {
  @Option(
      names = "--package-name",
      paramLabel = "PACKAGE",
      description = "The Java package of the generated code (required).")
  @Nullable
  String packageName;

  @Option(
      names = "--client-name",
      paramLabel = "NAME",
      description =
          "The simple name of the client facade (default: after the server's name, such as "
              + "EverythingClient; McpToolsClient when the snapshot names no server).")
  @Nullable
  String clientName;

  @Option(
      names = "--output",
      paramLabel = "DIR",
      description =
          "Where sources are generated (required). The command owns this directory: files it did not "
              + "generate this time are removed. A name ending in .srcjar (or .jar, .zip) is one archive of "
              + "the sources instead, as Bazel takes them.")
  @Nullable
  Path output;

  @Option(
      names = "--state-dir",
      paramLabel = "DIR",
      description =
          "Where the last run's digest (and the live server's tools) are kept, so that a rerun with the "
              + "same inputs reads and writes nothing; without it, every run generates.")
  @Nullable
  Path stateDirectory;

  @Option(
      names = "--offline",
      description = "Generate from the snapshot even when a server is given.")
  boolean offline;

  @Option(
      names = "--service-rule",
      paramLabel = "GLOB=SERVICE",
      description =
          "Puts the tools matching GLOB into SERVICE, such as 'events_*=calendar'; repeatable, tried "
              + "in order.")
  List<String> serviceRules = new ArrayList<>();

  @Option(
      names = "--result-mapping",
      paramLabel = "TOOL=TYPE",
      description = "The result type of a tool that answers with JSON text, such as "
          + "'events_fetch=com.example.Event[]'; repeatable.")
  List<String> resultMappings = new ArrayList<>();

  @Option(
      names = "--type-mapping",
      paramLabel = "PROPERTY=TYPE",
      description =
          "The Java type (int, long or BigDecimal) of numbers the server declares too loosely: "
              + "'pull_number=long' for every property so named, 'get_issue#/inputSchema/properties/id=int' for one "
              + "schema; repeatable.")
  List<String> typeMappings = new ArrayList<>();

  @Mixin
  ToolGlobs tools = new ToolGlobs();

  @Option(
      names = "--include-prompt",
      paramLabel = "GLOB",
      split = ",",
      description = "Generate only the prompts whose name matches a glob; all when not given.")
  List<String> includePrompts = new ArrayList<>();

  @Option(
      names = "--exclude-prompt",
      paramLabel = "GLOB",
      split = ",",
      description = "Leave out the prompts whose name matches a glob.")
  List<String> excludePrompts = new ArrayList<>();

  @Option(
      names = "--include-resource",
      paramLabel = "GLOB",
      split = ",",
      description =
          "Generate only the resources and resource templates whose name or URI matches a glob.")
  List<String> includeResources = new ArrayList<>();

  @Option(
      names = "--exclude-resource",
      paramLabel = "GLOB",
      split = ",",
      description =
          "Leave out the resources and resource templates whose name or URI matches a glob.")
  List<String> excludeResources = new ArrayList<>();

  @Option(
      names = "--nudge-whole-numbers",
      description = "Send whole values of number arguments with the smallest fraction (40 as "
          + "40.00000000000001), for servers such as iMCP that read 40.0 as an integer.")
  boolean nudgeWholeNumbers;

  @Override
  void run(BuildLog log) throws BuildException {
    // Long: the command's options handed to imcp-build's GenerateTask, one option a line.
    Path directory = output;
    if (directory == null) {
      throw new BuildException(
          BuildException.Kind.CONFIGURATION,
          "no output directory: add --output build/generated-sources/imcp (or another directory the command "
              + "owns: it removes the files it does not generate)",
          null);
    }
    GenerateTask.run(
        new GenerateTask.Request(
            common.snapshot,
            offline,
            common.settings(),
            GeneratorSettings.builder()
                .packageName(packageName)
                .clientName(clientName)
                .serviceRules(serviceRules)
                .resultMappings(resultMappings)
                .typeMappings(typeMappings)
                .includeTools(tools.include)
                .excludeTools(tools.exclude)
                .nudgeWholeNumbers(nudgeWholeNumbers)
                .includePrompts(includePrompts)
                .excludePrompts(excludePrompts)
                .includeResources(includeResources)
                .excludeResources(excludeResources)
                .build(),
            directory,
            stateDirectory),
        CliDialect.INSTANCE,
        log);
  }
}
