package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.jspecify.annotations.Nullable;

/**
 * A position ({@code location_current}, and the {@code geo} of a place). Geocoded places have no elevation.
 *
 * @param latitude degrees, north positive
 * @param longitude degrees, east positive
 * @param elevation metres above sea level; null for geocoded places
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record GeoCoordinates(
    double latitude, double longitude, @Nullable Double elevation) {}
