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

  /**
   * An enum constant: {@code built-in} → {@code BUILT_IN}. Signs are spelled out, as values that differ only in them are
   * common ({@code reactions-+1} → {@code REACTIONS_PLUS_1}, {@code reactions--1} → {@code REACTIONS_MINUS_1}), and a
   * value of symbols alone is spelled symbol by symbol ({@code >=} → {@code GT_EQ}).
   */
  public static String constant(String name) {
    String signs = spellSigns(name);
    List<String> words = words(signs);
    if (words.isEmpty() && !name.isEmpty()) {
      words = words(spellSymbols(name));
    }
    return words.isEmpty() ? "EMPTY" : String.join("_", words).toUpperCase(Locale.ROOT);
  }

  /** {@code +} anywhere, and {@code -} before a digit where it cannot be a separator, as words. */
  private static String spellSigns(String name) {
    StringBuilder spelled = new StringBuilder(name.length() + 8);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean sign = i + 1 < name.length()
          && Character.isDigit(name.charAt(i + 1))
          && (i == 0 || !Character.isLetterOrDigit(name.charAt(i - 1)));
      if (c == '+') {
        spelled.append(" plus ");
      } else if (c == '-' && sign) {
        spelled.append(" minus ");
      } else {
        spelled.append(c);
      }
    }
    return spelled.toString();
  }

  private static String spellSymbols(String name) {
    StringBuilder spelled = new StringBuilder();
    name.codePoints().forEach(c -> spelled.append(' ').append(SYMBOLS.getOrDefault(c, "")));
    return spelled.toString();
  }

  private static final java.util.Map<Integer, String> SYMBOLS = symbols(
      "< lt > gt = eq ! not * star / slash % percent & and | or ^ caret ~ tilde ? question @ at # hash $ dollar"
          + " . dot , comma : colon ; semicolon + plus - minus _ underscore ( lparen ) rparen [ lbracket"
          + " ] rbracket { lbrace } rbrace ' quote \" dquote ` backtick \\ backslash");

  private static java.util.Map<Integer, String> symbols(String pairs) {
    String[] parts = pairs.split(" ");
    java.util.Map<Integer, String> symbols = new java.util.HashMap<>();
    for (int i = 0; i + 1 < parts.length; i += 2) {
      symbols.put(parts[i].codePointAt(0), parts[i + 1]);
    }
    return java.util.Map.copyOf(symbols);
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
