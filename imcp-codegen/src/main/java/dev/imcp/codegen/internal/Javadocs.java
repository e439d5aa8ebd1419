package dev.imcp.codegen.internal;

/**
 * Server text made safe for a Javadoc comment. Descriptions are untrusted: {@code *}{@code /} would end the comment
 * (a star before a slash is escaped, other stars are kept, so that Markdown's {@code **bold**} stays readable),
 * a backslash-u escape is decoded by javac even inside comments, {@code @} at a line start would become a tag, and HTML
 * would render. All of it is escaped; control characters other than newlines are dropped.
 */
public final class Javadocs {
  private Javadocs() {}

  /**
   * Server text as code: {@code {@code text}} when that is safe, else {@code <code>} around the escaped text. Inside
   * {@code {@code …}} an entity would show as typed, and an unbalanced brace would end the tag early or run it to the end
   * of the comment.
   */
  public static String code(String untrusted) {
    if (untrusted.isEmpty()) {
      return "{@code \"\"}";
    }
    String safe = text(untrusted);
    if (safe.isEmpty()) {
      // Blank or control characters only: an empty <code> element would be an HTML error.
      return "a blank text";
    }
    return safe.equals(untrusted) && untrusted.indexOf('{') < 0 && untrusted.indexOf('}') < 0
        ? "{@code " + safe + "}"
        : "<code>"
            + safe.replace("{", "&#123;").replace("}", "&#125;").replace('\n', ' ')
            + "</code>";
  }

  /** {@code text(untrusted)}, or {@code otherwise} when nothing of it is left. */
  public static String textOr(String untrusted, String otherwise) {
    String safe = text(untrusted);
    return safe.isEmpty() ? otherwise : safe;
  }

  /** Server text for a Javadoc comment: escaped, control characters dropped, stripped. */
  public static String text(String untrusted) {
    if (isSafe(untrusted)) {
      return untrusted.strip();
    }
    StringBuilder safe = new StringBuilder(untrusted.length() + 16);
    for (int c : untrusted.codePoints().toArray()) {
      switch (c) {
        case '&' -> safe.append("&amp;");
        case '<' -> safe.append("&lt;");
        case '>' -> safe.append("&gt;");
        case '@' -> safe.append("&#64;");
        case '*' -> safe.append('*');
        case '\\' -> safe.append("&#92;");
        case '$' -> safe.append("&#36;");
        case '\n' -> safe.append('\n');
        case '\r', '\t' -> safe.append(' ');
        default -> {
          if (!Character.isISOControl(c) && Character.getType(c) != Character.FORMAT) {
            safe.appendCodePoint(c);
          }
        }
      }
    }
    // Markdown's ** and * stay readable; only */ would end the comment, checked once the dropped
    // characters are gone (a control character between them must not join them).
    return safe.toString().replace("*/", "&#42;/").strip();
  }

  /** Printable ASCII with nothing to escape: most names and descriptions, returned without a copy. */
  private static boolean isSafe(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < ' ' && c != '\n'
          || c > '~'
          || c == '&'
          || c == '<'
          || c == '>'
          || c == '@'
          || c == '*'
          || c == '\\'
          || c == '$') {
        return false;
      }
    }
    return true;
  }
}
