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

  /** {@return the words of a name, split as {@link #upperCamel} splits them} */
  public static List<String> wordsOf(String name) {
    return words(name);
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

  /**
   * Plurals whose singular no suffix rule gives, by the last word of a name; a value equal to its key is a word whose
   * singular is itself ({@code series}), which gets {@code Item} as any name that is not a plural does.
   */
  private static final java.util.Map<String, String> IRREGULAR = java.util.Map.ofEntries(
      java.util.Map.entry("people", "person"),
      java.util.Map.entry("children", "child"),
      java.util.Map.entry("men", "man"),
      java.util.Map.entry("women", "woman"),
      java.util.Map.entry("indices", "index"),
      java.util.Map.entry("vertices", "vertex"),
      java.util.Map.entry("matrices", "matrix"),
      java.util.Map.entry("criteria", "criterion"),
      java.util.Map.entry("caches", "cache"),
      java.util.Map.entry("movies", "movie"),
      java.util.Map.entry("cookies", "cookie"),
      java.util.Map.entry("series", "series"),
      java.util.Map.entry("species", "species"),
      java.util.Map.entry("news", "news"),
      java.util.Map.entry("data", "data"),
      java.util.Map.entry("metadata", "metadata"));

  /**
   * The singular of an array's name, for its element type and variables: {@code alarms} → {@code alarm}, {@code
   * categories} → {@code category}, {@code branches} → {@code branch}, {@code searchIndexes} → {@code searchIndex},
   * {@code addresses} → {@code address}, {@code phrases} → {@code phrase}, {@code people} → {@code person}. A name that
   * is not a plural ({@code address}, {@code status}, {@code series}, {@code data}) gets {@code Item}. The rule is held
   * to the corpus's array names by a test; no inflection library is on Maven Central in a kept state.
   */
  public static String singular(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    for (java.util.Map.Entry<String, String> irregular : IRREGULAR.entrySet()) {
      String plural = irregular.getKey();
      int start = name.length() - plural.length();
      if (lower.endsWith(plural)
          && (start == 0
              || !Character.isLowerCase(name.charAt(start - 1))
              || !Character.isLowerCase(name.charAt(start)))) {
        return plural.equals(irregular.getValue())
            ? name + "Item"
            : name.substring(0, start) + sameCase(name.charAt(start), irregular.getValue());
      }
    }
    if (lower.endsWith("ies") && name.length() > 4) {
      return name.substring(0, name.length() - 3)
          + (Character.isUpperCase(name.charAt(name.length() - 1)) ? "Y" : "y");
    }
    for (String suffix : List.of("sses", "shes", "ches", "xes", "zzes")) {
      if (lower.endsWith(suffix)) {
        return name.substring(0, name.length() - 2);
      }
    }
    boolean notPlural = lower.endsWith("ss") || lower.endsWith("us") || lower.endsWith("is");
    if (lower.endsWith("s") && !notPlural && name.length() > 1) {
      return name.substring(0, name.length() - 1);
    }
    return name + "Item";
  }

  private static String sameCase(char first, String word) {
    return Character.isUpperCase(first)
        ? Character.toUpperCase(word.charAt(0)) + word.substring(1)
        : word;
  }
}
