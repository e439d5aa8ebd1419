package dev.imcp.codegen;

import java.util.regex.Pattern;

/** Tool-name globs: {@code *} matches any run of characters, {@code ?} one; everything else stands for itself. */
final class Globs {
  private Globs() {}

  static boolean matches(String glob, String name) {
    StringBuilder regex = new StringBuilder();
    for (char c : glob.toCharArray()) {
      regex.append(c == '*' ? ".*" : c == '?' ? "." : Pattern.quote(String.valueOf(c)));
    }
    return Pattern.compile(regex.toString(), Pattern.DOTALL).matcher(name).matches();
  }
}
