package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.jspecify.annotations.Nullable;

/**
 * A postal address, in schema.org's words.
 *
 * @param streetAddress the street and number
 * @param addressLocality the city or town
 * @param addressRegion the state or region
 * @param postalCode the postal code
 * @param addressCountry the country
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PostalAddress(
    @Nullable String streetAddress,
    @Nullable String addressLocality,
    @Nullable String addressRegion,
    @Nullable String postalCode,
    @Nullable String addressCountry) {}
