package dev.imcp.docs;

import dev.imcp.sdk.Imcp;
import dev.imcp.sdk.imcp.EventsFetchRequest;
import dev.imcp.sdk.imcp.ImcpClient;
import dev.imcp.sdk.imcp.WeatherCurrentRequest;
import dev.imcp.sdk.model.Event;
import dev.imcp.sdk.model.WeatherConditions;
import java.time.OffsetDateTime;
import java.util.List;

/** The README's code. */
class ReadmeSamples {
  void typedCall() {
    OffsetDateTime now = OffsetDateTime.now();
    // tag::typed-call[]
    try (ImcpClient imcp = Imcp.connect()) {                      // finds iMCP's imcp-server on this Mac
        WeatherConditions weather = imcp.weather().current(
            WeatherCurrentRequest.builder().latitude(37.77).longitude(-122.42).build());
        List<Event> events = imcp.calendar().eventsFetch(
            EventsFetchRequest.builder().start(now).end(now.plusWeeks(1)).build());
    }
    // end::typed-call[]
  }
}
