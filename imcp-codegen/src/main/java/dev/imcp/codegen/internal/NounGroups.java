package dev.imcp.codegen.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Services for the verb-first tools of a large server, by the resource noun after the verb: GitLab's {@code
 * create_merge_request}, {@code list_merge_requests} and {@code get_merge_request_diffs} go to {@code merge_requests}
 * ({@code mergeRequests().create(…)}, {@code list()}, {@code getDiffs(…)}), {@code list_pipelines} and {@code
 * get_pipeline} to {@code pipelines}. The noun is the shortest run of words after the verb that at least two tools
 * share, singular and plural alike, lengthened while every tool that has it has the longer run too ({@code merge} →
 * {@code merge_request}, not {@code merge_request_diff}, which fewer tools share). A tool that shares no noun stays in
 * {@code tools}.
 */
final class NounGroups {
  private NounGroups() {}

  /** The noun service of each tool that has one, by tool name. */
  static Map<String, String> of(List<String> tools, Set<String> verbs, int largest) {
    Map<String, Integer> counts = new HashMap<>();
    Map<String, List<String>> nouns = new LinkedHashMap<>();
    for (String tool : tools) {
      List<String> words = Names.words(tool);
      if (words.size() < 2 || !verbs.contains(words.get(0).toLowerCase(Locale.ROOT))) {
        continue;
      }
      List<String> rest = words.subList(1, words.size());
      nouns.put(tool, rest);
      for (int length = 1; length <= rest.size(); length++) {
        counts.merge(key(rest, length), 1, Integer::sum);
      }
    }
    Map<String, Integer> lengths = new LinkedHashMap<>();
    nouns.forEach((tool, rest) -> noun(rest, 1, counts).ifPresent(n -> lengths.put(tool, n)));
    // A noun group still too large splits by the longer nouns some of its tools share
    // (merge_request_notes, merge_request_discussions), the others staying in it.
    Map<String, Integer> sizes = new HashMap<>();
    lengths.forEach((tool, length) -> sizes.merge(key(nouns.get(tool), length), 1, Integer::sum));
    lengths.replaceAll((tool, length) -> sizes.get(key(nouns.get(tool), length)) > largest
        ? noun(nouns.get(tool), length + 1, counts).orElse(length)
        : length);
    Map<String, String> services = new LinkedHashMap<>();
    lengths.forEach((tool, length) -> services.put(tool, name(nouns.get(tool).subList(0, length))));
    return services;
  }

  /**
   * The length of the tool's noun: the shortest run from {@code from} words that another tool shares, lengthened while
   * every tool that has it has the longer run too; empty when no run is shared.
   */
  private static java.util.Optional<Integer> noun(
      List<String> rest, int from, Map<String, Integer> counts) {
    int length = from;
    while (length <= rest.size() && counts.get(key(rest, length)) < 2) {
      length++;
    }
    if (length > rest.size()) {
      return java.util.Optional.empty();
    }
    while (length < rest.size()
        && counts.get(key(rest, length + 1)).equals(counts.get(key(rest, length)))) {
      length++;
    }
    return java.util.Optional.of(length);
  }

  /** Whether {@code words} start with {@code noun}'s words, singular and plural alike. */
  static boolean startsWith(List<String> words, List<String> noun) {
    if (words.size() < noun.size()) {
      return false;
    }
    for (int i = 0; i < noun.size(); i++) {
      if (!singular(words.get(i)).equals(singular(noun.get(i)))) {
        return false;
      }
    }
    return true;
  }

  private static String key(List<String> words, int length) {
    List<String> stems = new ArrayList<>();
    words.subList(0, length).forEach(word -> stems.add(singular(word)));
    return String.join("_", stems);
  }

  /** The service's name: the noun with its last word plural ({@code merge_requests}, {@code pipelines}). */
  private static String name(List<String> noun) {
    List<String> words = new ArrayList<>();
    noun.subList(0, noun.size() - 1).forEach(word -> words.add(word.toLowerCase(Locale.ROOT)));
    words.add(plural(singular(noun.get(noun.size() - 1))));
    return String.join("_", words);
  }

  /** The singular of a word, lower case; a word that is not a plural is itself. */
  static String singular(String word) {
    String lower = word.toLowerCase(Locale.ROOT);
    String singular = Names.singular(lower);
    return singular.equals(lower + "Item") ? lower : singular.toLowerCase(Locale.ROOT);
  }

  static String plural(String singular) {
    if (singular.length() <= 2) {
      // An abbreviation such as ci stays as it is.
      return singular;
    }
    if (singular.endsWith("y")
        && singular.length() > 1
        && "aeiou".indexOf(singular.charAt(singular.length() - 2)) < 0) {
      return singular.substring(0, singular.length() - 1) + "ies";
    }
    if (singular.endsWith("s")
        || singular.endsWith("x")
        || singular.endsWith("ch")
        || singular.endsWith("sh")) {
      return singular + "es";
    }
    return singular + "s";
  }
}
