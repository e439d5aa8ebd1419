package dev.imcp.schema.type;

/** A JSON Schema reduced to what a typed language needs. */
public sealed interface JsonType
    permits ObjectType,
        StringType,
        NumberType,
        BooleanType,
        ArrayType,
        EnumType,
        ConstType,
        NullableType,
        UnionType,
        RefType,
        AnyType {

  /** {@return where the schema is, and its documentation} */
  SchemaMeta meta();
}
