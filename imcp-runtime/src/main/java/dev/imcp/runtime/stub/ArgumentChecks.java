// One room: one public method per Bean Validation constraint the generated records use (and an
// overload per Java type), called by name from generated code; they share the path joining, the
// comparisons and fail(), and split by constraint they would scatter Hibernate Validator's
// semantics that the equivalence test holds them to.
package dev.imcp.runtime.stub;

import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.internal.validation.ArgumentValidator;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The constraint checks that {@link SelfValidating} request objects run, one method per Bean Validation constraint
 * that generated records use, with Hibernate Validator's semantics and messages; and the violations found. A path is
 * passed as a prefix and a name, joined only when a check fails or when the checks descend into a nested object or the
 * elements of a list or map, so that a valid request without such builds no strings.
 */
public final class ArgumentChecks {
  private static final Map<String, Pattern> PATTERNS = new ConcurrentHashMap<>();

  /**
   * The order of violations, made only when there are some to sort: its method references would spin four classes on
   * every cold JVM's first valid call (docs/PERFORMANCE.md, "Cold start: the typed path").
   */
  private static final class Order {
    static final Comparator<ArgumentViolation> BY_PATH_THEN_MESSAGE =
        Comparator.comparing(ArgumentViolation::path).thenComparing(ArgumentViolation::message);

    private Order() {}
  }

  private @Nullable List<ArgumentViolation> violations;

  private ArgumentChecks() {}

  /**
   * Checks in an element of a list or a value of a map, at {@code path} ({@code tags[0]}).
   *
   * @param <E> the element type
   */
  @FunctionalInterface
  public interface ElementCheck<E> {
    /**
     * Checks one element.
     *
     * @param checks where to report violations
     * @param path the element's whole path, such as {@code tags[0]}
     * @param element the element; may be null
     */
    void check(ArgumentChecks checks, String path, @Nullable E element);
  }

  /**
   * {@return every violation of {@code arguments}, ordered by path, then message; empty when it is valid}
   *
   * @param arguments a generated request object
   */
  public static List<ArgumentViolation> of(SelfValidating arguments) {
    ArgumentChecks checks = new ArgumentChecks();
    arguments.checkConstraints(checks, "");
    List<ArgumentViolation> found = checks.violations;
    if (found == null) {
      return List.of();
    }
    found.sort(Order.BY_PATH_THEN_MESSAGE);
    return List.copyOf(found);
  }

  /**
   * {@code @NotNull}.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the value; a violation when null
   */
  public void notNull(String path, String name, @Nullable Object value) {
    if (value == null) {
      fail(path, name, "must not be null");
    }
  }

  /**
   * {@code @Size} of a string (UTF-16 units), a collection or a map; null passes.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value a {@link CharSequence}, a {@link java.util.Collection} or a {@link Map}, or null
   * @param min the least size allowed
   * @param max the greatest size allowed
   */
  public void size(String path, String name, @Nullable Object value, int min, int max) {
    if (value == null) {
      return;
    }
    int size = value instanceof CharSequence text
        ? text.length()
        : value instanceof Collection<?> collection
            ? collection.size()
            : ((Map<?, ?>) value).size();
    if (size < min || size > max) {
      fail(path, name, "size must be between " + min + " and " + max);
    }
  }

  /**
   * {@code @Pattern}: the whole value matches {@code regexp}; null passes.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the text, or null
   * @param regexp a {@link Pattern} the whole value must match
   * @param message the annotation's message, its {@code \{ \} \$ \\} escapes read as Bean Validation reads them
   */
  public void pattern(
      String path, String name, @Nullable CharSequence value, String regexp, String message) {
    if (value != null
        && !PATTERNS.computeIfAbsent(regexp, Pattern::compile).matcher(value).matches()) {
      fail(path, name, message.replaceAll("\\\\([\\\\{}$])", "$1"));
    }
  }

  /**
   * {@code @Email}, by Hibernate Validator itself, which is loaded only when an address is there to check; null and
   * empty pass. Hibernate Validator is an optional dependency of the runtime: without it, checking an address fails
   * with an {@link IllegalStateException} naming the artifact to add.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the address, or null
   */
  public void email(String path, String name, @Nullable CharSequence value) {
    if (value != null && value.length() > 0 && !ArgumentValidator.isEmail(value)) {
      fail(path, name, "must be a well-formed email address");
    }
  }

