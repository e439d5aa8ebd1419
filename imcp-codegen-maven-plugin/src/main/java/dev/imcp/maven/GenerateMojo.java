package dev.imcp.maven;

import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.codegen.ResultMapping;
import dev.imcp.codegen.ServiceRule;
import dev.imcp.codegen.ToolSelection;
import dev.imcp.maven.internal.ServerTarget;
import dev.imcp.maven.internal.SourceGeneration;
import dev.imcp.maven.internal.ToolSelectionHint;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.SnapshotFormat;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.jspecify.annotations.Nullable;

/**
 * Generates a typed SDK from a snapshot into {@code outputDirectory} and adds it to the compile sources. A rebuild with
 * the same snapshot, generator and options writes nothing.
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public final class GenerateMojo extends ServerMojo {
  /** Created by Maven, which then sets the parameters. */
  public GenerateMojo() {}

  /** Generates from the snapshot even when a server is configured. */
  @Parameter(property = "imcp.offline", defaultValue = "false")
  private boolean offline;

  /** The Java package of the generated code (required). */
  @Parameter(property = "imcp.packageName")
  private @Nullable String packageName;

  /** The simple name of the generated client facade. */
  @Parameter(property = "imcp.clientName", defaultValue = "McpToolsClient")
  private String clientName;

  /** Where sources are generated; the goal owns this directory and removes files it no longer generates. */
  @Parameter(
      property = "imcp.outputDirectory",
      defaultValue = "${project.build.directory}/generated-sources/imcp")
  private File outputDirectory;

  /**
   * Rules {@code glob=service} that put tools into services, tried in order, such as {@code events_*=calendar}.
   * Tools no rule matches go to the service named by their name's first word when two tools or more start with it and
   * it is not a verb, and otherwise to {@code tools} (README, "Services and names").
   */
  @Parameter
  private List<String> serviceRules = new ArrayList<>();

  /**
   * Sends whole values of {@code number} arguments with the smallest fraction ({@code 40} as {@code 40.00000000000001}),
   * for servers such as iMCP that read {@code 40.0} as an integer and reject it where a number is wanted.
   */
  @Parameter(property = "imcp.nudgeWholeNumbers", defaultValue = "false")
  private boolean nudgeWholeNumbers;

  /**
   * Result types for tools that answer with JSON text and declare no {@code outputSchema}: {@code tool=com.example.Type},
   * or {@code tool=com.example.Type[]} for a JSON array (a {@code List}). Mapped methods return the type; a
   * {@code …Raw} method returns the whole result.
   */
  @Parameter
  private List<String> resultMappings = new ArrayList<>();

  /**
   * Globs of the tools to generate ({@code *} any run of characters, {@code ?} one), such as {@code browser_*}; all
   * tools when empty. On the command line, comma-separated: {@code -Dimcp.includeTools=browser_*,echo}.
   */
  @Parameter(property = "imcp.includeTools")
  private List<String> includeTools = new ArrayList<>();

  /**
   * Globs of tools to leave out, such as one whose schema cannot be generated; they are ignored by the generated
   * client's drift checks too. {@code -Dimcp.excludeTools=browser_install,debug_*}.
   */
  @Parameter(property = "imcp.excludeTools")
  private List<String> excludeTools = new ArrayList<>();

  /** Skips the goal. */
  @Parameter(property = "imcp.skip", defaultValue = "false")
  private boolean skip;

  @Override
  String goal() {
    return "generate";
  }

  @Override
  String withoutImcp() {
    return snapshot.isFile()
        ? " Or build from the committed snapshot " + snapshot + " with -Dimcp.offline=true."
        : "";
  }

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("imcp: skipped");
      return;
    }
    String javaPackage = packageName;
    if (javaPackage == null || javaPackage.isBlank()) {
      throw new MojoFailureException(
          "imcp:generate needs the Java package of the generated code: set <packageName> in "
              + "the plugin's configuration, or -Dimcp.packageName=com.example.tools");
    }
    // Registered on every run, up to date or not, so that IDEs and incremental builds see the
    // sources.
    project.addCompileSourceRoot(outputDirectory.getPath());
    File source = source();
    SourceGeneration.Request request = new SourceGeneration.Request(
        source.toPath(), outputDirectory.toPath(), stateDirectory().toPath(), options(javaPackage));
    try {
      report(SourceGeneration.run(request), javaPackage);
    } catch (InvalidSnapshotException e) {
      throw new MojoFailureException(
          "imcp: cannot generate from " + source + ": " + e.getMessage() + ToolSelectionHint.of(e),
          e);
    } catch (IOException | UncheckedIOException e) {
      throw new MojoExecutionException(
          "imcp: cannot generate into " + outputDirectory + ": " + e.getMessage(), e);
    }
  }

  /**
   * The live server's tools, written canonically under {@code target/imcp} so that an unchanged server means an
   * unchanged digest; or, offline or without a server, the snapshot.
   */
  private File source() throws MojoExecutionException, MojoFailureException {
    if (offline) {
      return offlineSnapshot();
    }
    Optional<ServerTarget> chosen = configuredServer();
    if (chosen.isPresent()) {
      getLog()
          .info("imcp: generating from the live server " + chosen.get().displayName()
              + (snapshot.isFile()
                  ? " (not from " + snapshot + "; -Dimcp.offline=true uses that)"
                  : ""));
      File live = new File(stateDirectory(), "live-tools.json");
      try {
        SnapshotFormat.write(live(chosen.get()), live.toPath());
      } catch (UncheckedIOException e) {
        throw new MojoExecutionException("imcp: cannot write " + live + ": " + e.getMessage(), e);
      }
      return live;
    }
    if (!snapshot.isFile()) {
      throw new MojoFailureException(
          "imcp: no snapshot at " + snapshot + " and no server to generate from: configure "
              + "<server> or -Dimcp.server=\"<command line>\", or point imcp.snapshot at a snapshot recorded by imcp:snapshot");
    }
    return snapshot;
  }

  /** Offline: the snapshot or nothing; a configured server is not even looked for. */
  private File offlineSnapshot() throws MojoFailureException {
    if (!snapshot.isFile()) {
      throw new MojoFailureException(
          "imcp: offline (imcp.offline=true), and there is no snapshot at " + snapshot
              + (serverConfigured()
                  ? ": record one from the configured server with imcp:snapshot, or build without imcp.offline to generate from it"
                  : ": record one with imcp:snapshot, or point imcp.snapshot at one"));
    }
    if (serverConfigured()) {
      getLog()
          .info("imcp: offline, generating from " + snapshot + " (not from the configured server)");
    }
    return snapshot;
  }

  private GeneratorOptions options(String javaPackage) throws MojoFailureException {
    try {
      GeneratorOptions.Builder options = GeneratorOptions.builder(javaPackage)
          .clientName(clientName)
          .nudgeWholeNumbers(nudgeWholeNumbers);
      serviceRules.forEach(rule -> options.serviceRule(ServiceRule.parse(rule)));
      resultMappings.forEach(mapping -> options.resultMapping(ResultMapping.parse(mapping)));
      options.toolSelection(ToolSelection.of(includeTools, excludeTools));
      return options.build();
    } catch (IllegalArgumentException e) {
      throw new MojoFailureException("imcp: " + e.getMessage(), e);
    }
  }

  private void report(SourceGeneration.Result result, String javaPackage) {
    result.warnings().forEach(warning -> getLog().warn("imcp: " + warning));
    if (result.upToDate()) {
      getLog().info("imcp: sources up to date, nothing written");
    } else {
      getLog()
          .info("imcp: generated " + javaPackage + " (" + result.written() + " written, "
              + result.unchanged() + " unchanged, " + result.removed() + " removed)");
    }
  }
}
