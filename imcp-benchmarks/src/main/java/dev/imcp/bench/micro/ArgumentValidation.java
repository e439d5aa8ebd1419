package dev.imcp.bench.micro;

import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.stub.ArgumentChecks;
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
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The two ways a request record is validated, per call and warm: its generated checks ({@link ArgumentChecks#of}, what
 * the runtime runs for a generated record) and Hibernate Validator reading the same record's annotations (what the
 * runtime runs when a user gives the client a {@code Validator}, and for anything that is not a generated record),
 * configured as the runtime configures it. On iMCP's contacts_create (a nested record with {@code @Min}/{@code @Max},
 * cascaded by {@code @Valid}) valid and with one violation (a 13th month), and capture_take_picture (decimal bounds)
 * with one violation: a violation costs a message and a path. The first use of each, in a fresh JVM, is
 * {@link ArgumentValidationFirstUse}.
 */
@State(Scope.Thread)
public class ArgumentValidation {
  private Validator hibernate;
  private ContactsCreateRequest contact;
  private ContactsCreateRequest badMonth;
  private CaptureTakePictureRequest badQuality;

  @Setup
  public void setUp() {
    hibernate = hibernateValidator();
    contact = contact(11);
    badMonth = contact(13);
    badQuality = CaptureTakePictureRequest.builder().delay(2.0).quality(1.5).build();
  }

  private static Validator hibernateValidator() {
    return Validation.byProvider(HibernateValidator.class)
        .configure()
        .messageInterpolator(new ParameterMessageInterpolator())
        .buildValidatorFactory()
        .getValidator();
  }

  private static ContactsCreateRequest contact(long month) {
    return ContactsCreateRequest.builder("Ada")
        .familyName("Lovelace")
        .organizationName("Analytical Engines")
        .birthday(ContactsCreateRequest.Birthday.builder(10, month).build())
        .build();
  }

  @Benchmark
  public List<ArgumentViolation> generatedValid() {
    return ArgumentChecks.of(contact);
  }

  @Benchmark
  public Set<ConstraintViolation<ContactsCreateRequest>> hibernateValid() {
    return hibernate.validate(contact);
  }

  @Benchmark
  public List<ArgumentViolation> generatedOneViolationNested() {
    return ArgumentChecks.of(badMonth);
  }

  @Benchmark
  public Set<ConstraintViolation<ContactsCreateRequest>> hibernateOneViolationNested() {
    return hibernate.validate(badMonth);
  }

  @Benchmark
  public List<ArgumentViolation> generatedOneViolationDecimal() {
    return ArgumentChecks.of(badQuality);
  }

  @Benchmark
  public Set<ConstraintViolation<CaptureTakePictureRequest>> hibernateOneViolationDecimal() {
    return hibernate.validate(badQuality);
  }
}
