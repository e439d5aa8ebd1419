package dev.imcp.schema.internal;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.PromptArgument;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/** Reads a snapshot's prompts, resource templates and static resources, adding each problem to the reader's. */
final class PromptsReader {
  private static final Set<String> PROMPT_FIELDS =
      Set.of("name", "title", "description", "arguments");
  private static final Set<String> ARGUMENT_FIELDS =
      Set.of("name", "title", "description", "required");
  private static final Set<String> TEMPLATE_FIELDS =
      Set.of("name", "uriTemplate", "title", "description", "mimeType");
  private static final Set<String> RESOURCE_FIELDS =
      Set.of("uri", "name", "title", "description", "mimeType");

  /** Reads one item at a pointer; empty when it had a problem. */
  interface Item<T> {
    Optional<T> read(JsonNode node, String pointer);
  }

  private final List<Diagnostic> problems;
  private final SnapshotFields fields;

  PromptsReader(List<Diagnostic> problems) {
    this.problems = problems;
    this.fields = new SnapshotFields(problems);
  }

  /** The array {@code field} of the root, each item read; none when the field is absent. */
  <T> List<T> list(JsonNode root, String field, Item<T> item) {
    return list(root, "", field, item);
  }

  private <T> List<T> list(JsonNode parent, String base, String field, Item<T> item) {
    Optional<JsonNode> array = fields.member(parent, field, base, JsonNode::isArray, "an array");
    if (array.isEmpty()) {
      return List.of();
    }
    JsonNode node = array.get();
    List<T> items = new ArrayList<>();
    for (int i = 0; i < node.size(); i++) {
      String pointer = base + "/" + field + "/" + i;
      if (node.get(i).isObject()) {
        item.read(node.get(i), pointer).ifPresent(items::add);
      } else {
        problems.add(Diagnostic.atDocument(
            pointer, "expected an object, got " + JsonText.describe(node.get(i))));
      }
    }
    return items;
  }

  Optional<PromptDefinition> prompt(JsonNode node, String pointer) {
    int before = problems.size();
    Optional<String> name = fields.requiredString(node, "name", pointer);
    List<PromptArgument> arguments = list(node, pointer, "arguments", this::argument);
    return problems.size() > before || name.isEmpty()
        ? Optional.empty()
        : Optional.of(new PromptDefinition(
            name.get(),
            fields.optionalString(node, "title", pointer),
            fields.optionalString(node, "description", pointer),
            arguments,
            JsonText.extra(node, PROMPT_FIELDS)));
  }

  private Optional<PromptArgument> argument(JsonNode node, String pointer) {
    int before = problems.size();
    Optional<String> name = fields.requiredString(node, "name", pointer);
    Optional<Boolean> required = fields.optionalBoolean(node, "required", pointer);
    return problems.size() > before || name.isEmpty()
        ? Optional.empty()
        : Optional.of(new PromptArgument(
            name.get(),
            fields.optionalString(node, "title", pointer),
            fields.optionalString(node, "description", pointer),
            required.orElse(false),
            JsonText.extra(node, ARGUMENT_FIELDS)));
  }

  Optional<ResourceTemplateDefinition> template(JsonNode node, String pointer) {
    int before = problems.size();
    Optional<String> name = fields.requiredString(node, "name", pointer);
    Optional<String> uriTemplate = fields.requiredString(node, "uriTemplate", pointer);
    return problems.size() > before || name.isEmpty() || uriTemplate.isEmpty()
        ? Optional.empty()
        : Optional.of(new ResourceTemplateDefinition(
            name.get(),
            uriTemplate.get(),
            fields.optionalString(node, "title", pointer),
            fields.optionalString(node, "description", pointer),
            fields.optionalString(node, "mimeType", pointer),
            JsonText.extra(node, TEMPLATE_FIELDS)));
  }

  Optional<ResourceDefinition> resource(JsonNode node, String pointer) {
    int before = problems.size();
    Optional<String> uri = fields.requiredString(node, "uri", pointer);
    Optional<String> name = fields.requiredString(node, "name", pointer);
    return problems.size() > before || uri.isEmpty() || name.isEmpty()
        ? Optional.empty()
        : Optional.of(new ResourceDefinition(
            uri.get(),
            name.get(),
            fields.optionalString(node, "title", pointer),
            fields.optionalString(node, "description", pointer),
            fields.optionalString(node, "mimeType", pointer),
            JsonText.extra(node, RESOURCE_FIELDS)));
  }
}
