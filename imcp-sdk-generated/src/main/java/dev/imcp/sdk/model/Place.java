package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.jspecify.annotations.Nullable;

/**
 * A place: a geocoding answer, a search result, a trip's end. MapKit leaves out what it cannot resolve.
 *
 * @param name the place's name
 * @param address its postal address
 * @param geo its coordinates
 * @param telephone a phone number
 * @param url its web site
 * @param description a short description from MapKit
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Place(
    @Nullable String name,
    @Nullable PostalAddress address,
    @Nullable GeoCoordinates geo,
    @Nullable String telephone,
    @Nullable String url,
    @Nullable String description) {}
