package dev.imcp.codegen;

import java.util.Objects;
import javax.lang.model.SourceVersion;

/**
 * The Java type a tool's result decodes into, for servers that answer with JSON text and declare no {@code
 * outputSchema}: a class name, {@code []} after it for a JSON array (a {@code List}). A class implementing the
 * runtime's {@code Content} ({@code dev.imcp.runtime.Content.Image}, …) takes that content item instead of JSON. The
 * generated method returns the type; a {@code …Raw} method keeps the whole result reachable.
 *
 * <pre>{@code ResultMapping.parse("events_fetch=com.example.Event[]")}</pre>
 *
 * @param tool the tool's name
 * @param className the fully qualified name of the result class, or of the list's element class
 * @param list whether the result is a JSON array
 */
public record ResultMapping(String tool, String className, boolean list) {
  /**
   * Checks the names.
   *
   * @param tool the tool's name
   * @param className the fully qualified name of the result class, or of the list's element class
   * @param list whether the result is a JSON array
   * @throws IllegalArgumentException for a blank tool, or a class name that is not {@code package.Class}
   */
  public ResultMapping {
    Objects.requireNonNull(tool, "tool");
    if (tool.isBlank()) {
      throw new IllegalArgumentException("A result mapping names a tool: '=" + className + "'");
    }
    if (!SourceVersion.isName(className) || !className.contains(".")) {
      throw new IllegalArgumentException(
          "Result mapping for tool " + tool
              + ": not a fully qualified class name: '" + className
              + "'; write one class with its package, such as com.example.Event (com.example.Event[] for a JSON array)");
    }
    if (!readsAsPackageAndClass(className)) {
      throw new IllegalArgumentException("Result mapping for tool " + tool + ": '" + className
          + "' does not read as package.Class (packages lower case, classes capitalised)");
    }
  }

  /** The generator tells the package from the class by case, as {@code ClassName.bestGuess} does. */
  private static boolean readsAsPackageAndClass(String name) {
    String[] parts = name.split("\\.");
    int firstClass = 0;
    while (firstClass < parts.length && !Character.isUpperCase(parts[firstClass].charAt(0))) {
      firstClass++;
    }
    return firstClass > 0 && firstClass < parts.length;
  }

  /**
   * Parses {@code tool=com.example.Type} or {@code tool=com.example.Type[]}, as written in a POM or on the command
   * line.
   *
   * @param mapping the text; blanks around the parts are ignored
   * @return the mapping
   * @throws IllegalArgumentException when the text is not written so, saying how it is written
   */
  public static ResultMapping parse(String mapping) {
    int equals = mapping.lastIndexOf('=');
    if (equals <= 0 || equals == mapping.length() - 1) {
      throw new IllegalArgumentException(
          "A result mapping is written tool=com.example.Type (or Type[] for a list), such as 'events_fetch=com.example.Event[]', not '"
              + mapping + "'");
    }
    String type = mapping.substring(equals + 1).strip();
    boolean list = type.endsWith("[]");
    return new ResultMapping(
        mapping.substring(0, equals).strip(),
        list ? type.substring(0, type.length() - 2).strip() : type,
        list);
  }

  @Override
  public String toString() {
    return tool + "=" + className + (list ? "[]" : "");
  }
}
