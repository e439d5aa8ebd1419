package dev.imcp.bench.micro;

import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.stub.ArgumentChecks;
import dev.imcp.sdk.imcp.EventsCreateRequest;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Set;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A generated request record (iMCP's events_create, with a union of alarms): validated by its generated checks (what
 * the runtime does for a generated record, {@link ArgumentChecks#of}) and, for comparison, by Hibernate Validator
 * reading its annotations (configured as the runtime configures it); and written as a request line the way the runtime
 * writes it (the record straight into the message, by a mapper with the runtime's write settings: Jackson's defaults).
 * Public API only: the runtime's own classes are measured in its microbenchmarks.
 */
@State(Scope.Thread)
public class RequestEncoding {
  private final JsonMapper mapper = JsonMapper.builder().build();
  private Validator hibernate;
  private EventsCreateRequest request;

  @Setup
  public void setUp() {
    hibernate = Validation.byProvider(HibernateValidator.class)
        .configure()
        .messageInterpolator(new ParameterMessageInterpolator())
        .buildValidatorFactory()
        .getValidator();
    OffsetDateTime start = OffsetDateTime.parse("2026-11-23T10:00:00-08:00");
    request = EventsCreateRequest.builder()
        .end(start.plusHours(1))
        .start(start)
        .title("Design review")
        .calendar("Work")
        .location("Zoom")
        .alarms(List.of(EventsCreateRequest.Alarm.Relative.builder().minutes(15).build()))
        .build();
  }

  @Benchmark
  public List<ArgumentViolation> validateGenerated() {
    return ArgumentChecks.of(request);
  }

  @Benchmark
  public Set<ConstraintViolation<EventsCreateRequest>> validateHibernate() {
    return hibernate.validate(request);
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
