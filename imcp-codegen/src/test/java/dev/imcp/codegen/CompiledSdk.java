package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.testing.Javac;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.DocumentationTool;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Generated code compiled in-process (with {@code -Xlint:all -Werror}) against the real runtime, with optional probe
 * sources written against the generated API, and loaded.
 */
final class CompiledSdk {
  final GenerationResult generation;
  final ClassLoader loader;
  final List<String> errors;

  private CompiledSdk(GenerationResult generation, ClassLoader loader, List<String> errors) {
    this.generation = generation;
    this.loader = loader;
    this.errors = errors;
  }

  static Snapshot snapshot(String resource) {
    try (InputStream in = CompiledSdk.class.getResourceAsStream("/" + resource)) {
      return SnapshotFormat.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The SDK of the test resource {@code resource} in {@code packageName}, with default options and no probes. */
  static CompiledSdk compile(String resource, String packageName, Path dir) {
    return compile(
        snapshot(resource), GeneratorOptions.builder(packageName).build(), Map.of(), dir);
  }

  /** The SDK of the test resource {@code resource}, with {@code probes} (class name to source) compiled beside it. */
  static CompiledSdk compile(
      String resource, GeneratorOptions options, Map<String, String> probes, Path dir) {
    return compile(snapshot(resource), options, probes, dir);
  }

  static CompiledSdk compile(
      Snapshot snapshot, GeneratorOptions options, Map<String, String> probes, Path dir) {
    return compile(snapshot, options, probes, dir, System.getProperty("java.class.path"));
  }

  /** As {@link #compile(Snapshot, GeneratorOptions, Map, Path)}, against {@code classpath} (run on the tests' own). */
  static CompiledSdk compile(
      Snapshot snapshot,
      GeneratorOptions options,
      Map<String, String> probes,
      Path dir,
      String classpath) {
    GenerationResult generation = Generator.generate(snapshot, options);
    List<JavaFileObject> sources = new ArrayList<>();
    generation.files().forEach(file -> sources.add(Javac.source(file.path(), file.content())));
    probes.forEach(
        (name, code) -> sources.add(Javac.source(name.replace('.', '/') + ".java", code)));
    try (Javac javac = new Javac(dir, classpath)) {
      boolean ok = javac.task(sources).call();
      List<String> errors =
          javac.problems().stream().map(CompiledSdk::describe).collect(Collectors.toList());
      ClassLoader loader = ok ? javac.loader(CompiledSdk.class.getClassLoader()) : null;
      return new CompiledSdk(generation, loader, errors);
    }
  }

  /**
   * Asserts what every published SDK must be: compiled without a warning, and its Javadoc passing {@link #doclint}.
   */
  void assertCompiledAndDocumented(Path dir) {
    assertThat(errors).as("javac -Xlint:all -Werror").isEmpty();
    assertThat(doclint(dir)).as("javadoc -Xdoclint:all").isEmpty();
  }

  /**
   * The warnings and errors of {@code javadoc -Xdoclint:all} (missing comments included) on the generated files, as
   * the published SDK's build runs it with {@code failOnWarnings}.
   */
  List<String> doclint(Path dir) {
    DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<JavaFileObject> sources = generation.files().stream()
        .map(file -> Javac.source(file.path(), file.content()))
        .toList();
    try (StandardJavaFileManager files =
        javadoc.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      List<String> options = List.of(
          "-Xdoclint:all",
          "-Xmaxwarns",
          "10000",
          "-quiet",
          "--release",
          "17",
          "-d",
          Files.createDirectories(dir.resolve("javadoc")).toString(),
          "-classpath",
          System.getProperty("java.class.path"));
      javadoc.getTask(null, files, diagnostics, null, options, sources).call();
      return messages(diagnostics);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> messages(DiagnosticCollector<JavaFileObject> diagnostics) {
    return diagnostics.getDiagnostics().stream()
        .filter(d -> d.getKind() != Diagnostic.Kind.NOTE && d.getKind() != Diagnostic.Kind.OTHER)
        .map(CompiledSdk::describe)
        .collect(Collectors.toList());
  }

  private static String describe(Diagnostic<? extends JavaFileObject> d) {
    return (d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
        + d.getMessage(Locale.ROOT);
  }

  boolean compiled() {
    return loader != null;
  }

  /**
   * Runs a probe: a class with a {@code public static Object run()} method. Fails with javac's messages where the SDK
   * or its probes did not compile without a warning, so that a test need not check {@link #errors} first.
   */
  Object run(String probe) {
    assertThat(errors).as("javac -Xlint:all -Werror, before running %s", probe).isEmpty();
    try {
      return loader.loadClass(probe).getMethod("run").invoke(null);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e.getCause() != null ? e.getCause() : e);
    }
  }

  /** {@return the paths of the generated files, such as {@code com/example/ToolsService.java}} */
  List<String> paths() {
    return generation.files().stream().map(GeneratedFile::path).toList();
  }

  String file(String simpleName) {
    return generation.files().stream()
        .filter(f -> f.path().endsWith("/" + simpleName + ".java"))
        .findFirst()
        .orElseThrow()
        .content();
  }
}
