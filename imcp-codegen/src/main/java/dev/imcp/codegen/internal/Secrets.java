package dev.imcp.codegen.internal;

import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.StringType;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which properties carry a secret, so that {@code toString()} shows whether they are set and never their value: those
 * the schema marks ({@code format: password}, {@code writeOnly}), and those named so ({@code password}, {@code
 * client_secret}, {@code githubToken}, {@code apiKey}, {@code credentials}, {@code connectionString}). A name counts by
 * its words, so that {@code max_tokens} and {@code secret_name} do not.
 */
final class Secrets {
  /** Words that make any name they are in a secret's. */
  private static final Set<String> ANYWHERE =
      Set.of("password", "passwd", "passphrase", "credential", "credentials");

  /** Words that make a secret's name when they end it. */
  private static final Set<String> LAST = Set.of("secret", "token", "apikey", "pwd");

  /** Pairs of words that make a secret's name when they end it. */
  private static final Set<List<String>> LAST_TWO = Set.of(
      List.of("api", "key"),
      List.of("private", "key"),
      List.of("secret", "key"),
      List.of("access", "key"),
      List.of("connection", "string"));

  private Secrets() {}

  /**
   * @param name the property's wire name
   * @param declared the property's schema as declared (for {@code writeOnly})
   * @param concrete the property's schema after references and {@code null} unions (for the format)
   */
  static boolean isSecret(String name, JsonType declared, JsonType concrete) {
    if (declared.meta().writeOnly() || concrete.meta().writeOnly()) {
      return true;
    }
    if (concrete instanceof StringType string
        && string.format().filter("password"::equals).isPresent()) {
      return true;
    }
    List<String> words =
        Names.words(name).stream().map(word -> word.toLowerCase(Locale.ROOT)).toList();
    if (words.isEmpty()) {
      return false;
    }
    if (words.stream().anyMatch(ANYWHERE::contains) || LAST.contains(words.get(words.size() - 1))) {
      return true;
    }
    return words.size() >= 2 && LAST_TWO.contains(words.subList(words.size() - 2, words.size()));
  }
}
