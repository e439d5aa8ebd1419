package dev.imcp.build;

import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * {@code generate}: a typed SDK from the live server's tools when a server is named (unless offline), else from the
 * snapshot, into a directory the goal owns.
 */
public final class GenerateTask {
  /**
   * What to generate, and from what.
   *
   * @param snapshot the snapshot file
   * @param offline whether to generate from the snapshot even when a server is named
   * @param server how the server was named
   * @param generator the generator's options as written
   * @param outputDirectory where sources go; the goal owns it and removes files it no longer generates
   * @param stateDirectory where the last run's digest and the live server's tools are kept; null for none
   */
  public record Request(
      Path snapshot,
      boolean offline,
      ServerSettings server,
      GeneratorSettings generator,
      Path outputDirectory,
      @Nullable Path stateDirectory) {}

  private final Dialect dialect;
  private final BuildLog log;

  private GenerateTask(Dialect dialect, BuildLog log) {
    this.dialect = dialect;
    this.log = log;
  }

  /**
   * {@return what was written}
   *
   * @param request what to generate
   * @param dialect how the front end names its options
   * @param log where progress is told
   * @throws BuildException when the goal is configured wrongly, the server fails, the snapshot cannot be generated, or
   *     files cannot be written
   */
  public static SourceGeneration.Result run(Request request, Dialect dialect, BuildLog log)
      throws BuildException {
    return new GenerateTask(dialect, log).generate(request);
  }

  private SourceGeneration.Result generate(Request request) throws BuildException {
    // Long: the output's checks, each with its advice, then generation.
    GeneratorOptions options = request.generator().options(dialect);
    Path output = request.outputDirectory();
    if (Files.exists(output) && !Files.isDirectory(output) && !SourceJar.isArchive(output)) {
      throw BuildException.configuration(dialect.option(Option.OUTPUT_DIRECTORY) + " " + output
          + " is a file, and the sources go into a directory the goal owns: "
          + dialect.set(Option.OUTPUT_DIRECTORY, List.of(output + "-sources"))
          + ", or remove the file");
    }
    ServerAccess server = ServerAccess.of(request.server(), Goal.GENERATE, dialect, log);
    Path source =
        request.offline() ? offlineSnapshot(request, server) : liveOrSnapshot(request, server);
    try {
      SourceGeneration.Result result = SourceGeneration.run(new SourceGeneration.Request(
          source, request.outputDirectory(), request.stateDirectory(), options));
      report(result, options.packageName());
      return result;
    } catch (InvalidSnapshotException e) {
      throw new BuildException(
          BuildException.Kind.FAILURE,
          "cannot generate from " + source + ": " + e.getMessage()
              + ToolSelectionHint.of(e, dialect),
          e);
    } catch (IOException | UncheckedIOException e) {
      throw new BuildException(
          BuildException.Kind.ERROR,
          "cannot generate into " + request.outputDirectory() + ": " + FileFailures.describe(e),
          e);
    } finally {
      if (request.stateDirectory() == null && !source.equals(request.snapshot())) {
        deleteQuietly(source);
      }
    }
  }

  /** Offline: the snapshot or nothing; a named server is not even looked for. */
  private Path offlineSnapshot(Request request, ServerAccess server) throws BuildException {
    Path snapshot = request.snapshot();
    if (!Files.isRegularFile(snapshot)) {
      throw BuildException.configuration("offline (" + dialect.flag(Option.OFFLINE)
          + "), and there is no snapshot at " + snapshot
          + (server.configured()
              ? ": record one from the server with " + dialect.goal(Goal.SNAPSHOT)
                  + ", or build without " + dialect.flag(Option.OFFLINE) + " to generate from it"
              : ": record one with " + dialect.goal(Goal.SNAPSHOT) + ", or "
                  + dialect.set(Option.SNAPSHOT, List.of("path/to/tools.json"))));
    }
    if (server.configured()) {
      log.info("offline, generating from " + snapshot + " (not from the named server)");
    }
    return snapshot;
  }

  /**
   * The live server's tools, written canonically (under the state directory, so that an unchanged server means an
   * unchanged digest); or, without a server, the snapshot.
   */
  private Path liveOrSnapshot(Request request, ServerAccess server) throws BuildException {
    Path snapshot = request.snapshot();
    String withoutImcp = Files.isRegularFile(snapshot)
        ? " Or build from the committed snapshot " + snapshot + " with "
            + dialect.flag(Option.OFFLINE) + "."
        : "";
    Optional<ServerTarget> chosen = server.chosen(withoutImcp);
    if (chosen.isPresent()) {
      log.info("generating from the live server " + chosen.get().displayName()
          + (Files.isRegularFile(snapshot)
              ? " (not from " + snapshot + "; " + dialect.flag(Option.OFFLINE) + " uses that)"
              : ""));
      return writeLive(server.read(chosen.get()), request.stateDirectory());
    }
    if (!Files.isRegularFile(snapshot)) {
      throw BuildException.configuration("no snapshot at " + snapshot
          + " and no server to generate from: " + dialect.serverAdvice() + "; or "
          + dialect.set(Option.SNAPSHOT, List.of("path/to/tools.json"))
          + ", a snapshot recorded by "
          + dialect.goal(Goal.SNAPSHOT));
    }
    return snapshot;
  }

  private static Path writeLive(dev.imcp.schema.Snapshot tools, @Nullable Path stateDirectory)
      throws BuildException {
    Path live = null;
    try {
      live = stateDirectory == null
          ? Files.createTempFile("imcp-live-tools", ".json")
          : stateDirectory.resolve("live-tools.json");
      SnapshotFormat.write(tools, live);
      return live;
    } catch (IOException | UncheckedIOException e) {
      throw new BuildException(
          BuildException.Kind.ERROR, "cannot write " + live + ": " + FileFailures.describe(e), e);
    }
  }

  private static void deleteQuietly(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // A temporary file in the system's temporary directory: left for the system to clear.
    }
  }

  private void report(SourceGeneration.Result result, String javaPackage) {
    result.warnings().forEach(warning -> log.warn(warning.toString()));
    if (result.upToDate()) {
      log.info("sources up to date, nothing written");
    } else {
      log.info("generated " + javaPackage + " (" + result.written() + " written, "
          + result.unchanged() + " unchanged, " + result.removed() + " removed)");
    }
  }
}
