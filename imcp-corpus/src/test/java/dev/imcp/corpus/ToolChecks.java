package dev.imcp.corpus;

import dev.imcp.corpus.SchemaSamples.Mode;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.internal.ArgumentValidator;
import dev.imcp.runtime.internal.Json;
import dev.imcp.runtime.internal.ToolResults;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import java.util.List;
import java.util.Optional;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.opentest4j.AssertionFailedError;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the corpus asserts of one tool: a request built through the generated API from valid sample values passes the
 * generated checks and Bean Validation, goes on the wire as the runtime writes it, is valid against the tool's {@code
 * inputSchema} and reads back equal; a valid sample result decodes through the generated result type as the runtime
 * decodes it, and writes back valid against the {@code outputSchema} and equal. Each failure names its class (see
 * {@link Failure}), so that corpus/FAILURES.md can be sorted by it.
 */
final class ToolChecks {
  /** The classes of failure corpus/FAILURES.md sorts by. */
  enum Failure {
    GENERATOR_THROWS("the generator (or the snapshot reader) throws"),
    DOES_NOT_COMPILE("the SDK does not compile with -Xlint:all -Werror"),
    NO_BINDING("no generated method calls the tool"),
    CONSTRUCTION("the generated types cannot hold valid sample values"),
    CHECKS_REJECT("the generated checks reject a valid request"),
    INPUT_SCHEMA("the request on the wire is invalid against the inputSchema"),
    REQUEST_ROUND_TRIP("the request does not read back equal"),
    NO_RESULT_TYPE("no generated result type for the outputSchema"),
    RESULT_DECODING("a valid result does not decode"),
    OUTPUT_SCHEMA("the re-encoded result is invalid against the outputSchema"),
    RESULT_ROUND_TRIP("the re-encoded result differs from the result"),
    UNSATISFIABLE_SCHEMA("no value is valid against the server's schema");

    final String description;

    Failure(String description) {
      this.description = description;
    }
  }

  /** An assertion failure that names its class. */
  static final class ToolFailure extends AssertionFailedError {
    private static final long serialVersionUID = 1L;
    final Failure failure;

    ToolFailure(Failure failure, String message, Throwable cause) {
      super("[" + failure.name() + "] " + failure.description + ": " + message, cause);
      this.failure = failure;
    }
  }

  private static final Validator BEAN_VALIDATOR = Validation.byProvider(HibernateValidator.class)
      .configure()
      .messageInterpolator(new ParameterMessageInterpolator())
      .buildValidatorFactory()
      .getValidator();

  private ToolChecks() {}

  static ToolFailure fail(Failure failure, String message) {
    return new ToolFailure(failure, message, null);
  }

  static ToolFailure fail(Failure failure, String message, Throwable cause) {
    return new ToolFailure(failure, message, cause);
  }

  static void request(JsonNode tool, CompiledSdk.Binding binding, Mode mode) {
    JsonNode input = tool.path("inputSchema");
    Schemas schemas = new Schemas(input);
    com.networknt.schema.Schema validator = SchemaValidator.schema(input);
    JsonNode closest = new SchemaSamples(schemas, mode).sample(input);
    if (!SchemaValidator.errors(validator, closest).isEmpty()) {
      throw fail(
          Failure.UNSATISFIABLE_SCHEMA,
          "the closest sample " + closest + " is invalid: "
              + SchemaValidator.errors(validator, closest));
    }
    if (binding.request().isEmpty()) {
      // A tool without arguments: the runtime sends an empty object.
      expectValid(validator, JsonNodeFactory.instance.objectNode(), Failure.INPUT_SCHEMA, input);
      return;
    }
    Class<?> type = binding.request().get();
    Object request;
    try {
      request = new Instances(schemas, mode, 0).build(type, input);
    } catch (RuntimeException e) {
      throw fail(Failure.CONSTRUCTION, e.getMessage(), e);
    }
    List<ArgumentViolation> checks = ArgumentValidator.hibernate().validate(request);
    if (!checks.isEmpty()) {
      throw fail(Failure.CHECKS_REJECT, "generated checks: " + checks + "\n  request: " + request);
    }
    List<ArgumentViolation> bean = new ArgumentValidator(BEAN_VALIDATOR).validate(request);
    if (!bean.isEmpty()) {
      throw fail(Failure.CHECKS_REJECT, "Bean Validation: " + bean + "\n  request: " + request);
    }
    String wire = Json.mapper().writeValueAsString(request);
    expectValid(validator, Json.mapper().readTree(wire), Failure.INPUT_SCHEMA, input);
    Object back;
    try {
      back = Json.mapper().readValue(wire, type);
    } catch (RuntimeException e) {
      throw fail(
          Failure.REQUEST_ROUND_TRIP, "sent " + wire + "; reading it back: " + e.getMessage(), e);
    }
    if (!request.equals(back)) {
      throw fail(
          Failure.REQUEST_ROUND_TRIP,
          "built " + request + "\n  sent " + wire + "\n  read back " + back);
    }
  }

  static void result(String server, JsonNode tool, CompiledSdk.Binding binding, Mode mode) {
    JsonNode output = tool.path("outputSchema");
    com.networknt.schema.Schema validator = SchemaValidator.schema(output);
    JsonNode sample = new SchemaSamples(new Schemas(output), mode).sample(output);
    List<String> sampleErrors = SchemaValidator.errors(validator, sample);
    if (!sampleErrors.isEmpty()) {
      throw fail(
          Failure.UNSATISFIABLE_SCHEMA,
          "the closest sample " + sample + " is invalid: " + sampleErrors);
    }
    if (binding.result().isEmpty()) {
      throw fail(Failure.NO_RESULT_TYPE, "the outputSchema is " + output);
    }
    Class<?> type = binding.result().get();
    ObjectNode result = JsonNodeFactory.instance.objectNode();
    ArrayNode content = result.putArray("content");
    content.addObject().put("type", "text").put("text", sample.toString());
    result.set("structuredContent", sample);
    ToolResult parsed =
        ToolResults.parse(server, tool.path("name").asString(), result, Optional.empty());
    Object decoded;
    try {
      decoded = parsed.decode(type);
    } catch (RuntimeException e) {
      throw fail(Failure.RESULT_DECODING, "result " + sample + ": " + e.getMessage(), e);
    }
    JsonNode again = Json.mapper().valueToTree(decoded);
    List<String> errors = SchemaValidator.errors(validator, again);
    if (!errors.isEmpty()) {
      throw fail(
          Failure.OUTPUT_SCHEMA,
          String.join("; ", errors) + "\n  result " + sample + "\n  decoded " + decoded
              + "\n  re-encoded " + again);
    }
    if (!(mode == Mode.FULL
        ? JsonEquality.equal(sample, again)
        : JsonEquality.equalAddingEmpties(sample, again))) {
      throw fail(
          Failure.RESULT_ROUND_TRIP,
          "result " + sample + "\n  decoded " + decoded + "\n  re-encoded " + again);
    }
  }

  private static void expectValid(
      com.networknt.schema.Schema validator, JsonNode instance, Failure failure, JsonNode schema) {
    List<String> errors = SchemaValidator.errors(validator, instance);
    if (!errors.isEmpty()) {
      throw fail(failure, String.join("; ", errors) + "\n  JSON " + instance);
    }
  }
}
