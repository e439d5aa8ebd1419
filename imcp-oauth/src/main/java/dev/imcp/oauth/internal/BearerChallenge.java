package dev.imcp.oauth.internal;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The {@code Bearer} challenge of a refusal's {@code WWW-Authenticate} headers (RFC 6750 §3, RFC 9728 §5.1): the
 * scope the server asks for, where its protected resource metadata is, and the error. Other schemes' challenges are
 * skipped; a header that cannot be parsed counts as a challenge without parameters.
 */
public record BearerChallenge(Map<String, String> params) {
  public static final String INSUFFICIENT_SCOPE = "insufficient_scope";

  public static BearerChallenge of(List<String> headers) {
    for (String header : headers) {
      Map<String, String> params = bearerParams(header);
      if (params != null) {
        return new BearerChallenge(params);
      }
    }
    return new BearerChallenge(Map.of());
  }

  /** The scopes asked for; empty when the challenge names none. */
  public Set<String> scope() {
    return Grant.scopes(params.get("scope"));
  }

  public Optional<URI> resourceMetadata() {
    try {
      return Optional.ofNullable(params.get("resource_metadata")).map(URI::create);
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  public Optional<String> error() {
    return Optional.ofNullable(params.get("error"));
  }

  /** The parameters of the first Bearer challenge in {@code header}, or null when it has none. */
  private static @Nullable Map<String, String> bearerParams(String header) {
    Map<String, String> params = null;
    int i = 0;
    int n = header.length();
    while (i < n) {
      i = skip(header, i, " \t,");
      int start = i;
      while (i < n && isToken(header.charAt(i))) {
        i++;
      }
      if (i == start) {
        i++; // a character no challenge starts with
        continue;
      }
      String word = header.substring(start, i);
      int afterSpace = skip(header, i, " \t");
      if (afterSpace < n && header.charAt(afterSpace) == '=' && params != null) {
        i = param(header, word, afterSpace + 1, params);
      } else if (params != null) {
        return params; // the next challenge begins
      } else if (word.equalsIgnoreCase("Bearer")) {
        params = new LinkedHashMap<>();
      }
    }
    return params;
  }

  private static int param(String header, String name, int from, Map<String, String> params) {
    int i = skip(header, from, " \t");
    StringBuilder value = new StringBuilder();
    if (i < header.length() && header.charAt(i) == '"') {
      i++;
      while (i < header.length() && header.charAt(i) != '"') {
        if (header.charAt(i) == '\\' && i + 1 < header.length()) {
          i++;
        }
        value.append(header.charAt(i++));
      }
      i++;
    } else {
      while (i < header.length() && header.charAt(i) != ',' && header.charAt(i) != ' ') {
        value.append(header.charAt(i++));
      }
    }
    params.putIfAbsent(name.toLowerCase(Locale.ROOT), value.toString());
    return i;
  }

  private static int skip(String text, int from, String characters) {
    int i = from;
    while (i < text.length() && characters.indexOf(text.charAt(i)) >= 0) {
      i++;
    }
    return i;
  }

  private static boolean isToken(char c) {
    return c > ' ' && c < 0x7f && "()<>@,;:\\\"/[]?={} \t".indexOf(c) < 0;
  }
}
