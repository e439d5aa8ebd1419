package dev.imcp.bench.micro;

import dev.imcp.runtime.internal.ArgumentValidator;
import dev.imcp.runtime.internal.Json;
import dev.imcp.sdk.imcp.EventsCreateRequest;
import java.time.OffsetDateTime;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tools.jackson.databind.node.ObjectNode;

/** A generated request record (iMCP's events_create, with a union of alarms) validated and written as a request line. */
@State(Scope.Thread)
public class RequestEncoding {
  private ArgumentValidator validator;
  private EventsCreateRequest request;

  @Setup
  public void setUp() {
    validator = ArgumentValidator.hibernate();
    OffsetDateTime start = OffsetDateTime.parse("2026-11-23T10:00:00-08:00");
    request = EventsCreateRequest.builder("Design review", start, start.plusHours(1)).calendar("Work").location("Zoom")
        .alarms(List.of(EventsCreateRequest.Alarm.Relative.builder(15).build())).build();
  }

  @Benchmark
  public String validateAndEncode() {
    if (!validator.validate(request).isEmpty()) {
      throw new IllegalStateException("invalid");
    }
    ObjectNode params = Json.mapper().createObjectNode().put("name", "events_create");
    params.set("arguments", Json.mapper().valueToTree(request));
    ObjectNode message = Json.mapper().createObjectNode().put("jsonrpc", "2.0").put("id", 7).put("method", "tools/call");
    message.set("params", params);
    return Json.mapper().writeValueAsString(message);
  }

  @Benchmark
  public String encodeWithoutValidation() {
    ObjectNode params = Json.mapper().createObjectNode().put("name", "events_create");
    params.set("arguments", Json.mapper().valueToTree(request));
    return Json.mapper().writeValueAsString(params);
  }
}
