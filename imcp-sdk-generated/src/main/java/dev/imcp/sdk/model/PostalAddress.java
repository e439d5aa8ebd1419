package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.jspecify.annotations.Nullable;

@JsonIgnoreProperties(ignoreUnknown = true)
public record PostalAddress(
    @Nullable String streetAddress,
    @Nullable String addressLocality,
    @Nullable String addressRegion,
    @Nullable String postalCode,
    @Nullable String addressCountry) {}
