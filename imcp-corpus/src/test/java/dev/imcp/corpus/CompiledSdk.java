package dev.imcp.corpus;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import dev.imcp.codegen.GenerationResult;
import dev.imcp.testing.Javac;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * A generated SDK compiled in-process with {@code -Xlint:all -Werror} against the runtime (this JVM's class path),
 * loaded, and read for which generated method calls which tool: javac's attributed trees name, for each method whose
 * body passes a tool's name as a literal to the runtime's {@code callTool}/{@code callToolAsync}, its parameter types
 * and any {@code Foo.class} it passes along. So the harness does not depend on how the generator names requests,
 * results or services; and a literal that only happens to equal a tool's name (a property {@code count} beside a tool
 * {@code count}, in a builder's {@code requireNonNull(count, "count")}) binds nothing.
 */
final class CompiledSdk {
  /** The generated types a tool's calls take and give. */
  /**
   * @param resultType the service's {@code ResultType} constant, for a tool whose methods return a value the runtime
   *     unwraps (FastMCP's {@code {"result": …}}) or a class from the options
   */
  record Binding(
      Optional<Class<?>> request,
      Optional<Class<?>> result,
      Optional<dev.imcp.runtime.ResultType<?>> resultType) {}

  final List<String> problems;
  final ClassLoader loader;
  final Map<String, Binding> bindings;

  private CompiledSdk(List<String> problems, ClassLoader loader, Map<String, Binding> bindings) {
    this.problems = problems;
    this.loader = loader;
    this.bindings = bindings;
  }

  boolean compiled() {
    return problems.isEmpty();
  }

  static CompiledSdk compile(
      GenerationResult generation, String packageName, Set<String> tools, Path dir) {
    List<JavaFileObject> sources = generation.files().stream()
        .filter(file -> file.path().endsWith(".java"))
        .map(file -> Javac.source(file.path(), file.content()))
        .toList();
    try (Javac javac = new Javac(dir)) {
      JavacTask task = (JavacTask) javac.task(sources);
      Iterable<? extends CompilationUnitTree> units = task.parse();
      task.analyze();
      Map<String, BindingNames> names = new LinkedHashMap<>();
      Scanner scanner =
          new Scanner(Trees.instance(task), task.getElements(), packageName, tools, names);
      units.forEach(unit -> scanner.scan(new TreePath(unit), null));
      task.generate();
      List<String> problems =
          javac.problems().stream().map(CompiledSdk::describe).toList();
      if (!problems.isEmpty()) {
        return new CompiledSdk(problems, null, Map.of());
      }
      ClassLoader loader = javac.loader(CompiledSdk.class.getClassLoader());
      Map<String, Binding> bindings = new LinkedHashMap<>();
      names.forEach((tool, binding) -> bindings.put(tool, binding.load(loader)));
      return new CompiledSdk(List.of(), loader, bindings);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot compile the generated " + packageName, e);
    }
  }

  private static String describe(Diagnostic<? extends JavaFileObject> d) {
    String where = d.getSource() == null
        ? ""
        : d.getSource().getName().replaceFirst("^/", "") + ":" + d.getLineNumber() + ": ";
    return d.getKind().name().toLowerCase(Locale.ROOT) + ": " + where + d.getMessage(Locale.ROOT);
  }

  /** Binary names first: the classes exist only once javac has written them. */
  private static final class BindingNames {
    final List<String> requests = new ArrayList<>();
    final List<String> results = new ArrayList<>();

    /** The binary name of the class holding the tool's {@code ResultType} constant, and the constant's name. */
    final List<String[]> resultTypes = new ArrayList<>();

    Binding load(ClassLoader loader) {
      return new Binding(first(requests, loader), first(results, loader), resultType(loader));
    }

    private Optional<dev.imcp.runtime.ResultType<?>> resultType(ClassLoader loader) {
      if (resultTypes.isEmpty()) {
        return Optional.empty();
      }
      try {
        java.lang.reflect.Field field =
            loader.loadClass(resultTypes.get(0)[0]).getDeclaredField(resultTypes.get(0)[1]);
        field.setAccessible(true);
        return Optional.of((dev.imcp.runtime.ResultType<?>) field.get(null));
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
    }

    private static Optional<Class<?>> first(List<String> names, ClassLoader loader) {
      if (names.isEmpty()) {
        return Optional.empty();
      }
      try {
        return Optional.of(Class.forName(names.get(0), false, loader));
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  /** Scans with the method around the current tree, or null outside any (in a class body, a field's initializer). */
  private static final class Scanner extends TreePathScanner<Void, MethodTree> {
    private final Trees trees;
    private final Elements elements;
    private final String packageName;
    private final Set<String> tools;
    private final Map<String, BindingNames> names;

    Scanner(
        Trees trees,
        Elements elements,
        String packageName,
        Set<String> tools,
        Map<String, BindingNames> names) {
      this.trees = trees;
      this.elements = elements;
      this.packageName = packageName;
      this.tools = tools;
      this.names = names;
    }

    @Override
    public Void visitClass(ClassTree tree, MethodTree method) {
      return super.visitClass(tree, null);
    }

    @Override
    public Void visitMethod(MethodTree tree, MethodTree outer) {
      return super.visitMethod(tree, tree);
    }

    @Override
    public Void visitMethodInvocation(MethodInvocationTree tree, MethodTree method) {
      if (method != null && callsATool()) {
        for (ExpressionTree argument : tree.getArguments()) {
          if (argument instanceof LiteralTree literal
              && literal.getValue() instanceof String tool
              && tools.contains(tool)) {
            bind(tool, method, tree);
          }
        }
      }
      return super.visitMethodInvocation(tree, method);
    }

    /** Whether the invocation is one of the runtime's calls of a tool by name. */
    private boolean callsATool() {
      Element invoked = trees.getElement(getCurrentPath());
      if (invoked == null
          || !(invoked.getSimpleName().contentEquals("callTool")
              || invoked.getSimpleName().contentEquals("callToolAsync"))) {
        return false;
      }
      String owner = elements.getPackageOf(invoked).getQualifiedName().toString();
      return owner.equals("dev.imcp.runtime") || owner.startsWith("dev.imcp.runtime.");
    }

    private void bind(String tool, MethodTree method, MethodInvocationTree call) {
      BindingNames binding = names.computeIfAbsent(tool, t -> new BindingNames());
      for (VariableTree parameter : method.getParameters()) {
        generated(type(new TreePath(getCurrentPath(), parameter.getType())))
            .filter(name -> !binding.requests.contains(name))
            .ifPresent(binding.requests::add);
      }
      for (ExpressionTree argument : call.getArguments()) {
        Element constant = trees.getElement(new TreePath(getCurrentPath(), argument));
        if (argument instanceof com.sun.source.tree.IdentifierTree
            && constant != null
            && constant.getKind() == ElementKind.FIELD
            && constant.asType().toString().startsWith("dev.imcp.runtime.ResultType")
            && binding.resultTypes.isEmpty()) {
          binding.resultTypes.add(new String[] {
            elements.getBinaryName((TypeElement) constant.getEnclosingElement()).toString(),
            constant.getSimpleName().toString()
          });
        }
        if (argument instanceof MemberSelectTree select
            && select.getIdentifier().contentEquals("class")) {
          generated(type(new TreePath(getCurrentPath(), select.getExpression())))
              .filter(name -> !binding.results.contains(name))
              .ifPresent(binding.results::add);
        }
      }
    }

    private TypeMirror type(TreePath path) {
      return trees.getTypeMirror(path);
    }

    /** The binary name of a class or record the generator wrote (not an interface such as CallOptions). */
    private Optional<String> generated(TypeMirror type) {
      if (type == null || type.getKind() != TypeKind.DECLARED) {
        return Optional.empty();
      }
      Element element = ((DeclaredType) type).asElement();
      if (!(element instanceof TypeElement typeElement)
          || !(element.getKind() == ElementKind.RECORD
              || element.getKind() == ElementKind.CLASS
              || element.getKind() == ElementKind.INTERFACE
              || element.getKind() == ElementKind.ENUM)
          || !(elements.getPackageOf(element).getQualifiedName() + ".")
              .startsWith(packageName + ".")) {
        return Optional.empty();
      }
      return Optional.of(elements.getBinaryName(typeElement).toString());
    }
  }
}
