package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A route with its times ({@code maps_eta}, {@code maps_directions}).
 *
 * @param departureTime when the trip starts
 * @param arrivalTime when it ends
 * @param tripOrigin where it starts
 * @param itinerary where it goes, in order; empty when absent
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Trip(
    @Nullable OffsetDateTime departureTime,
    @Nullable OffsetDateTime arrivalTime,
    @Nullable Place tripOrigin,
    List<Place> itinerary) {
  /**
   * Makes an absent itinerary empty and drops null items.
   *
   * @param departureTime when the trip starts
   * @param arrivalTime when it ends
   * @param tripOrigin where it starts
   * @param itinerary where it goes, in order; empty when absent
   */
  public Trip {
    itinerary = Lists.of(itinerary);
  }

  /** {@return the travel time; empty unless both times are known} */
  public Optional<Duration> travelTime() {
    return departureTime == null || arrivalTime == null
        ? Optional.empty()
        : Optional.of(Duration.between(departureTime, arrivalTime));
  }
}
