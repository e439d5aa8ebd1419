package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.OffsetDateTime;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Messages ({@code messages_fetch}), newest first. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Conversation(@JsonProperty("hasPart") List<Message> messages) {
  public Conversation {
    messages = Lists.of(messages);
  }

  /**
   * One message.
   *
   * @param createdAt in UTC, without milliseconds
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Message(@JsonProperty("@id") @Nullable String id, @Nullable Sender sender, @Nullable String text,
      @Nullable OffsetDateTime createdAt) {
    /** Whether the user sent it. */
    public boolean fromMe() {
      return sender != null && "me".equals(sender.id());
    }
  }

  /** @param id a phone number or email address, {@code me}, or {@code unknown} */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Sender(@JsonProperty("@id") @Nullable String id) {}
}
