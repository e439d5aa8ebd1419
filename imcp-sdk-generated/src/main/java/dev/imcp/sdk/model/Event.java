package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.time.OffsetDateTime;
import org.jspecify.annotations.Nullable;

/** A calendar event ({@code events_fetch}, {@code events_create}). */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Event(
    @Nullable String name,
    @Nullable String calendar,
    @Nullable OffsetDateTime startDate,
    @Nullable OffsetDateTime endDate,
    @Nullable String location,
    @Nullable String url) {}
