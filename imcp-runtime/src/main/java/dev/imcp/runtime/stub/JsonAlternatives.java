package dev.imcp.runtime.stub;

import dev.imcp.runtime.internal.base.Json;
import java.util.Set;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;

/**
 * How generated unions without a discriminator read JSON: each tells its alternatives apart by the kind of JSON value
 * and, for objects, by the members an alternative requires (and, for a closed one, allows), then decodes the value
 * with the runtime's mapper. The first alternative in the schema's order that fits wins.
 *
 * <pre>{@code
 * if (json.isObject() && JsonAlternatives.hasMembers(json, "page_id")) {
 *   return new OfPage(JsonAlternatives.decode(json, Page.class));
 * }
 * }</pre>
 */
public final class JsonAlternatives {
  private JsonAlternatives() {}

  /**
   * {@return whether {@code json} has every one of the members}
   *
   * @param json an object
   * @param members the members an alternative requires
   */
  public static boolean hasMembers(JsonNode json, String... members) {
    for (String member : members) {
      if (!json.has(member)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return whether {@code json} has no member but these}
   *
   * @param json an object
   * @param members the members a closed alternative ({@code additionalProperties: false}) allows
   */
  public static boolean onlyMembers(JsonNode json, String... members) {
    return Set.of(members).containsAll(json.propertyNames());
  }

  /**
   * {@return whether {@code json} has {@code member} absent or equal to {@code value}}
   *
   * @param json an object
   * @param member a member whose schema is a {@code const}, such as a kind's {@code type}
   * @param value the constant
   */
  public static boolean constant(JsonNode json, String member, String value) {
    JsonNode found = json.get(member);
    return found == null || found.isString() && found.stringValue().equals(value);
  }

  /**
   * {@return the value of a {@code const} alternative that is no string}
   *
   * @param constant the constant as JSON text, such as {@code -1}
   */
  public static JsonNode node(String constant) {
    return Json.mapper().readTree(constant);
  }

  /**
   * {@return whether {@code json} is the constant}
   *
   * @param json a value
   * @param constant the constant of a {@code const} alternative that is no string, as JSON text, such as {@code -1}
   */
  public static boolean isConstant(JsonNode json, String constant) {
    JsonNode expected = node(constant);
    return json.equals(expected)
        || json.isNumber()
            && expected.isNumber()
            && json.decimalValue().compareTo(expected.decimalValue()) == 0;
  }

  /**
   * Decodes an alternative's value.
   *
   * @param <T> the alternative's type
   * @param json the value
   * @param type the alternative's class
   * @return the decoded value
   * @throws tools.jackson.core.JacksonException when it does not decode
   */
  public static <T> T decode(JsonNode json, Class<T> type) {
    return Json.mapper().treeToValue(json, type);
  }

  /**
   * Decodes an alternative's value of a generic type, such as a list.
   *
   * @param <T> the alternative's type
   * @param json the value
   * @param type the alternative's type, such as {@code new TypeReference<List<Page>>() {}}
   * @return the decoded value
   * @throws tools.jackson.core.JacksonException when it does not decode
   */
  public static <T> T decode(JsonNode json, TypeReference<T> type) {
    return Json.mapper().treeToValue(json, type);
  }

  /**
   * {@return the failure for a value that fits none of the alternatives, naming the union and the value's kind}
   *
   * @param json the value
   * @param union the union's name, such as {@code MovePageRequest.Parent}
   */
  public static IllegalArgumentException noMatch(JsonNode json, String union) {
    return new IllegalArgumentException(
        "a JSON " + json.getNodeType().name().toLowerCase(java.util.Locale.ROOT)
            + " fits none of the alternatives of " + union);
  }
}
