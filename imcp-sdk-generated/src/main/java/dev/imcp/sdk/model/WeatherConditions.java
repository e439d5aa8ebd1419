package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.time.OffsetDateTime;
import org.jspecify.annotations.Nullable;

/**
 * The weather now ({@code weather_current}). WeatherKit asks that {@code attribution} be shown with the data.
 *
 * @param dateTime when the conditions were observed
 * @param condition a description, such as {@code Mostly Clear}
 * @param temperature in °C
 * @param apparentTemperature how warm it feels, in °C
 * @param humidity relative humidity, in percent
 * @param windSpeed wind speed
 * @param uvIndex the UV index
 * @param provider the data's source, such as {@code Apple Weather}
 * @param attribution the attribution text to show with the data
 * @param attributionLink where the attribution links to
 */
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
