package dev.imcp.maven;

import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.codegen.ServiceRule;
import dev.imcp.maven.internal.SourceGeneration;
import dev.imcp.schema.InvalidSnapshotException;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * Generates a typed SDK from a snapshot into {@code outputDirectory} and adds it to the compile sources. A rebuild with
 * the same snapshot, generator and options writes nothing.
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public final class GenerateMojo extends AbstractMojo {
  /** The snapshot to generate from: a file written by {@code imcp:snapshot}, or a saved {@code tools/list} result. */
  @Parameter(property = "imcp.snapshot", defaultValue = "${project.basedir}/src/main/imcp/tools.json")
  private File snapshot;

  /** The Java package of the generated code. */
  @Parameter(property = "imcp.packageName", required = true)
  private String packageName;

  /** The simple name of the generated client facade. */
  @Parameter(property = "imcp.clientName", defaultValue = "McpToolsClient")
  private String clientName;

  /** Where sources are generated; the goal owns this directory and removes files it no longer generates. */
  @Parameter(property = "imcp.outputDirectory", defaultValue = "${project.build.directory}/generated-sources/imcp")
  private File outputDirectory;

  /**
   * Rules {@code glob=service} that put tools into services, tried in order, such as {@code events_*=calendar}.
   * Tools no rule matches go to the service named by their name up to the first {@code _}.
   */
  @Parameter
  private List<String> serviceRules = new ArrayList<>();

  /** Skips the goal. */
  @Parameter(property = "imcp.skip", defaultValue = "false")
  private boolean skip;

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  private MavenProject project;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("imcp: skipped");
      return;
    }
    // Registered on every run, up to date or not, so that IDEs and incremental builds see the sources.
    project.addCompileSourceRoot(outputDirectory.getPath());
    SourceGeneration.Request request = new SourceGeneration.Request(snapshot.toPath(), outputDirectory.toPath(),
        new File(project.getBuild().getDirectory(), "imcp").toPath(), options());
    if (!snapshot.isFile()) {
      throw new MojoFailureException("imcp: no snapshot at " + snapshot + "; record one with imcp:snapshot, or set imcp.snapshot");
    }
    try {
      report(SourceGeneration.run(request));
    } catch (InvalidSnapshotException e) {
      throw new MojoFailureException("imcp: cannot generate from " + snapshot + ": " + e.getMessage(), e);
    } catch (IOException | UncheckedIOException e) {
      throw new MojoExecutionException("imcp: cannot generate into " + outputDirectory + ": " + e.getMessage(), e);
    }
  }

  private GeneratorOptions options() throws MojoFailureException {
    try {
      GeneratorOptions.Builder options = GeneratorOptions.builder(packageName).clientName(clientName);
      serviceRules.forEach(rule -> options.serviceRule(ServiceRule.parse(rule)));
      return options.build();
    } catch (IllegalArgumentException e) {
      throw new MojoFailureException("imcp: " + e.getMessage(), e);
    }
  }

  private void report(SourceGeneration.Result result) {
    result.warnings().forEach(warning -> getLog().warn("imcp: " + warning));
    if (result.upToDate()) {
      getLog().info("imcp: sources up to date, nothing written");
    } else {
      getLog().info("imcp: generated " + packageName + " from " + snapshot.getName() + " (" + result.written() + " written, "
          + result.unchanged() + " unchanged, " + result.removed() + " removed)");
    }
  }
}
