package dev.imcp.runtime.stub;

import dev.imcp.runtime.internal.base.Json;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * How generated unions without a discriminator read JSON: Jackson hands each union's {@code fromJson} the value as
 * plain Java values ({@code Map<String, Object>} for an object, {@code List<Object>} for an array, {@code String},
 * {@code Number}, {@code Boolean}), so that generated code names no JSON library's types. A union tells its
 * alternatives apart by the kind of value and, for objects, by the members an alternative requires (and, for a closed
 * one, allows), then decodes the value with the runtime's mapper. The first alternative in the schema's order that
 * fits wins.
 *
 * <pre>{@code
 * if (JsonAlternatives.isObject(json) && JsonAlternatives.hasMembers(json, "page_id")) {
 *   return new OfPage(JsonAlternatives.decode(json, Page.class));
 * }
 * }</pre>
 */
public final class JsonAlternatives {
  private JsonAlternatives() {}

  /**
   * {@return whether {@code json} is a JSON object}
   *
   * @param json the value
   */
  public static boolean isObject(@Nullable Object json) {
    return json instanceof Map;
  }

  /**
   * {@return whether {@code json} is a JSON array}
   *
   * @param json the value
   */
  public static boolean isArray(@Nullable Object json) {
    return json instanceof List;
  }

  /**
   * {@return whether {@code json} is a JSON string}
   *
   * @param json the value
   */
  public static boolean isString(@Nullable Object json) {
    return json instanceof String;
  }

  /**
   * {@return whether {@code json} is {@code true} or {@code false}}
   *
   * @param json the value
   */
  public static boolean isBoolean(@Nullable Object json) {
    return json instanceof Boolean;
  }

  /**
   * {@return whether {@code json} is a number}
   *
   * @param json the value
   */
  public static boolean isNumber(@Nullable Object json) {
    return json instanceof Number;
  }

  /**
   * {@return whether {@code json} is a whole number, as JSON writes one (no fraction, no exponent)}
   *
   * @param json the value
   */
  public static boolean isIntegralNumber(@Nullable Object json) {
    return json instanceof Integer
        || json instanceof Long
        || json instanceof Short
        || json instanceof Byte
        || json instanceof BigInteger;
  }

  /**
   * {@return whether {@code json} is an object with every one of the members}
   *
   * @param json the value
   * @param members the members an alternative requires
   */
  public static boolean hasMembers(@Nullable Object json, String... members) {
    if (!(json instanceof Map<?, ?> object)) {
      return false;
    }
    for (String member : members) {
      if (!object.containsKey(member)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return whether {@code json} is an object with no member but these (none, when none are given)}
   *
   * @param json the value
   * @param members the members a closed alternative ({@code additionalProperties: false}) allows
   */
  public static boolean onlyMembers(@Nullable Object json, String... members) {
    return json instanceof Map<?, ?> object && Set.of(members).containsAll(object.keySet());
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
  public static <T> T decode(@Nullable Object json, Class<T> type) {
    return Json.mapper().convertValue(json, type);
  }

  /**
   * Decodes an alternative's value of a generic type, such as a list.
   *
   * @param <T> the alternative's type
   * @param json the value
   * @param type the alternative's type, such as {@code new TypeToken<List<Page>>() {}}
   * @return the decoded value
   * @throws tools.jackson.core.JacksonException when it does not decode
   */
  public static <T> T decode(@Nullable Object json, TypeToken<T> type) {
    return Json.mapper()
        .convertValue(json, Json.mapper().getTypeFactory().constructType(type.type()));
  }

  /**
   * {@return the failure for a value that fits none of the alternatives, naming the union and the value's kind}
   *
   * @param json the value
   * @param union the union's name, such as {@code MovePageRequest.Parent}
   */
  public static IllegalArgumentException noMatch(@Nullable Object json, String union) {
    return new IllegalArgumentException(
        "a JSON " + kind(json) + " fits none of the alternatives of " + union);
  }

  private static String kind(@Nullable Object json) {
    if (json == null) {
      return "null";
    } else if (json instanceof Map) {
      return "object";
    } else if (json instanceof List) {
      return "array";
    } else if (json instanceof String) {
      return "string";
    } else if (json instanceof Boolean) {
      return "boolean";
    }
    return json instanceof Number ? "number" : json.getClass().getSimpleName();
  }
}
