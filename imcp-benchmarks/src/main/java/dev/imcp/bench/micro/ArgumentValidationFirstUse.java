package dev.imcp.bench.micro;

import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.stub.ArgumentChecks;
import dev.imcp.sdk.imcp.Birthday;
import dev.imcp.sdk.imcp.ContactsCreateRequest;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import java.util.List;
import java.util.Set;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The first validation of a request in a fresh JVM (JMH single shot, one per fork; {@link Micro} runs it so): the
 * generated checks (loading {@link ArgumentChecks}, interpreted code) against Hibernate Validator from nothing
 * (bootstrapping its factory, as the runtime does on first use, then reading the record's constraints). The record
 * itself is built in the setup, so its classes are loaded for both.
 */
@State(Scope.Thread)
public class ArgumentValidationFirstUse {
  private ContactsCreateRequest contact;

  @Setup
  public void setUp() {
    // Built here, not through ArgumentValidation, whose fields would load Bean Validation's types.
    contact = ContactsCreateRequest.builder()
        .givenName("Ada")
        .familyName("Lovelace")
        .birthday(Birthday.builder().day(10).month(11).build())
        .build();
  }

  @Benchmark
  public List<ArgumentViolation> generated() {
    return ArgumentChecks.of(contact);
  }

  @Benchmark
  public Set<ConstraintViolation<ContactsCreateRequest>> hibernate() {
    return Validation.byProvider(HibernateValidator.class)
        .configure()
        .messageInterpolator(new ParameterMessageInterpolator())
        .buildValidatorFactory()
        .getValidator()
        .validate(contact);
  }
}
