package dev.imcp.runtime.context;

import dev.imcp.runtime.Content;
import java.util.Objects;

/**
 * One message of a prompt: who says it and what (text, an image, audio, an embedded resource or a resource link, as a
 * tool result's {@link Content}).
 *
 * @param role who says it
 * @param content what is said
 */
public record PromptMessage(Role role, Content content) {
  /** Who says a message. */
  public enum Role {
    /** The user's turn. */
    USER,
    /** The assistant's turn. */
    ASSISTANT
  }

  /**
   * Checks that no component is null.
   *
   * @param role who says it
   * @param content what is said
   */
  public PromptMessage {
    Objects.requireNonNull(role, "role");
    Objects.requireNonNull(content, "content");
  }
}
