package dev.imcp.schema.internal;

import dev.imcp.schema.Change;
import dev.imcp.schema.ChangeClass;
import dev.imcp.schema.PromptArgument;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SurfaceKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The changes of a snapshot's prompts, resource templates and static resources, from a caller's side: what it was
 * compiled to send (a prompt's arguments, a template's variables) and to find (a resource's URI and MIME type).
 */
public final class SurfaceDiff {
  private final List<Change> changes = new ArrayList<>();

  private SurfaceDiff() {}

  /**
   * One kind of surface as a snapshot lists it: its items, the item with a key (the first listed, as the snapshot finds
   * it), an item's key (a prompt's or template's name, a resource's URI), and the noun of its changes.
   */
  private record Surface<T>(
      SurfaceKind kind,
      String noun,
      Function<Snapshot, List<T>> items,
      BiFunction<Snapshot, String, Optional<T>> find,
      Function<T, String> key) {}

  private static final Surface<PromptDefinition> PROMPTS = new Surface<>(
      SurfaceKind.PROMPT, "prompt", Snapshot::prompts, Snapshot::prompt, PromptDefinition::name);
  private static final Surface<ResourceTemplateDefinition> TEMPLATES = new Surface<>(
      SurfaceKind.RESOURCE_TEMPLATE,
      "resource template",
      Snapshot::resourceTemplates,
      Snapshot::resourceTemplate,
      ResourceTemplateDefinition::name);
  private static final Surface<ResourceDefinition> RESOURCES = new Surface<>(
      SurfaceKind.RESOURCE,
      "resource",
      Snapshot::resources,
      Snapshot::resource,
      ResourceDefinition::uri);

  public static List<Change> compare(Snapshot before, Snapshot after) {
    SurfaceDiff diff = new SurfaceDiff();
    diff.compare(PROMPTS, before, after, diff::prompt);
    diff.compare(TEMPLATES, before, after, diff::template);
    diff.compare(RESOURCES, before, after, diff::resource);
    return diff.changes;
  }

  /**
   * Each item of {@code before} against the one of {@code after} with its key; an item that only {@code before} has
   * breaks (removed), one that only {@code after} has does not (added).
   */
  private <T> void compare(
      Surface<T> surface, Snapshot before, Snapshot after, BiConsumer<T, T> compareItems) {
    for (T old : surface.items().apply(before)) {
      String key = surface.key().apply(old);
      surface
          .find()
          .apply(after, key)
          .ifPresentOrElse(
              current -> compareItems.accept(old, current),
              () ->
                  add(surface.kind(), key, "", ChangeClass.BREAKING, surface.noun() + " removed"));
    }
    for (T added : surface.items().apply(after)) {
      String key = surface.key().apply(added);
      if (surface.find().apply(before, key).isEmpty()) {
        add(surface.kind(), key, "", ChangeClass.COMPATIBLE, surface.noun() + " added");
      }
    }
  }

  private void prompt(PromptDefinition before, PromptDefinition after) {
    // Long: documentation, then each old argument, each new one and the order, each with its own
    // class.
    String name = before.name();
    documentation(SurfaceKind.PROMPT, name, "", before.title(), after.title(), "title");
    documentation(
        SurfaceKind.PROMPT, name, "", before.description(), after.description(), "description");
    for (PromptArgument old : before.arguments()) {
      String pointer = "/arguments/" + Pointers.escape(old.name());
      Optional<PromptArgument> current = after.argument(old.name());
      if (current.isEmpty()) {
        // The caller still sends it, and the server no longer reads it.
        add(SurfaceKind.PROMPT, name, pointer, ChangeClass.BREAKING, "argument removed");
      } else if (!old.required() && current.get().required()) {
        add(SurfaceKind.PROMPT, name, pointer, ChangeClass.BREAKING, "became required");
      } else if (old.required() && !current.get().required()) {
        add(SurfaceKind.PROMPT, name, pointer, ChangeClass.COMPATIBLE, "became optional");
      }
      current.ifPresent(now -> documentation(
          SurfaceKind.PROMPT, name, pointer, old.description(), now.description(), "description"));
    }
    for (PromptArgument added : after.arguments()) {
      if (before.argument(added.name()).isEmpty()) {
        add(
            SurfaceKind.PROMPT,
            name,
            "/arguments/" + Pointers.escape(added.name()),
            added.required() ? ChangeClass.BREAKING : ChangeClass.COMPATIBLE,
            added.required() ? "required argument added" : "optional argument added");
      }
    }
    List<String> oldOrder = names(before.arguments());
    List<String> newOrder = names(after.arguments());
    if (!oldOrder.equals(newOrder)
        && oldOrder.size() == newOrder.size()
        && oldOrder.containsAll(newOrder)) {
      // Arguments go by name on the wire; only a regenerated SDK's parameter order moves.
      add(
          SurfaceKind.PROMPT,
          name,
          "/arguments",
          ChangeClass.COMPATIBLE,
          "arguments reordered from " + oldOrder + " to " + newOrder);
    }
  }

  private static List<String> names(List<PromptArgument> arguments) {
    return arguments.stream().map(PromptArgument::name).toList();
  }

  private void template(ResourceTemplateDefinition before, ResourceTemplateDefinition after) {
    // Long: documentation, MIME type, then the template's text and variables, told apart for the
    // message.
    String name = before.name();
    SurfaceKind kind = SurfaceKind.RESOURCE_TEMPLATE;
    documentation(kind, name, "", before.title(), after.title(), "title");
    documentation(kind, name, "", before.description(), after.description(), "description");
    mimeType(kind, name, before.mimeType(), after.mimeType());
    if (before.uriTemplate().equals(after.uriTemplate())) {
      return;
    }
    List<String> oldVariables = variables(before);
    List<String> newVariables = variables(after);
    String what = "uriTemplate changed from " + before.uriTemplate() + " to " + after.uriTemplate();
    if (oldVariables.equals(newVariables)) {
      // The caller expands the template it was compiled with: its URIs no longer have the server's
      // shape.
      add(kind, name, "/uriTemplate", ChangeClass.BREAKING, what);
      return;
    }
    List<String> removed = new ArrayList<>(oldVariables);
    removed.removeAll(newVariables);
    List<String> added = new ArrayList<>(newVariables);
    added.removeAll(oldVariables);
    if (removed.size() == 1 && added.size() == 1) {
      what = "variable " + removed.get(0) + " renamed to " + added.get(0) + "; " + what;
    } else {
      what = "variables changed from " + oldVariables + " to " + newVariables + "; " + what;
    }
    add(kind, name, "/uriTemplate", ChangeClass.BREAKING, what);
  }

  /** A template the server got wrong has no variables to compare; the text change is reported all the same. */
  private static List<String> variables(ResourceTemplateDefinition template) {
    try {
      return template.template().variables();
    } catch (IllegalArgumentException e) {
      return List.of();
    }
  }

  private void resource(ResourceDefinition before, ResourceDefinition after) {
    String uri = before.uri();
    documentation(SurfaceKind.RESOURCE, uri, "", before.title(), after.title(), "title");
    documentation(
        SurfaceKind.RESOURCE, uri, "", before.description(), after.description(), "description");
    if (!before.name().equals(after.name())) {
      // The generated constant is named after the resource; its URI, which a call sends, is the
      // same.
      add(
          SurfaceKind.RESOURCE,
          uri,
          "/name",
          ChangeClass.COMPATIBLE,
          "name changed from " + before.name() + " to " + after.name());
    }
    mimeType(SurfaceKind.RESOURCE, uri, before.mimeType(), after.mimeType());
  }

  /** A caller reads contents as the MIME type it was told: another one breaks it, a first one does not. */
  private void mimeType(
      SurfaceKind kind, String name, Optional<String> before, Optional<String> after) {
    if (!before.equals(after)) {
      add(
          kind,
          name,
          "/mimeType",
          before.isPresent() ? ChangeClass.BREAKING : ChangeClass.COMPATIBLE,
          "mimeType changed from " + before.orElse("none") + " to " + after.orElse("none"));
    }
  }

  private void documentation(
      SurfaceKind kind,
      String name,
      String pointer,
      Optional<String> before,
      Optional<String> after,
      String what) {
    if (!before.equals(after)) {
      add(kind, name, pointer + "/" + what, ChangeClass.DOCUMENTATION, what + " changed");
    }
  }

  private void add(
      SurfaceKind kind, String name, String pointer, ChangeClass changeClass, String description) {
    changes.add(new Change(name, pointer, changeClass, description, kind));
  }
}