  /**
   * {@code @Min} on an integer; null passes.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the integer, or null
   * @param min the least value allowed
   */
  public void min(String path, String name, @Nullable Long value, long min) {
    if (value != null) {
      min(path, name, value.longValue(), min);
    }
  }

  /**
   * {@code @Min} on a required integer (no boxing on the call path).
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the integer
   * @param min the least value allowed
   */
  public void min(String path, String name, long value, long min) {
    if (value < min) {
      fail(path, name, "must be greater than or equal to " + min);
    }
  }

  /**
   * {@code @Min} on an {@code int} the options map a number to; null passes.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the integer, or null
   * @param min the least value allowed
   */
  public void min(String path, String name, @Nullable Integer value, long min) {
    if (value != null) {
      min(path, name, value.longValue(), min);
    }
  }

  /**
   * {@code @Max} on an {@code int} the options map a number to; null passes.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the integer, or null
   * @param max the greatest value allowed
   */
  public void max(String path, String name, @Nullable Integer value, long max) {
    if (value != null) {
      max(path, name, value.longValue(), max);
    }
  }

  /**
   * {@code @Max} on a required integer.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the integer
   * @param max the greatest value allowed
   */
  public void max(String path, String name, long value, long max) {
    if (value > max) {
      fail(path, name, "must be less than or equal to " + max);
    }
  }

  /**
   * {@code @Max} on an integer; null passes.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the integer, or null
   * @param max the greatest value allowed
   */
  public void max(String path, String name, @Nullable Long value, long max) {
    if (value != null) {
      max(path, name, value.longValue(), max);
    }
  }

  /**
   * {@code @DecimalMin}; NaN is below every bound and infinities are beyond every bound, as in Hibernate Validator.
   * Null passes.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the number, or null
   * @param bound the bound as the annotation writes it, a decimal
   * @param inclusive whether the bound itself is allowed
   * @param message the annotation's message, in which {@code {value}} stands for {@code bound}
   */
  public void decimalMin(
      String path,
      String name,
      @Nullable Number value,
      String bound,
      boolean inclusive,
      String message) {
    if (value != null) {
      decimal(path, name, compare(value, bound, -1), -1, inclusive, bound, message);
    }
  }

  /**
   * {@code @DecimalMin} on a required number, without boxing.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the number
   * @param bound the bound as the annotation writes it, a decimal
   * @param inclusive whether the bound itself is allowed
   * @param message the annotation's message, in which {@code {value}} stands for {@code bound}
   */
  public void decimalMin(
      String path, String name, double value, String bound, boolean inclusive, String message) {
    decimal(path, name, compare(value, bound, -1), -1, inclusive, bound, message);
  }

  /**
   * {@code @DecimalMin} on a required integer, without boxing.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the integer
   * @param bound the bound as the annotation writes it, a decimal
   * @param inclusive whether the bound itself is allowed
   * @param message the annotation's message, in which {@code {value}} stands for {@code bound}
   */
  public void decimalMin(
      String path, String name, long value, String bound, boolean inclusive, String message) {
    decimal(path, name, compare(value, bound), -1, inclusive, bound, message);
  }

  /**
   * {@code @DecimalMax}; NaN is above every bound. Null passes.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the number, or null
   * @param bound the bound as the annotation writes it, a decimal
   * @param inclusive whether the bound itself is allowed
   * @param message the annotation's message, in which {@code {value}} stands for {@code bound}
   */
  public void decimalMax(
      String path,
      String name,
      @Nullable Number value,
      String bound,
      boolean inclusive,
      String message) {
    if (value != null) {
      decimal(path, name, compare(value, bound, 1), 1, inclusive, bound, message);
    }
  }

  /**
   * {@code @DecimalMax} on a required number, without boxing.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the number
   * @param bound the bound as the annotation writes it, a decimal
   * @param inclusive whether the bound itself is allowed
   * @param message the annotation's message, in which {@code {value}} stands for {@code bound}
   */
  public void decimalMax(
      String path, String name, double value, String bound, boolean inclusive, String message) {
    decimal(path, name, compare(value, bound, 1), 1, inclusive, bound, message);
  }

