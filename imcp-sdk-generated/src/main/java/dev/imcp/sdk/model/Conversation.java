package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.OffsetDateTime;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Messages ({@code messages_fetch}), newest first.
 *
 * @param messages the messages, newest first; empty when absent
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Conversation(@JsonProperty("hasPart") List<Message> messages) {
  /**
   * Makes an absent list empty and drops null items.
   *
   * @param messages the messages, newest first; empty when absent
   */
  public Conversation {
    messages = Lists.of(messages);
  }

  /**
   * One message.
   *
   * @param createdAt in UTC, without milliseconds
   * @param id the message's identifier
   * @param sender who sent it
   * @param text what it says
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Message(
      @JsonProperty("@id") @Nullable String id,
      @Nullable Sender sender,
      @Nullable String text,
      @Nullable OffsetDateTime createdAt) {
    /** {@return whether the user sent it} */
    public boolean fromMe() {
      return sender != null && "me".equals(sender.id());
    }
  }

  /**
   * Who sent a message.
   *
   * @param id a phone number or email address, {@code me}, or {@code unknown}
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Sender(@JsonProperty("@id") @Nullable String id) {}
}
