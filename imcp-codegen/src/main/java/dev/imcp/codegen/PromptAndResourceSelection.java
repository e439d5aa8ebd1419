package dev.imcp.codegen;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.Snapshot;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@link GeneratorOptions#promptSelection()} and {@link GeneratorOptions#resourceSelection()} applied to a snapshot, with
 * a warning per glob that selects nothing (most likely a typo). A prompt goes by its name; a resource by its name or URI,
 * a template by its name or URI template.
 */
final class PromptAndResourceSelection {
  private PromptAndResourceSelection() {}

  static Snapshot apply(Snapshot snapshot, GeneratorOptions options, List<Diagnostic> warnings) {
    ToolSelection prompts = options.promptSelection();
    ToolSelection resources = options.resourceSelection();
    if (prompts.equals(ToolSelection.all()) && resources.equals(ToolSelection.all())) {
      return snapshot;
    }
    unmatched(
        prompts,
        snapshot.prompts().stream().map(prompt -> List.of(prompt.name())),
        "/prompts",
        warnings);
    unmatched(resources, names(snapshot), "/resources", warnings);
    return snapshot.withPromptsAndResources(
        snapshot.prompts().stream()
            .filter(prompt -> selects(prompts, List.of(prompt.name())))
            .toList(),
        snapshot.resourceTemplates().stream()
            .filter(
                template -> selects(resources, List.of(template.name(), template.uriTemplate())))
            .toList(),
        snapshot.resources().stream()
            .filter(resource -> selects(resources, List.of(resource.name(), resource.uri())))
            .toList());
  }

  private static Stream<List<String>> names(Snapshot snapshot) {
    return Stream.concat(
        snapshot.resourceTemplates().stream()
            .map(template -> List.of(template.name(), template.uriTemplate())),
        snapshot.resources().stream().map(resource -> List.of(resource.name(), resource.uri())));
  }

  private static boolean selects(ToolSelection selection, List<String> names) {
    return (selection.include().isEmpty()
            || selection.include().stream().anyMatch(glob -> matches(glob, names)))
        && selection.exclude().stream().noneMatch(glob -> matches(glob, names));
  }

  private static boolean matches(String glob, List<String> names) {
    return names.stream().anyMatch(name -> Globs.matches(glob, name));
  }

  private static void unmatched(
      ToolSelection selection,
      Stream<List<String>> entries,
      String pointer,
      List<Diagnostic> warnings) {
    List<List<String>> all = entries.toList();
    Stream.concat(selection.include().stream(), selection.exclude().stream())
        .filter(glob -> all.stream().noneMatch(names -> matches(glob, names)))
        .forEach(glob -> warnings.add(Diagnostic.atDocument(
            pointer,
            "the glob '" + glob + "' matches no " + pointer.substring(1, pointer.length() - 1)
                + " of the snapshot")));
  }
}
