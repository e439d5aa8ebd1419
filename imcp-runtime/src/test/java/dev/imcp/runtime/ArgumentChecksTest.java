package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.internal.validation.ArgumentValidator;
import dev.imcp.runtime.stub.ArgumentChecks;
import dev.imcp.runtime.stub.SelfValidating;
import jakarta.validation.Validation;
import java.util.List;
import java.util.Map;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The checks generated records call. Their agreement with Hibernate Validator over thousands of generated records is
 * tested in imcp-codegen ({@code GeneratedChecksTest}); here, the paths, the bounds next to the limit, and who checks.
 */
class ArgumentChecksTest {
  record Point(double x, @Nullable Long label) implements SelfValidating {
    @Override
    public void checkConstraints(ArgumentChecks checks, String path) {
      checks.decimalMax(path, "x", x, "100.5", true, "must be less than or equal to {value}");
      checks.min(path, "label", label, 1);
    }
  }

  record Shape(
      @Nullable String name,
      @Nullable List<Point> points,
      @Nullable Map<String, String> tags) implements SelfValidating {
    @Override
    public void checkConstraints(ArgumentChecks checks, String path) {
      checks.notNull(path, "name", name);
      checks.elements(path, "points", points, (inner, at, point) -> inner.valid(at, "", point));
      checks.values(
          path, "tags", tags, (inner, at, tag) -> inner.size(at, ".<map value>", tag, 0, 2));
    }
  }

  private static List<String> violations(SelfValidating arguments) {
    return ArgumentChecks.of(arguments).stream()
        .map(ArgumentViolation::toString)
        .toList();
  }

  @Test
  void violationsCarryTheirPathsAndComeSorted() {
    Shape shape =
        new Shape(null, List.of(new Point(1, 1L), new Point(200, 0L)), Map.of("colour", "red"));

    assertThat(violations(shape))
        .containsExactly(
            "name: must not be null",
            "points[1].label: must be greater than or equal to 1",
            "points[1].x: must be less than or equal to 100.5",
            "tags[colour].<map value>: size must be between 0 and 2");
  }

  @Test
  void aValidObjectHasNoViolationsAndBuildsNoPaths() {
    assertThat(ArgumentChecks.of(new Shape("s", List.of(new Point(100.5, 3L)), Map.of())))
        .isEmpty();
  }

  @Test
  void boundsCompareAsDecimalsRightAtTheLimit() {
    assertThat(violations(new Point(100.50000000000001, null)))
        .containsExactly("x: must be less than or equal to 100.5");
    assertThat(violations(new Point(100.49999999999999, null))).isEmpty();
    assertThat(violations(new Point(Double.NaN, null)))
        .containsExactly("x: must be less than or equal to 100.5");
    assertThat(violations(new Point(Double.NEGATIVE_INFINITY, null))).isEmpty();
    assertThat(violations(new Point(Double.POSITIVE_INFINITY, null))).hasSize(1);
  }

  @Test
  void exclusiveBoundsRejectTheBoundItself() {
    SelfValidating zero = (checks, path) ->
        checks.decimalMin(path, "ratio", 0.0, "0", false, "must be greater than {value}");
    SelfValidating whole = (checks, path) ->
        checks.decimalMax(path, "count", 32L, "32", false, "must be less than {value}");

    assertThat(violations(zero)).containsExactly("ratio: must be greater than 0");
    assertThat(violations(whole)).containsExactly("count: must be less than 32");
  }

  @Test
  void theDefaultValidatorRunsTheObjectsOwnChecksAndAChosenValidatorIsUsedInstead() {
    Shape unnamed = new Shape(null, null, null);
    ArgumentValidator chosen = new ArgumentValidator(Validation.byDefaultProvider()
        .configure()
        .messageInterpolator(new ParameterMessageInterpolator())
        .buildValidatorFactory()
        .getValidator());

    assertThat(ArgumentValidator.hibernate().validate(unnamed))
        .extracting(ArgumentViolation::toString)
        .containsExactly("name: must not be null");
    // Shape carries no annotations: a Bean Validation provider finds nothing, which shows it was
    // asked, not the checks.
    assertThat(chosen.validate(unnamed)).isEmpty();
  }

  @Test
  void mappedIntsAndDecimalsAreCheckedAsTheirValues() {
    SelfValidating mapped = (checks, path) -> {
      checks.min(path, "count", Integer.valueOf(0), 1);
      checks.max(path, "count", (Integer) null, 1);
      checks.decimalMax(
          path,
          "price",
          new java.math.BigDecimal("10.000000000000000001"),
          "10",
          true,
          "must be less than or equal to {value}");
      checks.decimalMin(
          path,
          "price",
          new java.math.BigDecimal("10.000000000000000001"),
          "10",
          false,
          "must be greater than {value}");
    };

    assertThat(violations(mapped))
        .containsExactly(
            "count: must be greater than or equal to 1", "price: must be less than or equal to 10");
  }
}
