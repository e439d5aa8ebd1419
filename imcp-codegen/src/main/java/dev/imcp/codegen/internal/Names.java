package dev.imcp.codegen.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Java identifiers from server names: {@code location_reverse-geocode} becomes {@code locationReverseGeocode} or
 * {@code LocationReverseGeocode}, {@code built-in} becomes {@code BUILT_IN}. Keywords, leading digits and collisions
 * are left to {@link UniqueNames}, which makes every name legal and unique in its scope.
 */
public final class Names {
  private Names() {}

  /** The words of a name: split at anything not a letter or digit, and where a lower-case letter meets an upper-case one. */
  static List<String> words(String name) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    for (int i = 0; i < name.length(); ) {
      int c = name.codePointAt(i);
      boolean part = Character.isLetterOrDigit(c) && c < 128;
      boolean boundary = word.length() > 0
          && Character.isUpperCase(c)
          && Character.isLowerCase(word.codePointBefore(word.length()));
      if (!part || boundary) {
        if (word.length() > 0) {
          words.add(word.toString());
          word.setLength(0);
        }
      }
      if (part) {
        word.appendCodePoint(c);
      }
      i += Character.charCount(c);
    }
    if (word.length() > 0) {
      words.add(word.toString());
    }
    return words;
  }

  public static String upperCamel(String name) {
    StringBuilder result = new StringBuilder();
    for (String word : words(name)) {
      result.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
    }
    return result.toString();
  }

  public static String lowerCamel(String name) {
    String upper = upperCamel(name);
    if (upper.isEmpty()) {
      return upper;
    }
    int prefix = 1;
    while (prefix < upper.length()
        && Character.isUpperCase(upper.charAt(prefix))
        && (prefix + 1 == upper.length() || Character.isUpperCase(upper.charAt(prefix + 1)))) {
      prefix++;
    }
    return upper.substring(0, prefix).toLowerCase(Locale.ROOT) + upper.substring(prefix);
  }

  public static String constant(String name) {
    List<String> words = words(name);
    return words.isEmpty() ? "EMPTY" : String.join("_", words).toUpperCase(Locale.ROOT);
  }

  /** A rough singular for naming an array's element type: {@code alarms} gives {@code alarm}. */
  public static String singular(String name) {
    if (name.endsWith("ies") && name.length() > 3) {
      return name.substring(0, name.length() - 3) + "y";
    }
    if (name.endsWith("s") && !name.endsWith("ss") && name.length() > 1) {
      return name.substring(0, name.length() - 1);
    }
    return name + "Item";
  }
}
