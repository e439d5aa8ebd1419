package dev.imcp.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles generated sources in memory as a generated SDK is held to compile: {@code --release 17}, {@code -Xlint:all
 * -Werror}, no annotation processing, on the test's class path, classes written under a directory. The codegen and the
 * corpus tests compile every SDK they generate through it.
 */
public final class Javac implements AutoCloseable {
  private final JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
  private final DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
  private final StandardJavaFileManager files;
  private final Path classes;
  private final String classpath;

  /**
   * A compiler writing its classes to {@code dir/classes}, compiling against the test's own class path.
   *
   * @param dir a directory of the test's own
   */
  public Javac(Path dir) {
    this(dir, System.getProperty("java.class.path"));
  }

  /**
   * A compiler writing its classes to {@code dir/classes}.
   *
   * @param dir a directory of the test's own
   * @param classpath what the sources compile against
   */
  public Javac(Path dir, String classpath) {
    this.classpath = classpath;
    files = compiler.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8);
    try {
      classes = Files.createDirectories(dir.resolve("classes"));
      files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(classes.toFile()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * {@return a task compiling {@code sources}: a {@code com.sun.source.util.JavacTask}, to parse, analyze and
   * generate step by step}
   *
   * @param sources the sources, such as from {@link #source}
   */
  public JavaCompiler.CompilationTask task(List<JavaFileObject> sources) {
    List<String> options =
        List.of("-Xlint:all", "-Werror", "-proc:none", "--release", "17", "-classpath", classpath);
    return compiler.getTask(null, files, diagnostics, options, null, sources);
  }

  /** {@return the errors and warnings so far, in javac's order} */
  public List<Diagnostic<? extends JavaFileObject>> problems() {
    return diagnostics.getDiagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR
            || d.getKind() == Diagnostic.Kind.WARNING
            || d.getKind() == Diagnostic.Kind.MANDATORY_WARNING)
        .toList();
  }

  /**
   * {@return a loader of the compiled classes}
   *
   * @param parent the loader of what they use (the runtime, the test)
   */
  public ClassLoader loader(ClassLoader parent) {
    try {
      return new URLClassLoader(new URL[] {classes.toUri().toURL()}, parent);
    } catch (MalformedURLException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * {@return a source held in memory}
   *
   * @param path its path, such as {@code com/example/Client.java}
   * @param content its text
   */
  public static JavaFileObject source(String path, String content) {
    return new SimpleJavaFileObject(URI.create("string:///" + path), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return content;
      }
    };
  }

  @Override
  public void close() {
    try {
      files.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
