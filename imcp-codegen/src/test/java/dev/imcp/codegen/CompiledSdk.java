package dev.imcp.codegen;

import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLClassLoader;
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
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
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
    generation.files().forEach(file -> sources.add(source(file.path(), file.content())));
    probes.forEach((name, code) -> sources.add(source(name.replace('.', '/') + ".java", code)));
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files =
        compiler.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      Path classes = Files.createDirectories(dir.resolve("classes"));
      files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(classes.toFile()));
      List<String> options2 = List.of(
          "-Xlint:all", "-Werror", "-proc:none", "--release", "17", "-classpath", classpath);
      boolean ok =
          compiler.getTask(null, files, diagnostics, options2, null, sources).call();
      List<String> errors = diagnostics.getDiagnostics().stream()
          .filter(
              d -> d.getKind() == Diagnostic.Kind.ERROR || d.getKind() == Diagnostic.Kind.WARNING)
          .map(d -> (d.getSource() == null
                  ? ""
                  : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
              + d.getMessage(Locale.ROOT))
          .collect(Collectors.toList());
      ClassLoader loader = ok
          ? new URLClassLoader(
              new java.net.URL[] {classes.toUri().toURL()}, CompiledSdk.class.getClassLoader())
          : null;
      return new CompiledSdk(generation, loader, errors);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The warnings and errors of {@code javadoc -Xdoclint:all} (missing comments included) on the generated files, as
   * the published SDK's build runs it with {@code failOnWarnings}.
   */
  List<String> doclint(Path dir) {
    DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<JavaFileObject> sources = generation.files().stream()
        .map(file -> source(file.path(), file.content()))
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
        .map(d ->
            (d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
                + d.getMessage(Locale.ROOT))
        .collect(Collectors.toList());
  }

  boolean compiled() {
    return loader != null;
  }

  /** Runs a probe: a class with a {@code public static Object run()} method. */
  Object run(String probe) {
    try {
      return loader.loadClass(probe).getMethod("run").invoke(null);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e.getCause() != null ? e.getCause() : e);
    }
  }

  String file(String simpleName) {
    return generation.files().stream()
        .filter(f -> f.path().endsWith("/" + simpleName + ".java"))
        .findFirst()
        .orElseThrow()
        .content();
  }

  private static JavaFileObject source(String path, String content) {
    return new SimpleJavaFileObject(URI.create("string:///" + path), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return content;
      }
    };
  }
}
