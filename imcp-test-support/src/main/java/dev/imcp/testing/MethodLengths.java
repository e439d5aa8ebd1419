package dev.imcp.testing;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The lengths of methods in a source tree, read with javac's own parser: a method counts from its first line (its
 * modifiers; not its Javadoc) to its closing brace. A method over the limit says why at its top: its body's first line
 * is a comment starting {@code // Long:}. The standing rule is 30 lines (docs/ARCHITECTURE.md).
 */
public final class MethodLengths {
  /** The comment that explains a long method, as the first line of its body. */
  public static final String REASON = "// Long:";

  /**
   * A method and its length.
   *
   * @param file the source file, relative to the root it was found under
   * @param name the class and method, {@code Outer.Inner.method}
   * @param line the method's first line
   * @param lines how many lines it spans
   * @param explained whether its body starts with a {@link #REASON} comment
   */
  public record Method(Path file, String name, int line, int lines, boolean explained) {
    @Override
    public String toString() {
      return file + ":" + line + " " + name + " (" + lines + " lines"
          + (explained ? ", explained" : "") + ")";
    }
  }

  private MethodLengths() {}

  /** Every method and constructor under {@code root} longer than {@code max} lines, longest first. */
  public static List<Method> over(Path root, int max) {
    return all(root).stream()
        .filter(method -> method.lines() > max)
        .sorted(Comparator.comparingInt(Method::lines).reversed())
        .collect(Collectors.toList());
  }

  /**
   * Fails, listing them, when a method under {@code root} is longer than {@code max} lines and does not say why.
   *
   * @throws AssertionError naming every such method
   */
  public static void check(Path root, int max) {
    List<Method> unexplained =
        over(root, max).stream().filter(method -> !method.explained()).collect(Collectors.toList());
    if (!unexplained.isEmpty()) {
      throw new AssertionError(unexplained.size() + " methods over " + max
          + " lines without a reason at their top (a first line '" + REASON + " …'):\n"
          + unexplained.stream().map(Method::toString).collect(Collectors.joining("\n")));
    }
  }

  /** Every method and constructor under {@code root}. */
  public static List<Method> all(Path root) {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(root)) {
      files = walk.filter(file -> file.toString().endsWith(".java")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    List<Method> methods = new ArrayList<>();
    try (StandardJavaFileManager manager =
        compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
      JavacTask task = (JavacTask) compiler.getTask(
          null,
          manager,
          diagnostic -> {},
          List.of("-proc:none"),
          null,
          manager.getJavaFileObjectsFromPaths(files));
      Trees trees = Trees.instance(task);
      for (CompilationUnitTree unit : task.parse()) {
        Path file = root.toAbsolutePath()
            .relativize(Path.of(unit.getSourceFile().getName()).toAbsolutePath());
        methods.addAll(methods(unit, file, trees.getSourcePositions(), source(unit)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return methods;
  }

  private static String source(CompilationUnitTree unit) throws IOException {
    JavaFileObject file = unit.getSourceFile();
    return file.getCharContent(true).toString();
  }

  private static List<Method> methods(
      CompilationUnitTree unit, Path file, SourcePositions positions, String source) {
    Finder finder = new Finder(unit, file, positions, source);
    finder.scan(unit, "");
    return finder.found;
  }

  /** Walks one file, naming each method after the classes around it. */
  private static final class Finder extends TreePathScanner<Void, String> {
    private final CompilationUnitTree unit;
    private final Path file;
    private final SourcePositions positions;
    private final String source;
    private final List<Method> found = new ArrayList<>();

    Finder(CompilationUnitTree unit, Path file, SourcePositions positions, String source) {
      this.unit = unit;
      this.file = file;
      this.positions = positions;
      this.source = source;
    }

    @Override
    public Void visitClass(ClassTree type, String outer) {
      String name = type.getSimpleName().toString();
      return super.visitClass(
          type, outer.isEmpty() || name.isEmpty() ? outer + name : outer + "." + name);
    }

    @Override
    public Void visitMethod(MethodTree method, String owner) {
      long start = positions.getStartPosition(unit, method);
      long end = positions.getEndPosition(unit, method);
      if (start >= 0 && end >= 0 && method.getBody() != null) {
        LineMap lines = unit.getLineMap();
        int first = (int) lines.getLineNumber(start);
        int length = (int) lines.getLineNumber(end) - first + 1;
        boolean explained = explained(source, positions.getStartPosition(unit, method.getBody()));
        found.add(new Method(file, owner + "." + method.getName(), first, length, explained));
      }
      return super.visitMethod(method, owner);
    }
  }

  /** Whether the first line after the body's opening brace is a {@link #REASON} comment. */
  private static boolean explained(String source, long openingBrace) {
    int lineEnd = source.indexOf('\n', (int) openingBrace);
    if (lineEnd < 0) {
      return false;
    }
    int nextEnd = source.indexOf('\n', lineEnd + 1);
    String next =
        source.substring(lineEnd + 1, nextEnd < 0 ? source.length() : nextEnd).strip();
    return next.startsWith(REASON);
  }
}
