package dev.imcp.maven;

import dev.imcp.build.BuildException;
import dev.imcp.build.GenerateTask;
import dev.imcp.build.GeneratorSettings;
import dev.imcp.build.Goal;
import dev.imcp.maven.internal.MavenDialect;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
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

  /**
   * The simple name of the generated client facade; by default named after the server's {@code serverInfo.name}
   * ({@code EverythingClient}), {@code McpToolsClient} when the snapshot names no server.
   */
  @Parameter(property = "imcp.clientName")
  private @Nullable String clientName;

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
   * Java types for numbers a server declares too loosely, such as identifiers it calls {@code number}: {@code
   * property=type} for every property of that name ({@code pull_number=long}), or {@code tool#/pointer=type} for one
   * schema ({@code get_issue#/inputSchema/properties/issue_number=int}); the type is {@code int}, {@code long} or
   * {@code BigDecimal}. None by default. On the command line, comma-separated: {@code
   * -Dimcp.typeMappings=pull_number=long,pageId=long}.
   */
  @Parameter(property = "imcp.typeMappings")
  private List<String> typeMappings = new ArrayList<>();

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

  /** Globs of the prompts to generate, by name; all when empty. {@code -Dimcp.includePrompts=review-*}. */
  @Parameter(property = "imcp.includePrompts")
  private List<String> includePrompts = new ArrayList<>();

  /** Globs of the prompts to leave out, by name. {@code -Dimcp.excludePrompts=debug-*}. */
  @Parameter(property = "imcp.excludePrompts")
  private List<String> excludePrompts = new ArrayList<>();

  /**
   * Globs of the static resources and resource templates to generate, by name or URI (template); all when empty. {@code
   * -Dimcp.includeResources=notes://*}.
   */
  @Parameter(property = "imcp.includeResources")
  private List<String> includeResources = new ArrayList<>();

  /** Globs of the static resources and resource templates to leave out, by name or URI. */
  @Parameter(property = "imcp.excludeResources")
  private List<String> excludeResources = new ArrayList<>();

  /** Skips the goal. */
  @Parameter(property = "imcp.skip", defaultValue = "false")
  private boolean skip;

  @Override
  Goal goal() {
    return Goal.GENERATE;
  }

  @Override
  void run() throws BuildException {
    // Long: the goal's settings handed to imcp-build's GenerateTask, one option a line.
    if (skip) {
      getLog().info("imcp: skipped");
      return;
    }
    // Registered on every run, up to date or not and before anything can fail, so that IDEs and
    // incremental builds see the sources.
    project.addCompileSourceRoot(outputDirectory.getPath());
    GenerateTask.run(
        new GenerateTask.Request(
            snapshot.toPath(),
            offline,
            serverSettings(),
            GeneratorSettings.builder()
                .packageName(packageName)
                .clientName(clientName)
                .serviceRules(serviceRules)
                .resultMappings(resultMappings)
                .typeMappings(typeMappings)
                .includeTools(includeTools)
                .excludeTools(excludeTools)
                .nudgeWholeNumbers(nudgeWholeNumbers)
                .includePrompts(includePrompts)
                .excludePrompts(excludePrompts)
                .includeResources(includeResources)
                .excludeResources(excludeResources)
                .build(),
            outputDirectory.toPath(),
            stateDirectory().toPath()),
        MavenDialect.INSTANCE,
        buildLog());
  }
}
