package dev.imcp.schema.internal;

import dev.imcp.schema.Change;
import dev.imcp.schema.ChangeClass;
import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.ToolAnnotations;
import dev.imcp.schema.ToolDefinition;
import dev.imcp.schema.ToolSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The changes of one tool: documentation, behaviour hints, then both schemas. */
public final class ToolDiff {
  private final String tool;
  private final List<Change> changes = new ArrayList<>();

  private ToolDiff(String tool) {
    this.tool = tool;
  }

  public static List<Change> compare(ToolDefinition before, ToolDefinition after) {
    ToolDiff diff = new ToolDiff(before.name());
    diff.documentation(before, after);
    diff.hints(before, after);
    diff.schemas(before, after);
    return diff.changes;
  }

  private void documentation(ToolDefinition before, ToolDefinition after) {
    text("/title", before.title(), after.title(), "title");
    text("/description", before.description(), after.description(), "description");
    text("/annotations/title", before.annotations().title(), after.annotations().title(), "title");
  }

  private void text(String pointer, Optional<String> before, Optional<String> after, String what) {
    if (!before.equals(after)) {
      add(pointer, ChangeClass.DOCUMENTATION, what + " changed");
    }
  }

  private void hints(ToolDefinition before, ToolDefinition after) {
    ToolAnnotations old = before.annotations();
    ToolAnnotations current = after.annotations();
    hint("readOnlyHint", old.effectiveReadOnly(), current.effectiveReadOnly(), Optional.of(false));
    hint(
        "destructiveHint",
        old.effectiveDestructive(),
        current.effectiveDestructive(),
        Optional.of(true));
    hint(
        "idempotentHint",
        old.effectiveIdempotent(),
        current.effectiveIdempotent(),
        Optional.of(false));
    hint("openWorldHint", old.effectiveOpenWorld(), current.effectiveOpenWorld(), Optional.empty());
  }

  /** Compares effective values (defaults applied), so that writing out a default is no change. */
  private void hint(String name, boolean old, boolean current, Optional<Boolean> unsafe) {
    if (old != current) {
      boolean breaking = unsafe.isPresent() && unsafe.get() == current;
      add(
          "/annotations/" + name,
          breaking ? ChangeClass.BREAKING : ChangeClass.COMPATIBLE,
          name + " changed from " + old + " to " + current);
    }
  }

  private void schemas(ToolDefinition before, ToolDefinition after) {
    Optional<ToolSchema> old = parse(before, "before");
    Optional<ToolSchema> current = parse(after, "after");
    if (old.isEmpty() || current.isEmpty()) {
      return;
    }
    TypeDiff types = new TypeDiff(tool, old.get(), current.get(), changes);
    types.compare(old.get().input(), current.get().input(), TypeDiff.Direction.INPUT);
    if (old.get().output().isPresent() && current.get().output().isPresent()) {
      types.compare(
          old.get().output().get(), current.get().output().get(), TypeDiff.Direction.OUTPUT);
    } else if (old.get().output().isPresent()) {
      add("/outputSchema", ChangeClass.BREAKING, "outputSchema removed");
    } else if (current.get().output().isPresent()) {
      add("/outputSchema", ChangeClass.COMPATIBLE, "outputSchema added");
    }
  }

  /** A schema that cannot be parsed is a change of its own, so that drift on broken servers is still reported. */
  private Optional<ToolSchema> parse(ToolDefinition definition, String side) {
    List<Diagnostic> problems = new ArrayList<>();
    ToolSchema schema = ToolSchemaParser.parse(definition, problems);
    for (Diagnostic problem : problems) {
      add(
          problem.pointer(),
          ChangeClass.BREAKING,
          "schema " + side + " is invalid: " + problem.message());
    }
    return problems.isEmpty() ? Optional.of(schema) : Optional.empty();
  }

  private void add(String pointer, ChangeClass changeClass, String description) {
    changes.add(new Change(tool, pointer, changeClass, description));
  }
}
