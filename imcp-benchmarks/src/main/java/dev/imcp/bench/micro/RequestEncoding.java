package dev.imcp.bench.micro;

import dev.imcp.sdk.imcp.EventsCreateRequest;
import java.time.OffsetDateTime;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A generated request record (iMCP's events_create, with a union of alarms) written as a request line the way the
 * runtime writes it (the record straight into the message, by a mapper with the runtime's write settings: Jackson's defaults).
 * Its validation is measured in {@link ArgumentValidation}. Public API only: the runtime's own classes are measured in
 * its microbenchmarks.
 */
@State(Scope.Thread)
public class RequestEncoding {
  private final JsonMapper mapper = JsonMapper.builder().build();
  private EventsCreateRequest request;

  @Setup
  public void setUp() {
    request = eventsCreate();
  }

  /** The request both this and {@link ArgumentValidation} measure. */
  static EventsCreateRequest eventsCreate() {
    OffsetDateTime start = OffsetDateTime.parse("2026-11-23T10:00:00-08:00");
    return EventsCreateRequest.builder()
        .end(start.plusHours(1))
        .start(start)
        .title("Design review")
        .calendar("Work")
        .location("Zoom")
        .alarms(List.of(EventsCreateRequest.Alarm.Relative.builder().minutes(15).build()))
        .build();
  }

  @Benchmark
  public byte[] encode() {
    ObjectNode params = mapper.createObjectNode().put("name", "events_create");
    params.putPOJO("arguments", request);
    ObjectNode message =
        mapper.createObjectNode().put("jsonrpc", "2.0").put("id", 7).put("method", "tools/call");
    message.set("params", params);
    return mapper.writeValueAsBytes(message);
  }
}
