package dev.imcp.sdk.model;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** Absent lists are empty, and null items are dropped, so that a record's lists can always be iterated. */
final class Lists {
  private Lists() {}

  static <T> List<T> of(@Nullable List<@Nullable T> list) {
    return list == null
        ? List.of()
        : list.stream().filter(Objects::nonNull).map(Objects::requireNonNull).toList();
  }
}
