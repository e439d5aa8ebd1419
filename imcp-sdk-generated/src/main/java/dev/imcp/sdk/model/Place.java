package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.jspecify.annotations.Nullable;

/** A place: a geocoding answer, a search result, a trip's end. MapKit leaves out what it cannot resolve. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Place(
    @Nullable String name,
    @Nullable PostalAddress address,
    @Nullable GeoCoordinates geo,
    @Nullable String telephone,
    @Nullable String url,
    @Nullable String description) {}
