package dev.imcp.schema.internal;

import dev.imcp.schema.Diagnostic;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The members of a snapshot's objects read as strings and booleans, each problem added to the reader's list with the
 * member's pointer, so that tools, prompts and resources refuse a bad member in the same words.
 */
final class SnapshotFields {
  private final List<Diagnostic> problems;

  SnapshotFields(List<Diagnostic> problems) {
    this.problems = problems;
  }

  /** A string member that must be there and not be empty; empty after a problem. */
  Optional<String> requiredString(JsonNode parent, String field, String pointer) {
    if (parent.path(field).isMissingNode()) {
      problems.add(Diagnostic.atDocument(pointer + "/" + field, "missing"));
      return Optional.empty();
    }
    Optional<String> value = optionalString(parent, field, pointer);
    if (value.isPresent() && value.get().isEmpty()) {
      problems.add(Diagnostic.atDocument(pointer + "/" + field, "must not be empty"));
      return Optional.empty();
    }
    return value;
  }

  /** A string member, absent when missing or null; empty after a problem. */
  Optional<String> optionalString(JsonNode parent, String field, String pointer) {
    JsonNode value = parent.path(field);
    if (value.isMissingNode() || value.isNull()) {
      return Optional.empty();
    }
    if (!value.isString()) {
      problems.add(Diagnostic.atDocument(
          pointer + "/" + field, "expected a string, got " + JsonText.describe(value)));
      return Optional.empty();
    }
    return Optional.of(value.stringValue());
  }

  /** A boolean member, absent when missing or null; empty after a problem. */
  Optional<Boolean> optionalBoolean(JsonNode parent, String field, String pointer) {
    JsonNode value = parent.path(field);
    if (value.isMissingNode() || value.isNull()) {
      return Optional.empty();
    }
    if (!value.isBoolean()) {
      problems.add(Diagnostic.atDocument(
          pointer + "/" + field, "expected true or false, got " + JsonText.describe(value)));
      return Optional.empty();
    }
    return Optional.of(value.booleanValue());
  }
}
