package dev.imcp.build;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Values of an option that takes one of a few words: any case is accepted, and a mistake lists the words. */
final class Choices {
  private Choices() {}

  /**
   * {@return the constant of {@code type} whose name is {@code value} in any case, blanks around it ignored}
   *
   * @throws IllegalArgumentException naming the option, the value and every valid word
   */
  static <E extends Enum<E>> E parse(Class<E> type, String value, Option option, Dialect dialect) {
    String wanted = value.strip();
    for (E constant : type.getEnumConstants()) {
      if (constant.name().equalsIgnoreCase(wanted)) {
        return constant;
      }
    }
    String words = Arrays.stream(type.getEnumConstants())
        .map(constant -> constant.name().toLowerCase(Locale.ROOT))
        .collect(Collectors.joining(", "));
    throw new IllegalArgumentException(dialect.option(option) + " is '" + value
        + "', which is not one of its values: " + words + " (in any case); "
        + dialect.set(option, List.of(type.getEnumConstants()[0].name().toLowerCase(Locale.ROOT))));
  }
}
