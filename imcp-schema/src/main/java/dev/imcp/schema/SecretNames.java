package dev.imcp.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The one rule for which names carry a secret ({@code password}, {@code client_secret}, {@code githubToken},
 * {@code apiKey}, {@code credentials}, {@code connectionString}, {@code Authorization}, …), shared by the generator
 * (a generated {@code toString()} shows whether such a property is set, never its value) and the runtime's wire log
 * (which shows such a member's value as {@code ***}). A name counts by its words, so that {@code max_tokens} and
 * {@code secret_name} do not; the protocol's own {@code progressToken} is no secret.
 */
public final class SecretNames {
  /** Words that make any name they are in a secret's. */
  private static final Set<String> ANYWHERE =
      Set.of("password", "passwd", "passphrase", "credential", "credentials", "authorization");

  /** Words that make a secret's name when they end it. */
  private static final Set<String> LAST = Set.of("secret", "token", "apikey", "pwd");

  /** Pairs of words that make a secret's name when they end it. */
  private static final Set<List<String>> LAST_TWO = Set.of(
      List.of("api", "key"),
      List.of("private", "key"),
      List.of("secret", "key"),
      List.of("access", "key"),
      List.of("connection", "string"));

  /** Protocol members named like a secret that are none. */
  private static final Set<String> PROTOCOL = Set.of("progressToken");

  private SecretNames() {}

  /**
   * {@return whether a member or property of this name carries a secret}
   *
   * @param name a name as it stands on the wire
   */
  public static boolean isSecret(String name) {
    if (PROTOCOL.contains(name)) {
      return false;
    }
    List<String> words = words(name);
    int n = words.size();
    if (n == 0) {
      return false;
    }
    if (words.stream().anyMatch(ANYWHERE::contains) || LAST.contains(words.get(n - 1))) {
      return true;
    }
    return n >= 2 && LAST_TWO.contains(words.subList(n - 2, n));
  }

  /** The name's words in lower case: split at anything but ASCII letters and digits, and before a capital. */
  private static List<String> words(String name) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean part = c < 128 && Character.isLetterOrDigit(c);
      boolean boundary = Character.isUpperCase(c)
          && word.length() > 0
          && !Character.isUpperCase(name.charAt(i - 1));
      if ((!part || boundary) && word.length() > 0) {
        words.add(word.toString());
        word.setLength(0);
      }
      if (part) {
        word.append(Character.toLowerCase(c));
      }
    }
    if (word.length() > 0) {
      words.add(word.toString());
    }
    return words;
  }
}
