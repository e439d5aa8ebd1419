package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import org.jspecify.annotations.Nullable;

/**
 * A calendar ({@code calendars_list}) or a reminders list ({@code reminders_lists}).
 *
 * @param color a localized colour name, free-form
 * @param title the name shown in Calendar or Reminders
 * @param source the account it belongs to, such as {@code iCloud}
 * @param editable whether events or reminders can be added to it
 * @param subscribed whether it is a subscribed (read-only) calendar
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record CalendarInfo(
    @Nullable String title,
    @Nullable String source,
    @Nullable String color,
    @JsonProperty("isEditable") boolean editable,
    @JsonProperty("isSubscribed") boolean subscribed) {}
