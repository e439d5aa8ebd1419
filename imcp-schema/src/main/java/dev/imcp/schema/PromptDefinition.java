package dev.imcp.schema;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * One prompt exactly as {@code prompts/list} described it.
 *
 * @param name the prompt's name, as {@code prompts/get} takes it
 * @param title a title for people
 * @param description what the prompt is for, as the server wrote it (untrusted text)
 * @param arguments its arguments, in the server's order
 * @param extra fields this model does not know (such as {@code icons}), kept so that a snapshot round trip loses
 *     nothing
 */
public record PromptDefinition(
    String name,
    Optional<String> title,
    Optional<String> description,
    List<PromptArgument> arguments,
    Map<String, JsonNode> extra) {
  /**
   * Checks for nulls and copies.
   *
   * @param name the prompt's name
   * @param title a title for people
   * @param description what the prompt is for (untrusted text)
   * @param arguments its arguments, in the server's order
   * @param extra fields this model does not know
   */
  public PromptDefinition {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(description, "description");
    arguments = List.copyOf(arguments);
    extra = JsonCopies.copyOf(extra);
  }

  /**
   * {@return a prompt with nothing but a name and arguments}
   *
   * @param name the prompt's name
   * @param arguments its arguments, in the server's order
   */
  public static PromptDefinition of(String name, List<PromptArgument> arguments) {
    return new PromptDefinition(name, Optional.empty(), Optional.empty(), arguments, Map.of());
  }

  /**
   * {@return the argument named {@code name}; empty when there is none}
   *
   * @param name the argument's name
   */
  public Optional<PromptArgument> argument(String name) {
    return arguments.stream().filter(argument -> argument.name().equals(name)).findFirst();
  }

  /** {@return this prompt's fingerprint: its name and its arguments' names, order and requiredness} */
  public Fingerprint fingerprint() {
    return Fingerprint.of(this);
  }
}
