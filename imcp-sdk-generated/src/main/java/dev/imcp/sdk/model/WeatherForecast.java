package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.time.OffsetDateTime;
import org.jspecify.annotations.Nullable;

/**
 * One day, hour or minute of a forecast ({@code weather_daily}, {@code weather_hourly}, {@code weather_minute}); each
 * kind fills the fields it has.
 *
 * @param dateTime the start of the day, hour or minute
 * @param condition a description, such as {@code Rain}
 * @param temperature in °C (hours)
 * @param highTemperature the day's high, in °C (days)
 * @param lowTemperature the day's low, in °C (days)
 * @param humidity relative humidity, in percent
 * @param precipitationAmount how much rain or snow is expected
 * @param precipitationChance the chance of precipitation, in percent
 * @param precipitationIntensity how heavy the precipitation is (minutes)
 * @param windSpeed wind speed
 * @param uvIndex the UV index
 * @param provider the data's source
 * @param attribution the attribution text to show with the data
 * @param attributionLink where the attribution links to
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
