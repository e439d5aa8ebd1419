package dev.imcp.sdk;

import dev.imcp.runtime.CachePolicy;
import java.time.Duration;

/**
 * How {@link Imcp#connect} caches iMCP's read-only results. iMCP is a local app the user installed, so its read-only
 * hints are trusted: where you are and the weather change fast and are kept briefly, calendars and address lookups
 * longer. Pictures, recordings and screenshots are never reused, nor are messages (new ones arrive at any time). A
 * create or update drops its service's cached reads ({@code events_create} the events, …).
 */
public final class ImcpCaching {
  private ImcpCaching() {}

  /** {@return the policy {@link Imcp#connect} uses, for a client built by hand} */
  public static CachePolicy policy() {
    return CachePolicy.builder()
        .trustReadOnlyHints(true)
        .defaultTtl(Duration.ofMinutes(1))
        .ttl("location_current", Duration.ofSeconds(30))
        .ttl("weather_current", Duration.ofMinutes(2))
        .ttl("weather_minute", Duration.ofMinutes(1))
        .ttl("weather_hourly", Duration.ofMinutes(10))
        .ttl("weather_daily", Duration.ofMinutes(30))
        .ttl("calendars_list", Duration.ofMinutes(10))
        .ttl("reminders_lists", Duration.ofMinutes(10))
        .ttl("contacts_me", Duration.ofMinutes(10))
        .ttl("contacts_search", Duration.ofMinutes(5))
        .ttl("location_geocode", Duration.ofHours(1))
        .ttl("location_reverse-geocode", Duration.ofHours(1))
        .ttl("maps_generate", Duration.ofMinutes(10))
        .exclude("capture_take_picture")
        .exclude("capture_record_audio")
        .exclude("capture_take_screenshot")
        .exclude("messages_fetch")
        .build();
  }
}
