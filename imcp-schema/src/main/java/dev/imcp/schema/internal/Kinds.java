package dev.imcp.schema.internal;

import dev.imcp.schema.type.AnyType;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.BooleanType;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NullableType;
import dev.imcp.schema.type.NumberType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.RefType;
import dev.imcp.schema.type.StringType;
import dev.imcp.schema.type.UnionType;

/** Names of type kinds for messages. */
public final class Kinds {
  private Kinds() {}

  /** Java 17 has no pattern switch, hence the chain. */
  public static String of(JsonType type) {
    if (type instanceof ObjectType) {
      return "an object";
    } else if (type instanceof StringType) {
      return "a string";
    } else if (type instanceof NumberType number) {
      return number.integer() ? "an integer" : "a number";
    } else if (type instanceof BooleanType) {
      return "a boolean";
    } else if (type instanceof ArrayType) {
      return "an array";
    } else if (type instanceof EnumType) {
      return "an enum";
    } else if (type instanceof ConstType) {
      return "a constant";
    } else if (type instanceof NullableType nullable) {
      return "a nullable " + of(nullable.type()).replaceFirst("^an? ", "");
    } else if (type instanceof UnionType) {
      return "a union";
    } else if (type instanceof RefType ref) {
      return "a reference to " + ref.target();
    } else if (type instanceof AnyType) {
      return "any JSON";
    }
    throw new IllegalArgumentException(type.toString());
  }
}