  /**
   * {@code @DecimalMax} on a required integer, without boxing.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the integer
   * @param bound the bound as the annotation writes it, a decimal
   * @param inclusive whether the bound itself is allowed
   * @param message the annotation's message, in which {@code {value}} stands for {@code bound}
   */
  public void decimalMax(
      String path, String name, long value, String bound, boolean inclusive, String message) {
    decimal(path, name, compare(value, bound), 1, inclusive, bound, message);
  }

  /** @param beyond the sign of a comparison that breaks the bound: -1 for a minimum, 1 for a maximum */
  private void decimal(
      String path,
      String name,
      int comparison,
      int beyond,
      boolean inclusive,
      String bound,
      String message) {
    if (Integer.signum(comparison) == beyond || (!inclusive && comparison == 0)) {
      fail(path, name, message.replace("{value}", bound));
    }
  }

  /**
   * {@code @Valid}: the value's own constraints, under {@code path + name + "."}; null and objects that are not {@link
   * SelfValidating} pass.
   *
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param value the nested object, or null
   */
  public void valid(String path, String name, @Nullable Object value) {
    if (value instanceof SelfValidating nested) {
      nested.checkConstraints(this, path + name + ".");
    }
  }

  /**
   * Constraints on the elements of a list: {@code check} runs for each, at {@code path + name + "[index]"}; a null list
   * passes.
   *
   * @param <E> the element type
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param list the list, or null
   * @param check the checks of one element
   */
  public <E> void elements(
      String path, String name, @Nullable List<E> list, ElementCheck<E> check) {
    if (list != null) {
      for (int i = 0; i < list.size(); i++) {
        check.check(this, path + name + "[" + i + "]", list.get(i));
      }
    }
  }

  /**
   * Constraints on the values of a map: {@code check} runs for each, at {@code path + name + "[key]"}; a null map
   * passes.
   *
   * @param <V> the value type
   * @param path where the object holding the value is, ending in a dot, or empty
   * @param name the argument's name, as sent
   * @param map the map, or null
   * @param check the checks of one value
   */
  public <V> void values(
      String path, String name, @Nullable Map<String, V> map, ElementCheck<V> check) {
    if (map != null) {
      for (Map.Entry<String, V> entry : map.entrySet()) {
        check.check(this, path + name + "[" + entry.getKey() + "]", entry.getValue());
      }
    }
  }

  private static int compare(Number value, String bound, int nanAs) {
    if (value instanceof BigDecimal decimal) {
      return decimal.compareTo(Bound.of(bound).exact());
    }
    return value instanceof Double || value instanceof Float
        ? compare(value.doubleValue(), bound, nanAs)
        : compare(value.longValue(), bound);
  }

  /** Hibernate Validator's order: the shortest decimal that reads back as {@code value}, against the bound. */
  private static int compare(double value, String bound, int nanAs) {
    if (Double.isNaN(value)) {
      return nanAs;
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? 1 : -1;
    }
    Bound parsed = Bound.of(bound);
    // Two ulps away from the bound's nearest double, the decimal comparison cannot differ: no
    // BigDecimal needed.
    if (value >= parsed.above()) {
      return 1;
    }
    if (value <= parsed.below()) {
      return -1;
    }
    return BigDecimal.valueOf(value).compareTo(parsed.exact());
  }

  private static int compare(long value, String bound) {
    Bound parsed = Bound.of(bound);
    return parsed.integral()
        ? Long.compare(value, parsed.exact().longValue())
        : BigDecimal.valueOf(value).compareTo(parsed.exact());
  }

  /** A bound as written in the annotation, parsed once. */
  private record Bound(BigDecimal exact, boolean integral, double above, double below) {
    private static final Map<String, Bound> PARSED = new ConcurrentHashMap<>();

    static Bound of(String text) {
      return PARSED.computeIfAbsent(text, Bound::parse);
    }

    private static Bound parse(String text) {
      BigDecimal exact = new BigDecimal(text);
      boolean integral = exact.stripTrailingZeros().scale() <= 0
          && exact.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) <= 0
          && exact.compareTo(BigDecimal.valueOf(Long.MIN_VALUE)) >= 0;
      double nearest = exact.doubleValue();
      return new Bound(
          exact,
          integral,
          Math.nextUp(Math.nextUp(nearest)),
          Math.nextDown(Math.nextDown(nearest)));
    }
  }

  private void fail(String path, String name, String message) {
    if (violations == null) {
      violations = new ArrayList<>();
    }
    violations.add(new ArgumentViolation(path + name, message));
  }
}
