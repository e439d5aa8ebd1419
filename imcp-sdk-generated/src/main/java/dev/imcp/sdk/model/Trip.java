package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** A route with its times ({@code maps_eta}, {@code maps_directions}). */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Trip(
    @Nullable OffsetDateTime departureTime,
    @Nullable OffsetDateTime arrivalTime,
    @Nullable Place tripOrigin,
    List<Place> itinerary) {
  public Trip {
    itinerary = Lists.of(itinerary);
  }

  /** The travel time, when both times are known. */
  public Optional<Duration> travelTime() {
    return departureTime == null || arrivalTime == null ? Optional.empty() : Optional.of(Duration.between(departureTime, arrivalTime));
  }
}
