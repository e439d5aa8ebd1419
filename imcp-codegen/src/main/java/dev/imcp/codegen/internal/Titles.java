package dev.imcp.codegen.internal;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Titles ({@code title} of a tool, of its annotations, of a property) for the Javadoc, made safe as descriptions are.
 * A title that only spells the name again ({@code "Create Entities"} for {@code create_entities}, {@code "Fetch
 * Events"} for {@code events_fetch}) says nothing and is left out.
 */
final class Titles {
  private Titles() {}

  /** {@return the title, escaped, when it says more than {@code name}} */
  static Optional<String> informative(Optional<String> title, String name) {
    return title
        .filter(text -> !words(text).equals(words(name)))
        .map(Javadocs::text)
        .filter(text -> !text.isEmpty());
  }

  /** {@code title} as a sentence, to stand before a description: a full stop added where it has none. */
  static String sentence(String title) {
    char last = title.charAt(title.length() - 1);
    return Character.isLetterOrDigit(last) || last == ')' ? title + "." : title;
  }

  /** The words of a name or title, lower case and sorted: {@code events_fetch} and {@code Fetch Events} agree. */
  private static List<String> words(String text) {
    return Arrays.stream(text.replaceAll("([a-z0-9])([A-Z])", "$1 $2")
            .toLowerCase(Locale.ROOT)
            .split("[^\\p{L}\\p{N}]+"))
        .filter(word -> !word.isEmpty())
        .sorted()
        .toList();
  }
}
