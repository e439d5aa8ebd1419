package dev.imcp.codegen.internal;

/**
 * Server text made safe for a Javadoc comment. Descriptions are untrusted: {@code *}{@code /} would end the comment,
 * a backslash-u escape is decoded by javac even inside comments, {@code @} at a line start would become a tag, and HTML
 * would render. All of it is escaped; control characters other than newlines are dropped.
 */
public final class Javadocs {
  private Javadocs() {}

  public static String text(String untrusted) {
    StringBuilder safe = new StringBuilder(untrusted.length());
    untrusted.codePoints().forEach(c -> {
      switch (c) {
        case '&' -> safe.append("&amp;");
        case '<' -> safe.append("&lt;");
        case '>' -> safe.append("&gt;");
        case '@' -> safe.append("&#64;");
        case '*' -> safe.append("&#42;");
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
    });
    return safe.toString().strip();
  }
}
