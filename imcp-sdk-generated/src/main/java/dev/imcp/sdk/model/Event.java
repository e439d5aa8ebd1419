package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.time.OffsetDateTime;
import org.jspecify.annotations.Nullable;

/**
 * A calendar event ({@code events_fetch}, {@code events_create}).
 *
 * @param name the title
 * @param calendar the title of the calendar it is in
 * @param startDate when it starts, with the offset iMCP wrote
 * @param endDate when it ends, with the offset iMCP wrote
 * @param location where, as typed in the event
 * @param url a link attached to the event
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Event(
    @Nullable String name,
    @Nullable String calendar,
    @Nullable OffsetDateTime startDate,
    @Nullable OffsetDateTime endDate,
    @Nullable String location,
    @Nullable String url) {}
