package dev.imcp.runtime.internal.base;

import java.util.function.UnaryOperator;

/**
 * The one way the runtime shows a server's text in a message or a log line (a skipped stdout line, a stderr line, an
 * HTTP body, a wire-log message): its start, bounded, on one line, so that a server that talks a lot cannot bury the
 * failure and a server's text cannot forge log lines.
 */
public final class Excerpt {
  private Excerpt() {}

  /**
   * {@return at most {@code max} characters of {@code text}, control characters other than a tab replaced by {@code ?},
   * and {@code … (N characters)} after them when the text was longer}
   *
   * @param text what the server sent
   * @param max how many characters to keep
   */
  public static String of(String text, int max) {
    // Not through UnaryOperator.identity(): a lambda the JDK spins on first use, an HTTP client's
    // refused probe on its way to its first call among the first.
    return shown(text, max, text.length() > max ? text.substring(0, max) : text);
  }

  /**
   * The same, with {@code kept} applied to the part that is kept before control characters are replaced: cut first,
   * so that a huge text costs no more than its excerpt (the wire log redacts secrets there).
   *
   * @param text what the server sent
   * @param max how many characters to keep
   * @param kept what to do with the kept part
   * @return the excerpt
   */
  public static String of(String text, int max, UnaryOperator<String> kept) {
    return shown(text, max, kept.apply(text.length() > max ? text.substring(0, max) : text));
  }

  /** The kept part of {@code text}, control characters replaced, and its length when it was cut. */
  private static String shown(String text, int max, String kept) {
    boolean cut = text.length() > max;
    StringBuilder out = new StringBuilder(kept);
    for (int i = 0; i < out.length(); i++) {
      char c = out.charAt(i);
      if (c < ' ' && c != '\t' || c == '\u007f') {
        out.setCharAt(i, '?');
      }
    }
    return cut
        ? out.append("… (").append(text.length()).append(" characters)").toString()
        : out.toString();
  }
}
