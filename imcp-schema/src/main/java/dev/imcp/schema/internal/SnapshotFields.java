package dev.imcp.schema.internal;

import dev.imcp.schema.Diagnostic;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;

/**
 * The members of a snapshot's objects read by their JSON kind, each problem added to the reader's list with the
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
    return member(parent, field, pointer, JsonNode::isString, "a string")
        .map(JsonNode::stringValue);
  }

  /** A boolean member, absent when missing or null; empty after a problem. */
  Optional<Boolean> optionalBoolean(JsonNode parent, String field, String pointer) {
    return member(parent, field, pointer, JsonNode::isBoolean, "true or false")
        .map(JsonNode::booleanValue);
  }

  /**
   * A member of one JSON kind, absent when missing or null; empty after the problem {@code expected <expected>, got
   * ...} at the member's pointer (below the parent's {@code pointer}).
   */
  Optional<JsonNode> member(
      JsonNode parent, String field, String pointer, Predicate<JsonNode> kind, String expected) {
    JsonNode value = parent.path(field);
    if (value.isMissingNode() || value.isNull()) {
      return Optional.empty();
    }
    if (!kind.test(value)) {
      problems.add(Diagnostic.atDocument(
          pointer + "/" + field, "expected " + expected + ", got " + JsonText.describe(value)));
      return Optional.empty();
    }
    return Optional.of(value);
  }
}
