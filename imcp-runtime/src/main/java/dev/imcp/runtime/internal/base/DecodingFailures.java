package dev.imcp.runtime.internal.base;

import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.exc.InvalidNullException;
import tools.jackson.databind.exc.MismatchedInputException;

/**
 * What a result that does not decode has wrong, for people: a missing or null required field by its name and JSON
 * pointer ({@code required field 'branches' is missing at /branches}), anything else as Jackson says it, with the
 * pointer of the value when there is one.
 */
public final class DecodingFailures {
  /** How Jackson begins the message of a creator property that {@code @JsonProperty(required = true)} marks. */
  private static final String MISSING = "Missing required creator property";

  private DecodingFailures() {}

  public static String describe(JacksonException failure) {
    String pointer = pointer(failure.getPath());
    if (failure instanceof InvalidNullException nulled && nulled.getPropertyName() != null) {
      return "required field '" + nulled.getPropertyName().getSimpleName() + "' is null at "
          + pointer;
    }
    if (failure instanceof MismatchedInputException
        && failure.getOriginalMessage().startsWith(MISSING)
        && !failure.getPath().isEmpty()) {
      String name = failure.getPath().get(failure.getPath().size() - 1).getPropertyName();
      return "required field '" + name + "' is missing at " + pointer;
    }
    return pointer.isEmpty()
        ? failure.getOriginalMessage()
        : failure.getOriginalMessage() + " (at " + pointer + ")";
  }

  /** The JSON pointer of Jackson's path: {@code /items/0/name}; empty for the whole value. */
  static String pointer(List<JacksonException.Reference> path) {
    StringBuilder pointer = new StringBuilder();
    for (JacksonException.Reference reference : path) {
      pointer.append('/');
      if (reference.getPropertyName() != null) {
        pointer.append(reference.getPropertyName().replace("~", "~0").replace("/", "~1"));
      } else if (reference.getIndex() >= 0) {
        pointer.append(reference.getIndex());
      } else {
        pointer.append('?');
      }
    }
    return pointer.toString();
  }
}
