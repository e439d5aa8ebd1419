package dev.imcp.schema;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * One argument of a prompt, as {@code prompts/list} described it. Prompt arguments are strings.
 *
 * @param name the argument's name, as sent
 * @param title a title for people
 * @param description what it is, as the server wrote it (untrusted text)
 * @param required whether {@code prompts/get} needs it
 * @param extra fields this model does not know, kept so that a snapshot round trip loses nothing
 */
public record PromptArgument(
    String name,
    Optional<String> title,
    Optional<String> description,
    boolean required,
    Map<String, JsonNode> extra) {
  /**
   * Checks for nulls and copies the JSON.
   *
   * @param name the argument's name, as sent
   * @param title a title for people
   * @param description what it is (untrusted text)
   * @param required whether {@code prompts/get} needs it
   * @param extra fields this model does not know
   */
  public PromptArgument {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(description, "description");
    extra = JsonCopies.copyOf(extra);
  }

  /**
   * {@return an argument with nothing but a name and whether it is required}
   *
   * @param name the argument's name
   * @param required whether it is required
   */
  public static PromptArgument of(String name, boolean required) {
    return new PromptArgument(name, Optional.empty(), Optional.empty(), required, Map.of());
  }
}
