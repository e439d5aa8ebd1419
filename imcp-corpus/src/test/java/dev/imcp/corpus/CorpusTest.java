package dev.imcp.corpus;

import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.imcp.codegen.GenerationResult;
import dev.imcp.codegen.Generator;
import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.corpus.SchemaSamples.Mode;
import dev.imcp.corpus.ToolChecks.Failure;
import dev.imcp.runtime.McpClient;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import tools.jackson.databind.JsonNode;

/**
 * Every server of the corpus (corpus/servers, recorded from real servers by corpus/record.mjs): its SDK generates with
 * default options, compiles with {@code -Xlint:all -Werror}, and every tool is exercised ({@link ToolChecks}) with all
 * arguments and with the required ones only, and its result (when it declares an outputSchema) with all fields and with
 * the required ones. One named test each: {@code <server> / <tool> / request, all arguments}.
 *
 * <p>Each failure is also written, one line each, to {@code target/corpus-failures.tsv} (server, tool, test, class,
 * message), from which corpus/FAILURES.md is written.
 */
class CorpusTest {
  private static final List<String> FAILURES = new ArrayList<>();
  /** Every javac diagnostic of the SDKs that do not compile, one a line: server, then the diagnostic. */
  private static final List<String> JAVAC = new ArrayList<>();

  @TempDir
  static Path work;

  private static final WireServer WIRE = new WireServer();
  /** How many invalid requests the generated checks and Hibernate Validator were held to agree on, by constraint. */
  private static final Map<String, Integer> INVALID_REQUESTS = new TreeMap<>();

  @TestFactory
  Stream<DynamicContainer> everyServerGeneratesCompilesAndIsExercised() {
    return CorpusServer.all().stream().map(CorpusTest::server);
  }

  private static DynamicContainer server(CorpusServer server) {
    ServerRun run = new ServerRun(server);
    Stream<DynamicNode> sdk = Stream.of(
        test(server, "", "generates", run::generation),
        test(server, "", "compiles with -Xlint:all -Werror", run::sdk));
    Stream<DynamicNode> tools = server.tools().stream().map(tool -> tool(server, run, tool));
    return dynamicContainer(
        server.id() + " (" + server.sdk() + ", " + server.tools().size() + " tools)",
        Stream.concat(sdk, tools));
  }

  private static DynamicNode tool(CorpusServer server, ServerRun run, JsonNode tool) {
    String name = tool.path("name").asString();
    List<DynamicNode> tests = new ArrayList<>();
    if (tool.path("execution").path("taskSupport").asString("").equals("required")) {
      // Issue 24: a tool that can only be called as an MCP task is called through tasks, or left
      // out with a warning that says why; the runtime has no tasks, so the generator leaves it out.
      tests.add(test(server, name, "left out with a warning: it must be called as a task", () -> {
        ToolChecks.leftOutAsATask(name, run.generation());
        if (run.sdk().bindings.containsKey(name)) {
          throw ToolChecks.fail(
              Failure.NO_BINDING, "a generated method calls a tool that only runs as a task");
        }
      }));
      return dynamicContainer(name, tests.stream());
    }
    tests.add(test(
        server,
        name,
        "request, all arguments",
        () -> ToolChecks.request(run.client(), WIRE, tool, run.binding(name), Mode.FULL)));
    tests.add(test(
        server,
        name,
        "request, required arguments",
        () -> ToolChecks.request(run.client(), WIRE, tool, run.binding(name), Mode.MINIMAL)));
    tests.add(test(
        server, name, "invalid requests, generated checks as Hibernate Validator", () -> {
          List<String> checked = ToolChecks.invalidRequests(tool, run.binding(name));
          synchronized (FAILURES) {
            checked.forEach(kind -> INVALID_REQUESTS.merge(kind, 1, Integer::sum));
          }
        }));
    if (tool.path("outputSchema").isObject()) {
      tests.add(test(
          server,
          name,
          "result, all fields",
          () -> ToolChecks.result(run.client(), WIRE, tool, run.binding(name), Mode.FULL)));
      tests.add(test(
          server,
          name,
          "result, required fields",
          () -> ToolChecks.result(run.client(), WIRE, tool, run.binding(name), Mode.MINIMAL)));
    }
    return dynamicContainer(name, tests.stream());
  }

