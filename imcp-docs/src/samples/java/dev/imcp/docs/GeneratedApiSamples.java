package dev.imcp.docs;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.Content;
import dev.imcp.runtime.ToolResult;
import dev.imcp.sdk.Imcp;
import dev.imcp.sdk.ServiceNotEnabledException;
import dev.imcp.sdk.imcp.EventsCreateRequest;
import dev.imcp.sdk.imcp.EventsFetchRequest;
import dev.imcp.sdk.imcp.ImcpClient;
import dev.imcp.sdk.imcp.MapsGenerateRequest;
import dev.imcp.sdk.imcp.MapsSearchRequest;
import dev.imcp.sdk.imcp.WeatherCurrentRequest;
import dev.imcp.sdk.model.Event;
import dev.imcp.sdk.model.WeatherConditions;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** docs/generated-api.md's code. */
class GeneratedApiSamples {
  private static final Logger log = LoggerFactory.getLogger(GeneratedApiSamples.class);

  void calls() {
    OffsetDateTime now = OffsetDateTime.now();
    OffsetDateTime start = now.plusHours(1);
    OffsetDateTime end = start.plusMinutes(15);
    // tag::calls[]
    try (ImcpClient imcp = Imcp.connect()) {                                // or Imcp.connect(command)
        List<Event> events = imcp.calendar().eventsFetch(                   // blocking
            EventsFetchRequest.builder().start(now).end(now.plusDays(7)).build());
        imcp.calendar().eventsCreate(EventsCreateRequest.builder()          // required arguments first, by name:
            .end(end).start(start).title("Standup")                         // leaving one out does not compile
            .alarms(List.of(EventsCreateRequest.Alarm.Relative.builder().minutes(15).build()))  // then optional ones
            .build());
        WeatherCurrentRequest here = WeatherCurrentRequest.builder().latitude(37.77).longitude(-122.42).build();
        CompletableFuture<WeatherConditions> weather = imcp.weather().currentAsync(here);   // async
        Content.Image map = imcp.maps().withTimeout(Duration.ofSeconds(20)) // a service with a timeout
            .generate(MapsGenerateRequest.builder()
                .latitude(37.77).latitudeDelta(0.02).longitude(-122.42).longitudeDelta(0.02).build());
        ToolResult raw = imcp.weather().currentRaw(here);                   // the whole result
        imcp.maps().search(MapsSearchRequest.of("coffee"),                  // of(…): one required argument
            CallOptions.defaults().withProgress(p -> log.info("{} of {}", p.progress(), p.total())));
    } catch (ServiceNotEnabledException e) {
        log.warn(e.recovery());                                             // "Open iMCP from the menu bar and …"
    }
    // end::calls[]
  }
}
