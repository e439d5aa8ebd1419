package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.time.OffsetDateTime;
import org.jspecify.annotations.Nullable;

/** The weather now ({@code weather_current}). WeatherKit asks that {@code attribution} be shown with the data. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record WeatherConditions(
    @Nullable OffsetDateTime dateTime,
    @Nullable String condition,
    @Nullable QuantitativeValue temperature,
    @Nullable QuantitativeValue apparentTemperature,
    @Nullable QuantitativeValue humidity,
    @Nullable QuantitativeValue windSpeed,
    @Nullable Integer uvIndex,
    @Nullable String provider,
    @Nullable String attribution,
    @Nullable String attributionLink) {}
