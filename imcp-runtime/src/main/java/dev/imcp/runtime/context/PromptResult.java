package dev.imcp.runtime.context;

import dev.imcp.runtime.Content;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The result of {@code prompts/get}: the prompt's messages, in order, and the description the server gave.
 *
 * <pre>{@code
 * PromptResult prompt = client.prompts().get("args-prompt", Map.of("city", "Paris"));
 * for (PromptMessage message : prompt.messages()) {
 *   if (message.content() instanceof Content.Text text) {
 *     System.out.println(message.role() + ": " + text.text());
 *   }
 * }
 * }</pre>
 *
 * @param description what the prompt is for, when the server said
 * @param messages the messages, in the server's order; immutable
 */
public record PromptResult(Optional<String> description, List<PromptMessage> messages) {
  /**
   * Checks that no component is null and copies the messages.
   *
   * @param description what the prompt is for, when the server said
   * @param messages the messages, in the server's order
   */
  public PromptResult {
    Objects.requireNonNull(description, "description");
    messages = List.copyOf(messages);
  }

  /** {@return the text of every text message, joined with a line break; empty when there is none} */
  public String text() {
    return messages.stream()
        .map(PromptMessage::content)
        .filter(Content.Text.class::isInstance)
        .map(content -> ((Content.Text) content).text())
        .collect(Collectors.joining("\n"));
  }
}
