package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;

/**
 * The classes generated code refers to. Generated code needs only the runtime, Jakarta Validation and Jackson annotations:
 * no type of a JSON library, so that an application on Jackson 2 (or none) can build every request.
 */
final class Types {
  static final String RUNTIME = "dev.imcp.runtime";
  static final String STUB = "dev.imcp.runtime.stub";
  static final String ERROR = "dev.imcp.runtime.error";
  static final ClassName MCP_CLIENT = ClassName.get(RUNTIME, "McpClient");
  static final ClassName SERVER_COMMAND = ClassName.get(RUNTIME, "ServerCommand");
  static final ClassName URI = ClassName.get("java.net", "URI");
  static final ClassName CALL_OPTIONS = ClassName.get(RUNTIME, "CallOptions");
  static final ClassName TOOL_RESULT = ClassName.get(RUNTIME, "ToolResult");
  static final ClassName RESULT_TYPE = ClassName.get(RUNTIME, "ResultType");
  static final ClassName TOOL_DESCRIPTOR = ClassName.get(STUB, "ToolDescriptor");
  static final ClassName WHOLE_NUMBERS = ClassName.get(STUB, "WholeNumbers");
  static final ClassName TOOL_GUARD = ClassName.get(STUB, "ToolGuard");
  static final ClassName STEPS = ClassName.get(STUB, "Steps");
  static final ClassName TOOL_STATUS = ClassName.get(STUB, "ToolStatus");
  static final ClassName CONTEXT_GUARD = ClassName.get(STUB, "ContextGuard");
  static final ClassName CONTEXT_DESCRIPTOR = ClassName.get(STUB, "ContextDescriptor");
  static final ClassName SURFACE_KIND = ClassName.get("dev.imcp.schema", "SurfaceKind");
  static final ClassName DRIFT_POLICY = ClassName.get(STUB, "DriftPolicy");
  static final ClassName JSON_ALTERNATIVES = ClassName.get(STUB, "JsonAlternatives");
  static final ClassName REDACTION = ClassName.get(STUB, "Redaction");
  static final ClassName TYPE_TOKEN = ClassName.get(STUB, "TypeToken");
  static final ClassName BIG_DECIMAL = ClassName.get("java.math", "BigDecimal");
  static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
  static final ClassName COMPLETABLE_FUTURE =
      ClassName.get("java.util.concurrent", "CompletableFuture");
  static final ClassName DURATION = ClassName.get("java.time", "Duration");
  static final ClassName LIST = ClassName.get("java.util", "List");
  static final ClassName MAP = ClassName.get("java.util", "Map");
  static final ClassName SET = ClassName.get("java.util", "Set");
  static final ClassName LINKED_HASH_MAP = ClassName.get("java.util", "LinkedHashMap");
  static final ClassName COLLECTIONS = ClassName.get("java.util", "Collections");
  static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
  static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
  static final ClassName NULLABLE = ClassName.get("org.jspecify.annotations", "Nullable");
  /** Any JSON value, as a JSON library maps it: {@code Map}, {@code List}, {@code String}, a {@code Number}, {@code Boolean}, null. */
  static final ClassName OBJECT = ClassName.get(Object.class);

  static final String JACKSON = "com.fasterxml.jackson.annotation";
  static final ClassName JSON_PROPERTY = ClassName.get(JACKSON, "JsonProperty");
  static final ClassName JSON_INCLUDE = ClassName.get(JACKSON, "JsonInclude");
  static final ClassName JSON_INCLUDE_KIND = JSON_INCLUDE.nestedClass("Include");
  static final ClassName JSON_IGNORE = ClassName.get(JACKSON, "JsonIgnore");
  static final ClassName JSON_IGNORE_PROPERTIES = ClassName.get(JACKSON, "JsonIgnoreProperties");
  static final ClassName JSON_ANY_GETTER = ClassName.get(JACKSON, "JsonAnyGetter");
  static final ClassName JSON_ANY_SETTER = ClassName.get(JACKSON, "JsonAnySetter");
  static final ClassName JSON_VALUE = ClassName.get(JACKSON, "JsonValue");
  static final ClassName JSON_TYPE_INFO = ClassName.get(JACKSON, "JsonTypeInfo");
  static final ClassName JSON_SUB_TYPES = ClassName.get(JACKSON, "JsonSubTypes");
  static final ClassName JSON_TYPE_NAME = ClassName.get(JACKSON, "JsonTypeName");
  static final ClassName JSON_CREATOR = ClassName.get(JACKSON, "JsonCreator");
  static final ClassName JSON_SETTER = ClassName.get(JACKSON, "JsonSetter");
  static final ClassName NULLS = ClassName.get(JACKSON, "Nulls");

  static final String CONSTRAINTS = "jakarta.validation.constraints";
  static final ClassName VALID = ClassName.get("jakarta.validation", "Valid");
  static final ClassName SELF_VALIDATING = ClassName.get(STUB, "SelfValidating");
  static final ClassName ARGUMENT_CHECKS = ClassName.get(STUB, "ArgumentChecks");
  static final ClassName SELF_WRITING = ClassName.get(STUB, "SelfWriting");
  static final ClassName JSON_OUT = ClassName.get(STUB, "JsonOut");
  static final ClassName JSON_VALUED = ClassName.get(STUB, "JsonValued");
  static final ClassName SELF_WRITING_VALUE = ClassName.get(STUB, "SelfWritingValue");
  static final ClassName NOT_NULL = ClassName.get(CONSTRAINTS, "NotNull");
  static final ClassName SIZE = ClassName.get(CONSTRAINTS, "Size");
  static final ClassName PATTERN = ClassName.get(CONSTRAINTS, "Pattern");
  static final ClassName MIN = ClassName.get(CONSTRAINTS, "Min");
  static final ClassName MAX = ClassName.get(CONSTRAINTS, "Max");
  static final ClassName DECIMAL_MIN = ClassName.get(CONSTRAINTS, "DecimalMin");
  static final ClassName DECIMAL_MAX = ClassName.get(CONSTRAINTS, "DecimalMax");
  static final ClassName EMAIL = ClassName.get(CONSTRAINTS, "Email");

  private Types() {}

  /** {@code type} with its own annotations but none on its type arguments: {@code List<@Valid Alarm>} → {@code List<Alarm>}. */
  static com.palantir.javapoet.TypeName withoutTypeArgumentAnnotations(
      com.palantir.javapoet.TypeName type) {
    if (!(type instanceof com.palantir.javapoet.ParameterizedTypeName parameterized)) {
      return type;
    }
    com.palantir.javapoet.TypeName[] arguments = parameterized.typeArguments().stream()
        .map(argument -> withoutTypeArgumentAnnotations(argument.withoutAnnotations()))
        .toArray(com.palantir.javapoet.TypeName[]::new);
    return com.palantir.javapoet.ParameterizedTypeName.get(
            parameterized.rawType().withoutAnnotations(), arguments)
        .annotated(parameterized.annotations());
  }
}
