package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.time.OffsetDateTime;
import org.jspecify.annotations.Nullable;

/**
 * One day, hour or minute of a forecast ({@code weather_daily}, {@code weather_hourly}, {@code weather_minute}); each
 * kind fills the fields it has.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record WeatherForecast(
    @Nullable OffsetDateTime dateTime,
    @Nullable String condition,
    @Nullable QuantitativeValue temperature,
    @Nullable QuantitativeValue highTemperature,
    @Nullable QuantitativeValue lowTemperature,
    @Nullable QuantitativeValue humidity,
    @Nullable QuantitativeValue precipitationAmount,
    @Nullable QuantitativeValue precipitationChance,
    @Nullable QuantitativeValue precipitationIntensity,
    @Nullable QuantitativeValue windSpeed,
    @Nullable Integer uvIndex,
    @Nullable String provider,
    @Nullable String attribution,
    @Nullable String attributionLink) {}