  /** A named test whose failure is also recorded for corpus/FAILURES.md. */
  private static DynamicNode test(CorpusServer server, String tool, String name, Executable check) {
    return dynamicTest(name, () -> {
      try {
        check.execute();
      } catch (Throwable e) {
        String where = server.id() + (tool.isEmpty() ? "" : " / " + tool) + " (" + name + ")";
        synchronized (FAILURES) {
          FAILURES.add(
              e instanceof ToolChecks.ToolFailure f
                  ? String.join("\t", server.id(), tool, name, f.failure.name(), oneLine(f.detail))
                  : String.join("\t", server.id(), tool, name, "HARNESS", oneLine(e.toString())));
        }
        if (e instanceof ToolChecks.ToolFailure f) {
          throw f.located(where);
        }
        throw new AssertionFailedError("[HARNESS] " + where + ": " + e, e);
      }
    });
  }

  private static String oneLine(String message) {
    String text = message == null ? "" : message.replaceAll("\\s+", " ");
    return text.length() > 2000 ? text.substring(0, 2000) + "…" : text;
  }

  @AfterAll
  static void writeFailures() throws IOException {
    ServerRun.release();
    WIRE.close();
    Path target = Path.of("target");
    if (Files.isDirectory(target)) {
      List<String> lines = new ArrayList<>();
      lines.add("server\ttool\ttest\tclass\tmessage");
      lines.addAll(FAILURES);
      Files.write(target.resolve("corpus-failures.tsv"), lines);
      Files.write(target.resolve("corpus-javac.tsv"), JAVAC);
      List<String> invalid = new ArrayList<>();
      invalid.add(
          "constraint broken\tinvalid requests on which the generated checks and Hibernate Validator agree");
      INVALID_REQUESTS.forEach((kind, count) -> invalid.add(kind + "\t" + count));
      Files.write(target.resolve("corpus-invalid-requests.tsv"), invalid);
      Files.write(target.resolve("corpus-streamed-json.tsv"), StreamedJson.report());
    }
  }

  /**
   * One server's generation and compilation, made by the first test that needs them and dropped when the next server
   * compiles, so that a run holds one SDK's classes at a time.
   */
  private static final class ServerRun {
    private static ServerRun current;
    private final CorpusServer server;
    private GenerationResult generation;
    private RuntimeException generationFailure;
    private CompiledSdk sdk;
    private McpClient client;

    ServerRun(CorpusServer server) {
      this.server = server;
    }

    synchronized GenerationResult generation() {
      if (generation == null && generationFailure == null) {
        try {
          generation = Generator.generate(
              server.snapshot(), GeneratorOptions.builder(server.packageName()).build());
        } catch (RuntimeException e) {
          generationFailure = e;
        }
      }
      if (generationFailure != null) {
        throw ToolChecks.fail(
            Failure.GENERATOR_THROWS, generationFailure.toString(), generationFailure);
      }
      return generation;
    }

    synchronized CompiledSdk sdk() {
      if (sdk == null) {
        GenerationResult generated;
        try {
          generated = generation();
        } catch (ToolChecks.ToolFailure e) {
          throw ToolChecks.fail(Failure.GENERATOR_THROWS, "not compiled: " + e.detail);
        }
        release();
        Set<String> names = new LinkedHashSet<>();
        server.tools().forEach(t -> names.add(t.path("name").asString()));
        sdk = CompiledSdk.compile(generated, server.packageName(), names, directory());
        synchronized (FAILURES) {
          sdk.problems.forEach(problem -> JAVAC.add(server.id() + "\t" + oneLine(problem)));
        }
        current = this;
      }
      if (!sdk.compiled()) {
        throw ToolChecks.fail(
            Failure.DOES_NOT_COMPILE,
            sdk.problems.size() + " javac diagnostics, the first: "
                + String.join("\n", sdk.problems.subList(0, Math.min(10, sdk.problems.size()))));
      }
      return sdk;
    }

    /** A client of the runtime, connected to {@link #WIRE} playing this server. */
    synchronized McpClient client() {
      if (client == null) {
        client = WIRE.connect(server.json().path("initialize"));
      }
      return client;
    }

    CompiledSdk.Binding binding(String tool) {
      CompiledSdk compiled;
      try {
        compiled = sdk();
      } catch (ToolChecks.ToolFailure e) {
        throw ToolChecks.fail(
            e.failure,
            "the tool was not exercised: " + e.detail.lines().findFirst().orElse(""));
      }
      CompiledSdk.Binding binding = compiled.bindings.get(tool);
      if (binding == null) {
        throw ToolChecks.fail(
            Failure.NO_BINDING, "no generated method passes \"" + tool + "\" in a call");
      }
      return binding;
    }

    private Path directory() {
      return work.resolve(server.id());
    }

    static void release() {
      if (current != null) {
        if (current.client != null) {
          current.client.close();
          current.client = null;
        }
        delete(current.directory());
        current.sdk = null;
        current.generation = null;
        current = null;
      }
    }

    private static void delete(Path dir) {
      if (!Files.exists(dir)) {
        return;
      }
      try (Stream<Path> files = Files.walk(dir)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
