package dev.imcp.bench.micro;

import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.internal.ArgumentValidator;
import dev.imcp.runtime.internal.Json;
import dev.imcp.sdk.imcp.EventsCreateRequest;
import jakarta.validation.Validation;
import java.time.OffsetDateTime;
import java.util.List;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tools.jackson.databind.node.ObjectNode;

/**
 * A generated request record (iMCP's events_create, with a union of alarms): validated by its generated checks (what
 * the runtime does) and, for comparison, by Hibernate Validator reading its annotations; and written as a request line
 * the way the runtime writes it (the record straight into the message).
 */
@State(Scope.Thread)
public class RequestEncoding {
  private ArgumentValidator generated;
  private ArgumentValidator hibernate;
  private EventsCreateRequest request;

  @Setup
  public void setUp() {
    generated = ArgumentValidator.hibernate();
    hibernate = new ArgumentValidator(Validation.byProvider(HibernateValidator.class)
        .configure()
        .messageInterpolator(new ParameterMessageInterpolator())
        .buildValidatorFactory()
        .getValidator());
    OffsetDateTime start = OffsetDateTime.parse("2026-11-23T10:00:00-08:00");
    request = EventsCreateRequest.builder("Design review", start, start.plusHours(1))
        .calendar("Work")
        .location("Zoom")
        .alarms(List.of(EventsCreateRequest.Alarm.Relative.builder(15).build()))
        .build();
  }

  @Benchmark
  public List<ArgumentViolation> validateGenerated() {
    return generated.validate(request);
  }

  @Benchmark
  public List<ArgumentViolation> validateHibernate() {
    return hibernate.validate(request);
  }

  @Benchmark
  public byte[] encode() {
    ObjectNode params = Json.mapper().createObjectNode().put("name", "events_create");
    params.putPOJO("arguments", request);
    ObjectNode message = Json.mapper()
        .createObjectNode()
        .put("jsonrpc", "2.0")
        .put("id", 7)
        .put("method", "tools/call");
    message.set("params", params);
    return Json.mapper().writeValueAsBytes(message);
  }
}
