package dev.imcp.schema.internal;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/** JSON pointer (RFC 6901) spelling. */
public final class Pointers {
  private Pointers() {}

  /** One reference token: {@code ~} becomes {@code ~0} and {@code /} becomes {@code ~1}. */
  public static String escape(String token) {
    return token.replace("~", "~0").replace("/", "~1");
  }

  /** {@code pointer + "/" + escape(token)}. */
  public static String child(String pointer, String token) {
    return pointer + "/" + escape(token);
  }

  /** A {@code $ref} fragment is URI-encoded ({@code #/$defs/a%20b}); the pointer inside it is not. */
  static String decodeUriFragment(String fragment) {
    return fragment.indexOf('%') < 0
        ? fragment
        : URLDecoder.decode(fragment.replace("+", "%2B"), StandardCharsets.UTF_8);
  }
}
