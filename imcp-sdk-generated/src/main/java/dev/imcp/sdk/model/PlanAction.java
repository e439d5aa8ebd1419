package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.OffsetDateTime;
import org.jspecify.annotations.Nullable;

/**
 * A reminder ({@code reminders_fetch}, {@code reminders_create}).
 *
 * @param actionStatus {@code PotentialAction} while open, {@code CompletedAction} when done
 * @param priority EventKit's number: 1 high, 5 medium, 9 low, absent for none
 * @param object the list it belongs to
 * @param name the reminder's title
 * @param description its notes
 * @param scheduledTime when it is due
 * @param url a link attached to it
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PlanAction(
    @Nullable String name,
    @Nullable String description,
    @Nullable OffsetDateTime scheduledTime,
    @Nullable String actionStatus,
    @Nullable Integer priority,
    @Nullable String url,
    @Nullable ItemList object) {

  /** {@return whether the reminder is done} */
  public boolean completed() {
    return "CompletedAction".equals(actionStatus);
  }

  /**
   * The list a reminder is in.
   *
   * @param id the list's identifier
   * @param name the list's name
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record ItemList(
      @JsonProperty("@id") @Nullable String id, @Nullable String name) {}
}
