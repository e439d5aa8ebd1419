package dev.imcp.codegen;

import java.util.Locale;
import javax.lang.model.SourceVersion;

/** Why a name the user gave cannot name a Java package or class, in words that say how to fix it. */
final class JavaNames {
  private JavaNames() {}

  /** The message for a package name that {@link SourceVersion#isName} refuses. */
  static String notAPackage(String name) {
    return "'" + name + "' is not a Java package name: " + why(name.split("\\.", -1))
        + "; write lower-case words separated by dots, each starting with a letter, such as com.example.tools";
  }

  /** The message for a simple class name that is not an identifier, or is a keyword. */
  static String notAClass(String name) {
    String why = name.contains(".")
        ? "it holds '.', and a simple name has no package"
        : why(new String[] {name}).replace("its part '" + name + "'", "it");
    return "'" + name + "' is not a Java class name: " + why
        + "; write one capitalised word of letters and digits, such as McpToolsClient";
  }

  private static String why(String[] parts) {
    for (String part : parts) {
      if (part.isEmpty()) {
        return "it has an empty part (two dots in a row, or a dot at an end)";
      }
      if (!Character.isJavaIdentifierStart(part.codePointAt(0))) {
        return "its part '" + part + "' starts with '" + Character.toString(part.codePointAt(0))
            + "', and a Java name starts with a letter, '_' or '$'";
      }
      int bad = part.codePoints()
          .filter(c -> !Character.isJavaIdentifierPart(c))
          .findFirst()
          .orElse(-1);
      if (bad != -1) {
        return "its part '" + part + "' holds " + describe(bad) + ", which no Java name may";
      }
      if (SourceVersion.isKeyword(part)) {
        return "its part '" + part + "' is a word Java reserves";
      }
    }
    return "it is not made of Java names";
  }

  private static String describe(int c) {
    return Character.isWhitespace(c)
        ? "a space"
        : Character.isISOControl(c)
            ? "the control character U+" + String.format(Locale.ROOT, "%04X", c)
            : "'" + Character.toString(c) + "'";
  }
}
