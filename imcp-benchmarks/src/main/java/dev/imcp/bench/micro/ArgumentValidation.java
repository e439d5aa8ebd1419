package dev.imcp.bench.micro;

import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.stub.ArgumentChecks;
import dev.imcp.runtime.stub.SelfValidating;
import dev.imcp.sdk.imcp.Birthday;
import dev.imcp.sdk.imcp.CaptureTakePictureRequest;
import dev.imcp.sdk.imcp.ContactsCreateRequest;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import java.util.List;
import java.util.Set;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The two ways a request record is validated, per call and warm: its generated checks ({@link ArgumentChecks#of}, what
 * the runtime runs for a generated record) and Hibernate Validator reading the same record's annotations (what the
 * runtime runs when a user gives the client a {@code Validator}, and for anything that is not a generated record),
 * configured as the runtime configures it. Requests of the iMCP SDK: events_create valid (a list of alarms, a union),
 * contacts_create valid and with one violation in its nested record (a 13th month; {@code @Min}/{@code @Max} reached
 * through {@code @Valid}), and capture_take_picture with one violation of a decimal bound: a violation costs a message
 * and a path. The first use of each, in a fresh JVM, is {@link ArgumentValidationFirstUse}.
 */
@State(Scope.Thread)
public class ArgumentValidation {
  @Param({"eventsCreateValid", "contactValid", "contactBadMonth", "pictureBadQuality"})
  public String request;

  private Validator hibernate;
  private SelfValidating arguments;

  @Setup
  public void setUp() {
    hibernate = Validation.byProvider(HibernateValidator.class)
        .configure()
        .messageInterpolator(new ParameterMessageInterpolator())
        .buildValidatorFactory()
        .getValidator();
    arguments = switch (request) {
      case "eventsCreateValid" -> RequestEncoding.eventsCreate();
      case "contactValid" -> contact(11);
      case "contactBadMonth" -> contact(13);
      case "pictureBadQuality" ->
        CaptureTakePictureRequest.builder().delay(2.0).quality(1.5).build();
      default -> throw new IllegalArgumentException(request);
    };
  }

  private static ContactsCreateRequest contact(long month) {
    return ContactsCreateRequest.builder()
        .givenName("Ada")
        .familyName("Lovelace")
        .organizationName("Analytical Engines")
        .birthday(Birthday.builder().day(10).month(month).build())
        .build();
  }

  @Benchmark
  public List<ArgumentViolation> generated() {
    return ArgumentChecks.of(arguments);
  }

  @Benchmark
  public Set<ConstraintViolation<SelfValidating>> hibernate() {
    return hibernate.validate(arguments);
  }
}
