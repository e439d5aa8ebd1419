package dev.imcp.build;

import dev.imcp.codegen.GeneratedFile;
import dev.imcp.codegen.GenerationResult;
import dev.imcp.codegen.Generator;
import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * Generates sources into a directory the goal owns. Up to date when the digest of the snapshot's bytes, the generator
 * version and the options matches the one stored by the last run and its files are all there: then nothing is read
 * or written. Otherwise only changed files are written, and files of an earlier generation that are no longer
 * produced are removed.
 */
public final class SourceGeneration {
  /**
   * What the goal was asked to do.
   *
   * @param snapshot the snapshot's file: the committed one, or the live server's tools written beside the state
   * @param outputDirectory where sources go; the goal owns it. A name ending in {@code .srcjar}, {@code .jar} or
   *     {@code .zip} is one archive of the sources instead (for Bazel), written only when its bytes change
   * @param stateDirectory where the digest of the last run is kept; null to keep none (then every run generates, and
   *     still writes only the files that changed)
   * @param options the generator's options
   */
  public record Request(
      Path snapshot,
      Path outputDirectory,
      @Nullable Path stateDirectory,
      GeneratorOptions options) {}

  /**
   * What it did.
   *
   * @param upToDate whether nothing at all was generated or written
   * @param written files written
   * @param unchanged files generated the same as they were
   * @param removed files of an earlier run no longer generated
   * @param warnings what the generator noticed
   */
  public record Result(
      boolean upToDate, int written, int unchanged, int removed, List<Diagnostic> warnings) {}

  private SourceGeneration() {}

  /**
   * {@return what was done}
   *
   * @param request what to do
   * @throws dev.imcp.schema.InvalidSnapshotException when the snapshot cannot be used, with every problem
   * @throws IOException when files cannot be read or written
   */
  public static Result run(Request request) throws IOException {
    // Long: up to date, generate, write, remember: the goal's steps in order.
    byte[] snapshot = Files.readAllBytes(request.snapshot());
    String digest = Generator.inputDigest(snapshot, request.options());
    Path stateDirectory = request.stateDirectory();
    Path state = stateDirectory == null ? null : stateDirectory.resolve("generate.state");
    if (state != null && upToDate(state, digest, request.outputDirectory())) {
      return new Result(true, 0, 0, 0, List.of());
    }
    GenerationResult generated = Generator.generate(
        SnapshotFormat.read(
            new String(snapshot, StandardCharsets.UTF_8), request.snapshot().toString()),
        request.options());
    Path output = request.outputDirectory();
    int[] counts;
    int removed = 0;
    if (SourceJar.isArchive(output)) {
      boolean written = SourceJar.write(generated.files(), output);
      counts = written
          ? new int[] {generated.files().size(), 0}
          : new int[] {0, generated.files().size()};
    } else {
      counts = write(generated.files(), output);
      removed = removeStale(generated.files(), output);
    }
    if (state != null) {
      Files.createDirectories(state.getParent());
      Files.writeString(
          state,
          digest + "\n"
              + generated.files().stream()
                  .map(GeneratedFile::path)
                  .collect(Collectors.joining("\n"))
              + "\n");
    }
    return new Result(false, counts[0], counts[1], removed, generated.warnings());
  }

  private static boolean upToDate(Path state, String digest, Path output) throws IOException {
    if (!Files.isRegularFile(state)) {
      return false;
    }
    List<String> lines = Files.readAllLines(state, StandardCharsets.UTF_8);
    if (SourceJar.isArchive(output)) {
      return !lines.isEmpty() && lines.get(0).equals(digest) && Files.isRegularFile(output);
    }
    return !lines.isEmpty()
        && lines.get(0).equals(digest)
        && lines.stream()
            .skip(1)
            .filter(line -> !line.isBlank())
            .allMatch(path -> Files.isRegularFile(output.resolve(path)));
  }

  /** @return written, unchanged */
  private static int[] write(List<GeneratedFile> files, Path output) throws IOException {
    int written = 0;
    int unchanged = 0;
    for (GeneratedFile file : files) {
      Path target = output.resolve(file.path());
      byte[] content = file.content().getBytes(StandardCharsets.UTF_8);
      if (Files.isRegularFile(target) && Arrays.equals(Files.readAllBytes(target), content)) {
        unchanged++;
        continue;
      }
      Files.createDirectories(target.getParent());
      Files.write(target, content);
      written++;
    }
    return new int[] {written, unchanged};
  }

  private static int removeStale(List<GeneratedFile> files, Path output) throws IOException {
    if (!Files.isDirectory(output)) {
      return 0;
    }
    Set<Path> current = files.stream()
        .map(file -> output.resolve(file.path()).normalize())
        .collect(Collectors.toSet());
    List<Path> stale = new ArrayList<>();
    try (Stream<Path> all = Files.walk(output)) {
      all.filter(Files::isRegularFile)
          .filter(path -> !current.contains(path.normalize()))
          .forEach(stale::add);
    }
    for (Path path : stale) {
      Files.delete(path);
    }
    try (Stream<Path> directories = Files.walk(output)) {
      for (Path directory : directories
          .filter(Files::isDirectory)
          .sorted(Comparator.reverseOrder())
          .toList()) {
        if (!directory.equals(output) && isEmpty(directory)) {
          Files.delete(directory);
        }
      }
    }
    return stale.size();
  }

  private static boolean isEmpty(Path directory) throws IOException {
    try (Stream<Path> entries = Files.list(directory)) {
      return entries.findAny().isEmpty();
    }
  }
}
