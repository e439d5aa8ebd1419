package dev.imcp.runtime.internal;

import dev.imcp.runtime.ArgumentViolation;
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

/** Bean Validation of request objects before they are sent. JSON trees and maps carry no constraints and pass. */
public final class ArgumentValidator {
  private final Supplier<Validator> validator;

  public ArgumentValidator(Validator validator) {
    this.validator = () -> validator;
  }

  private ArgumentValidator(Supplier<Validator> validator) {
    this.validator = validator;
  }

  /**
   * Hibernate Validator with message interpolation that needs no Expression Language implementation, built on first
   * use: a client that never validates a request object never pays for the factory.
   */
  public static ArgumentValidator hibernate() {
    return new ArgumentValidator(() -> Holder.VALIDATOR);
  }

  public List<ArgumentViolation> validate(Object arguments) {
    if (arguments instanceof JsonNode || arguments instanceof Map) {
      return List.of();
    }
    return validator.get().validate(arguments).stream()
        .map(ArgumentValidator::violation)
        .sorted(Comparator.comparing(ArgumentViolation::path).thenComparing(ArgumentViolation::message))
        .toList();
  }

  private static ArgumentViolation violation(ConstraintViolation<Object> violation) {
    return new ArgumentViolation(violation.getPropertyPath().toString(), violation.getMessage());
  }

  private static final class Holder {
    static final Validator VALIDATOR;

    static {
      ValidatorFactory factory =
          Validation.byProvider(HibernateValidator.class)
              .configure()
              .messageInterpolator(new ParameterMessageInterpolator())
              .buildValidatorFactory();
      VALIDATOR = factory.getValidator();
    }
  }
}
