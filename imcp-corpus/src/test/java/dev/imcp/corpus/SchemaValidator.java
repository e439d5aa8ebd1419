package dev.imcp.corpus;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.PathType;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * networknt's validator, as MCP reads a tool's schemas: JSON Schema 2020-12 unless the schema's {@code $schema} names
 * another draft, formats asserted (the generator maps them to Java types, so a value must really have the format).
 */
final class SchemaValidator {
  private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(
      SpecificationVersion.DRAFT_2020_12,
      builder -> builder.schemaRegistryConfig(SchemaRegistryConfig.builder()
          .formatAssertionsEnabled(true)
          .pathType(PathType.JSON_POINTER)
          .build()));

  private SchemaValidator() {}

  static Schema schema(JsonNode schema) {
    return REGISTRY.getSchema(schema);
  }

  /** Every error, each as "JSON pointer: message", empty when {@code instance} is valid. */
  static List<String> errors(Schema schema, JsonNode instance) {
    List<Error> errors = schema.validate(instance);
    return errors.stream()
        .map(e -> pointer(e) + ": " + e.getMessage() + " (" + e.getKeyword() + " at "
            + e.getEvaluationPath() + ")")
        .toList();
  }

  private static String pointer(Error error) {
    String location = error.getInstanceLocation().toString();
    return location.isEmpty() ? "(root)" : location;
  }
}
