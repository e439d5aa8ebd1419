package dev.imcp.runtime.internal.validation;

import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.internal.base.StackCheck;
import dev.imcp.runtime.stub.ArgumentChecks;
import dev.imcp.runtime.stub.SelfValidating;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import tools.jackson.databind.JsonNode;

/**
 * Validation of request objects before they are sent. JSON trees and maps carry no constraints and pass; generated
 * records ({@link SelfValidating}) run their own checks unless the user chose a {@code Validator}; anything else goes
 * to Bean Validation.
 */
public final class ArgumentValidator {
  private static final Supplier<Validator> DEFAULT = new Default();

  /** Not a lambda: a class spun cold, and every client's settings make this validator. */
  private static final class Default implements Supplier<Validator> {
    @Override
    public Validator get() {
      return Holder.VALIDATOR;
    }
  }

  private final Supplier<Validator> validator;

  public ArgumentValidator(Validator validator) {
    this.validator = () -> validator;
  }

  private ArgumentValidator(Supplier<Validator> validator) {
    this.validator = validator;
  }

  /**
   * Hibernate Validator with message interpolation that needs no Expression Language implementation, built on first
   * use: a client that only sends generated records (or trees, or maps) never pays for the factory.
   */
  public static ArgumentValidator hibernate() {
    return new ArgumentValidator(DEFAULT);
  }

  /**
   * Bean Validation's {@code @Email}, for the generated checks: Hibernate Validator's verdict without Hibernate
   * Validator ({@code EmailAddressesTest} holds the two equal).
   */
  public static boolean isEmail(CharSequence address) {
    return EmailAddresses.wellFormed(address);
  }

  public List<ArgumentViolation> validate(Object arguments) {
    if (arguments instanceof JsonNode || arguments instanceof Map) {
      return List.of();
    }
    if (arguments instanceof SelfValidating checked && validator == DEFAULT) {
      // Generated records check themselves: no provider to start (a few hundred milliseconds), no
      // reflection per call.
      return ArgumentChecks.of(checked);
    }
    if (validator == DEFAULT && !StackCheck.hibernateValidatorPresent()) {
      throw StackCheck.hibernateValidatorMissing(
          "Validating a " + arguments.getClass().getName()
              + " (not a generated record, which checks itself) with the default validator");
    }
    return validator.get().validate(arguments).stream()
        .map(ArgumentValidator::violation)
        .sorted(
            Comparator.comparing(ArgumentViolation::path).thenComparing(ArgumentViolation::message))
        .toList();
  }

  private static ArgumentViolation violation(ConstraintViolation<Object> violation) {
    return new ArgumentViolation(violation.getPropertyPath().toString(), violation.getMessage());
  }

  /** Names Hibernate Validator's classes: loaded only once it is known to be there. */
  private static final class Holder {
    static final Validator VALIDATOR;

    static {
      ValidatorFactory factory = Validation.byProvider(HibernateValidator.class)
          .configure()
          .messageInterpolator(new ParameterMessageInterpolator())
          .buildValidatorFactory();
      VALIDATOR = factory.getValidator();
    }
  }
}
