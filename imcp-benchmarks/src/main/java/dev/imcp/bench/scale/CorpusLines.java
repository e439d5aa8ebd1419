package dev.imcp.bench.scale;

import dev.imcp.codegen.GenerationResult;
import dev.imcp.codegen.Generator;
import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Generated lines per tool over the corpus ({@code corpus/servers}), with default options and the package the corpus
 * tests use: per server and in total. The size of what the generator writes, for changes that should shrink it.
 *
 * <pre>{@code
 * mvn -B -q install -DskipTests -pl imcp-benchmarks -am
 * java -cp "imcp-benchmarks/target/classes:$(mvn -q -pl imcp-benchmarks dependency:build-classpath \
 *     -Dmdep.outputFile=/dev/stdout)" dev.imcp.bench.scale.CorpusLines corpus/servers
 * }</pre>
 */
public final class CorpusLines {
  private CorpusLines() {}

  /**
   * Prints one line per server and the total.
   *
   * @param args the directory of the corpus's snapshots
   * @throws IOException when a snapshot cannot be read
   */
  public static void main(String[] args) throws IOException {
    // Long: a harness's main: read the corpus, count, print the table.
    List<Path> files;
    try (Stream<Path> listing = Files.list(Path.of(args.length > 0 ? args[0] : "corpus/servers"))) {
      files = listing.filter(file -> file.toString().endsWith(".json")).sorted().toList();
    }
    long lines = 0;
    long tools = 0;
    for (Path file : files) {
      String id = file.getFileName().toString().replace(".json", "");
      Snapshot snapshot = SnapshotFormat.read(file);
      GenerationResult sdk = Generator.generate(
          snapshot,
          GeneratorOptions.builder(
                  "corpus." + id.replaceAll("[^A-Za-z0-9]", "_").replaceAll("^([0-9])", "s$1"))
              .build());
      long serverLines =
          sdk.files().stream().mapToLong(f -> f.content().lines().count()).sum();
      lines += serverLines;
      tools += snapshot.tools().size();
      System.out.printf(
          Locale.ROOT,
          "%-28s %5d tools %8d lines %6.1f lines/tool%n",
          id,
          snapshot.tools().size(),
          serverLines,
          (double) serverLines / snapshot.tools().size());
    }
    System.out.printf(
        Locale.ROOT,
        "%d servers, %d tools, %d lines, %.1f lines/tool%n",
        files.size(),
        tools,
        lines,
        (double) lines / tools);
  }
}
