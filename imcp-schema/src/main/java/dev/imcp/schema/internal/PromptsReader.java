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

  PromptsReader(List<Diagnostic> problems) {
    this.problems = problems;
  }

  /** The array {@code field} of the root, each item read; none when the field is absent. */
  <T> List<T> list(JsonNode root, String field, Item<T> item) {
    return list(root, "", field, item);
  }

  private <T> List<T> list(JsonNode parent, String base, String field, Item<T> item) {
    JsonNode node = parent.path(field);
    if (node.isMissingNode() || node.isNull()) {
      return List.of();
    }
    if (!node.isArray()) {
      problems.add(Diagnostic.atDocument(
          base + "/" + field, "expected an array, got " + JsonText.describe(node)));
      return List.of();
    }
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
    Optional<String> name = required(node, "name", pointer);
    List<PromptArgument> arguments = list(node, pointer, "arguments", this::argument);
    return problems.size() > before || name.isEmpty()
        ? Optional.empty()
        : Optional.of(new PromptDefinition(
            name.get(),
            optional(node, "title", pointer),
            optional(node, "description", pointer),
            arguments,
            JsonText.extra(node, PROMPT_FIELDS)));
  }

  private Optional<PromptArgument> argument(JsonNode node, String pointer) {
    int before = problems.size();
    Optional<String> name = required(node, "name", pointer);
    JsonNode required = node.path("required");
    if (!required.isMissingNode() && !required.isNull() && !required.isBoolean()) {
      problems.add(Diagnostic.atDocument(
          pointer + "/required", "expected true or false, got " + JsonText.describe(required)));
    }
    return problems.size() > before || name.isEmpty()
        ? Optional.empty()
        : Optional.of(new PromptArgument(
            name.get(),
            optional(node, "title", pointer),
            optional(node, "description", pointer),
            required.asBoolean(false),
            JsonText.extra(node, ARGUMENT_FIELDS)));
  }

  Optional<ResourceTemplateDefinition> template(JsonNode node, String pointer) {
    int before = problems.size();
    Optional<String> name = required(node, "name", pointer);
    Optional<String> uriTemplate = required(node, "uriTemplate", pointer);
    return problems.size() > before || name.isEmpty() || uriTemplate.isEmpty()
        ? Optional.empty()
        : Optional.of(new ResourceTemplateDefinition(
            name.get(),
            uriTemplate.get(),
            optional(node, "title", pointer),
            optional(node, "description", pointer),
            optional(node, "mimeType", pointer),
            JsonText.extra(node, TEMPLATE_FIELDS)));
  }

  Optional<ResourceDefinition> resource(JsonNode node, String pointer) {
    int before = problems.size();
    Optional<String> uri = required(node, "uri", pointer);
    Optional<String> name = required(node, "name", pointer);
    return problems.size() > before || uri.isEmpty() || name.isEmpty()
        ? Optional.empty()
        : Optional.of(new ResourceDefinition(
            uri.get(),
            name.get(),
            optional(node, "title", pointer),
            optional(node, "description", pointer),
            optional(node, "mimeType", pointer),
            JsonText.extra(node, RESOURCE_FIELDS)));
  }

  private Optional<String> required(JsonNode node, String field, String pointer) {
    if (node.path(field).isMissingNode()) {
      problems.add(Diagnostic.atDocument(pointer + "/" + field, "missing"));
      return Optional.empty();
    }
    Optional<String> value = optional(node, field, pointer);
    if (value.isPresent() && value.get().isEmpty()) {
      problems.add(Diagnostic.atDocument(pointer + "/" + field, "must not be empty"));
      return Optional.empty();
    }
    return value;
  }

  private Optional<String> optional(JsonNode node, String field, String pointer) {
    JsonNode value = node.path(field);
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
}
