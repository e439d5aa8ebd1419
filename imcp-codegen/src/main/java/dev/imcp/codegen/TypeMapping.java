package dev.imcp.codegen;

import java.util.Objects;
import java.util.Optional;

/**
 * The Java type of a {@code number} (or {@code integer}) the server declares too loosely, such as an identifier
 * ({@code pull_number}, {@code pageId}) that would otherwise be a {@code double}: {@code int}, {@code long} or {@code
 * BigDecimal}. It names either one schema, by tool and JSON pointer, or every property of a name in every tool.
 *
 * <pre>{@code
 * TypeMapping.parse("pull_number=long");                                               // every property so named
 * TypeMapping.parse("create_pull_request_review#/inputSchema/properties/pull_number=int"); // one schema of one tool
 * }</pre>
 *
 * <p>A required value becomes the primitive ({@code int}, {@code long}), an optional one its box; bounds stay checked.
 * The property form also maps the elements of an array property ({@code ids=long} gives {@code List<Long>}).
 *
 * @param tool the tool, for the pointer form; empty in the property form
 * @param pointer the JSON pointer of the schema, relative to the tool ({@code /inputSchema/properties/pull_number});
 *     empty in the property form
 * @param property the property name, in the property form; empty in the pointer form
 * @param type the Java type
 */
public record TypeMapping(
    Optional<String> tool, Optional<String> pointer, Optional<String> property, JavaType type) {

  /** The types a number can be mapped to. */
  public enum JavaType {
    /** {@code int}, or {@code Integer} where optional. */
    INT("int"),
    /** {@code long}, or {@code Long} where optional. */
    LONG("long"),
    /** {@code java.math.BigDecimal}. */
    BIG_DECIMAL("BigDecimal");

    private final String spelling;

    JavaType(String spelling) {
      this.spelling = spelling;
    }

    /** {@return the type as written in a mapping: {@code int}, {@code long} or {@code BigDecimal}} */
    public String spelling() {
      return spelling;
    }
  }

  /**
   * Checks that the mapping names a schema one way or the other.
   *
   * @param tool the tool, for the pointer form
   * @param pointer the JSON pointer of the schema, relative to the tool
   * @param property the property name, in the property form
   * @param type the Java type
   * @throws IllegalArgumentException unless exactly one of a tool and pointer, or a property, is given
   */
  public TypeMapping {
    Objects.requireNonNull(type, "type");
    boolean byPointer = tool.isPresent() && pointer.isPresent() && property.isEmpty();
    boolean byProperty = tool.isEmpty() && pointer.isEmpty() && property.isPresent();
    if (!byPointer && !byProperty) {
      throw new IllegalArgumentException(
          "A type mapping names a tool and a JSON pointer, or a property name, not both");
    }
    if (tool.filter(String::isBlank).isPresent()
        || property.filter(String::isBlank).isPresent()) {
      throw new IllegalArgumentException(
          "A type mapping names a tool before '#/', or a property: it is blank");
    }
    if (pointer.filter(text -> !text.startsWith("/")).isPresent()) {
      throw new IllegalArgumentException("Type mapping for tool " + tool.orElseThrow()
          + ": a JSON pointer starts with '/', such as /inputSchema/properties/id, not '"
          + pointer.get() + "'");
    }
  }

  /**
   * {@return a mapping of one schema of one tool}
   *
   * @param tool the tool's name
   * @param pointer the JSON pointer of the schema, relative to the tool
   * @param type the Java type
   */
  public static TypeMapping ofPointer(String tool, String pointer, JavaType type) {
    return new TypeMapping(Optional.of(tool), Optional.of(pointer), Optional.empty(), type);
  }

  /**
   * {@return a mapping of every property named {@code property}}
   *
   * @param property the property name, exactly as the schema spells it
   * @param type the Java type
   */
  public static TypeMapping ofProperty(String property, JavaType type) {
    return new TypeMapping(Optional.empty(), Optional.empty(), Optional.of(property), type);
  }

  /**
   * Parses {@code property=type} or {@code tool#/pointer=type}, as written in a POM or on the command line; the type is
   * {@code int}, {@code long} or {@code BigDecimal}.
   *
   * @param mapping the text; blanks around the parts are ignored
   * @return the mapping
   * @throws IllegalArgumentException when the text is not written so, saying how it is written
   */
  public static TypeMapping parse(String mapping) {
    int equals = mapping.lastIndexOf('=');
    if (equals <= 0 || equals == mapping.length() - 1) {
      throw new IllegalArgumentException(
          "A type mapping is written property=type or tool#/pointer=type,"
              + " such as 'pull_number=long', not '" + mapping + "'");
    }
    String target = mapping.substring(0, equals).strip();
    String spelled = mapping.substring(equals + 1).strip();
    JavaType type = java.util.Arrays.stream(JavaType.values())
        .filter(candidate -> candidate.spelling().equals(spelled))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("Type mapping '" + mapping
            + "': the type is int, long or BigDecimal, not '" + spelled + "'"));
    int hash = target.indexOf("#/");
    return hash < 0
        ? ofProperty(target, type)
        : ofPointer(target.substring(0, hash), target.substring(hash + 1), type);
  }

  @Override
  public String toString() {
    return (property.isPresent()
            ? property.get()
            : tool.orElseThrow() + "#" + pointer.orElseThrow())
        + "=" + type.spelling();
  }
}
