package dev.imcp.corpus;

import dev.imcp.corpus.SchemaSamples.Mode;
import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.error.InvalidArgumentsException;
import dev.imcp.runtime.error.ResultDecodingException;
import dev.imcp.runtime.stub.ArgumentChecks;
import dev.imcp.runtime.stub.SelfValidating;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.opentest4j.AssertionFailedError;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * What the corpus asserts of one tool: a request built through the generated API from valid sample values passes Bean
 * Validation and, sent by the real runtime ({@link McpClient#callTool}) to a {@link WireServer}, the runtime's own
 * checks; the arguments as they arrive are valid against the tool's {@code inputSchema} and read back equal. A valid
 * sample result, answered to a call, decodes through the runtime into the generated result type, and writes back
 * valid against the {@code outputSchema} and equal. Each failure names its class (see
 * {@link Failure}), so that corpus/FAILURES.md can be sorted by it.
 */
final class ToolChecks {
  /** The classes of failure corpus/FAILURES.md sorts by. */
  enum Failure {
    GENERATOR_THROWS("the generator (or the snapshot reader) throws"),
    DOES_NOT_COMPILE("the SDK does not compile with -Xlint:all -Werror"),
    NO_BINDING("no generated method calls the tool"),
    CONSTRUCTION("the generated types cannot hold valid sample values"),
    CHECKS_REJECT("the generated checks (or Bean Validation) reject, or throw on, a valid request"),
    CHECKS_DISAGREE(
        "the generated checks and Hibernate Validator disagree on an invalid request (or find nothing wrong)"),
    STREAMED_JSON(
        "the request written by its own writers (SelfWriting, JsonValued, SelfWritingValue) differs from the mapper's JSON, or hands a value to the mapper"),
    NOT_SENT("the runtime cannot send the request"),
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

  /** An assertion failure that names its class, and once located, the server, tool and test. */
  static final class ToolFailure extends AssertionFailedError {
    private static final long serialVersionUID = 1L;
    final Failure failure;
    final String detail;

    ToolFailure(Failure failure, String where, String detail, Throwable cause) {
      super("[" + failure.name() + "] " + where + failure.description + ": " + detail, cause);
      this.failure = failure;
      this.detail = detail;
    }

    ToolFailure located(String where) {
      ToolFailure located = new ToolFailure(failure, where + ": ", detail, getCause());
      located.setStackTrace(getStackTrace());
      return located;
    }
  }

  private static final Validator BEAN_VALIDATOR = Validation.byProvider(HibernateValidator.class)
      .configure()
      .messageInterpolator(new ParameterMessageInterpolator())
      .buildValidatorFactory()
      .getValidator();

  private ToolChecks() {}

  static ToolFailure fail(Failure failure, String message) {
    return new ToolFailure(failure, "", message, null);
  }

  static ToolFailure fail(Failure failure, String message, Throwable cause) {
    return new ToolFailure(failure, "", message, cause);
  }

  static void request(
      McpClient client, WireServer wire, JsonNode tool, CompiledSdk.Binding binding, Mode mode) {
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
    String name = tool.path("name").asString();
    Object request = null;
    if (binding.request().isPresent()) {
      try {
        request = new Instances(schemas, mode, 0).build(binding.request().get(), input);
      } catch (RuntimeException e) {
        throw fail(Failure.CONSTRUCTION, e.getMessage(), e);
      }
      beanValidation(request);
      StreamedJson.check(request);
      if (mode == Mode.FULL) {
        otherAlternativesStreamed(schemas, binding.request().get(), input);
      }
    }
    send(client, name, request);
    JsonNode sent = wire.lastArguments();
    expectValid(validator, sent, Failure.INPUT_SCHEMA);
    if (request == null) {
      return; // a tool without arguments: the runtime sends an empty object
    }
    Object back;
    try {
      back = RuntimeJson.MAPPER.treeToValue(sent, binding.request().get());
    } catch (RuntimeException e) {
      throw fail(
          Failure.REQUEST_ROUND_TRIP, "sent " + sent + "; reading it back: " + e.getMessage(), e);
    }
    if (!request.equals(back)) {
      throw fail(
          Failure.REQUEST_ROUND_TRIP,
          "built " + request + "\n  sent " + sent + "\n  read back " + back);
    }
  }

  /**
   * The streamed JSON of requests that take the unions' other alternatives ({@link Instances}' variants 1 to 3), where
   * such a request can be built: one that cannot is no failure of the writers, and variant 0 is built or fails above.
   */
  private static void otherAlternativesStreamed(
      Schemas schemas, java.lang.reflect.Type type, JsonNode input) {
    for (int variant = 1; variant <= 3; variant++) {
      Object request;
      try {
        request = new Instances(schemas, Mode.FULL, variant).build(type, input);
      } catch (RuntimeException e) {
        continue;
      }
      StreamedJson.check(request);
    }
  }

  private static void send(McpClient client, String tool, Object request) {
    try {
      client.callTool(tool, request);
    } catch (InvalidArgumentsException e) {
      throw fail(
          Failure.CHECKS_REJECT,
          "the runtime's checks: " + e.getMessage() + "\n  request: " + request,
          e);
    } catch (RuntimeException e) {
      throw fail(Failure.NOT_SENT, e + "\n  request: " + request, e);
    }
  }

  private static void beanValidation(Object request) {
    Set<ConstraintViolation<Object>> violations;
    try {
      violations = BEAN_VALIDATOR.validate(request);
    } catch (RuntimeException e) {
      throw fail(
          Failure.CHECKS_REJECT, "Bean Validation threw " + e + "\n  request: " + request, e);
    }
    if (!violations.isEmpty()) {
      throw fail(
          Failure.CHECKS_REJECT,
          "Bean Validation: "
              + violations.stream()
                  .map(v -> v.getPropertyPath() + " " + v.getMessage())
                  .sorted()
                  .toList()
              + "\n  request: " + request);
    }
  }

  /**
   * Invalid requests, one constraint broken at a time ({@link InvalidRequests}), built from the valid request with all
   * arguments: the generated checks ({@code checkConstraints}) and Hibernate Validator, on the same record, find the
   * same violations (paths and messages), and where validation reaches the broken value, at least one.
   *
   * @return what each invalid request broke (the constraint), one entry each
   */
  static List<String> invalidRequests(JsonNode tool, CompiledSdk.Binding binding) {
    if (binding.request().isEmpty()) {
      return List.of();
    }
    JsonNode input = tool.path("inputSchema");
    Object valid;
    try {
      valid = new Instances(new Schemas(input), Mode.FULL, 0)
          .build(binding.request().get(), input);
    } catch (RuntimeException e) {
      throw fail(Failure.CONSTRUCTION, e.getMessage(), e);
    }
    if (!(valid instanceof SelfValidating)) {
      throw fail(Failure.CHECKS_DISAGREE, valid.getClass().getName() + " has no generated checks");
    }
    List<InvalidRequests.Case> cases = InvalidRequests.of(valid);
    List<String> disagreements = new ArrayList<>();
    for (InvalidRequests.Case invalid : cases) {
      List<String> generated =
          verdict(() -> ArgumentChecks.of((SelfValidating) invalid.request()).stream()
              .map(ArgumentViolation::toString)
              .toList());
      List<String> hibernate = verdict(() -> BEAN_VALIDATOR.validate(invalid.request()).stream()
          .map(v -> v.getPropertyPath() + ": " + v.getMessage())
          .toList());
      if (!generated.equals(hibernate) || (invalid.cascaded() && generated.isEmpty())) {
        disagreements.add(invalid.pointer() + " (" + invalid.broken() + ")\n    generated checks: "
            + generated + "\n    Hibernate Validator: " + hibernate);
      }
    }
    if (!disagreements.isEmpty()) {
      throw fail(
          Failure.CHECKS_DISAGREE,
          disagreements.size() + " of " + cases.size() + " invalid requests:\n  "
              + String.join("\n  ", disagreements.subList(0, Math.min(10, disagreements.size()))));
    }
    return cases.stream()
        .map(c -> c.broken().replaceAll("[(:].*", "") + (c.cascaded() ? "" : ", not cascaded"))
        .toList();
  }

  /** The violations an engine finds, sorted, or what it threw. */
  private static List<String> verdict(Supplier<List<String>> engine) {
    try {
      return engine.get().stream().sorted().toList();
    } catch (RuntimeException e) {
      return List.of("threw " + e);
    }
  }

  static void result(
      McpClient client, WireServer wire, JsonNode tool, CompiledSdk.Binding binding, Mode mode) {
    JsonNode output = tool.path("outputSchema");
    com.networknt.schema.Schema validator = SchemaValidator.schema(output);
    JsonNode sample = new SchemaSamples(new Schemas(output), mode).sample(output);
    List<String> sampleErrors = SchemaValidator.errors(validator, sample);
    if (!sampleErrors.isEmpty()) {
      throw fail(
          Failure.UNSATISFIABLE_SCHEMA,
          "the closest sample " + sample + " is invalid: " + sampleErrors);
    }
    // A value FastMCP wraps in {"result": …} is returned unwrapped, through the service's
    // ResultType.
    boolean wrapped = binding.result().isEmpty()
        && binding.resultType().isPresent()
        && output.path("x-fastmcp-wrap-result").asBoolean(false);
    if (binding.result().isEmpty() && !wrapped) {
      throw fail(Failure.NO_RESULT_TYPE, "the outputSchema is " + output);
    }
    var result = JsonNodeFactory.instance.objectNode();
    result.putArray("content").addObject().put("type", "text").put("text", sample.toString());
    result.set("structuredContent", sample);
    wire.answerNextCallWith(result.toString());
    Object decoded;
    try {
      ToolResult answered =
          client.callTool(tool.path("name").asString(), null, CallOptions.defaults());
      decoded = wrapped
          ? binding.resultType().get().decode(answered)
          : answered.decode(binding.result().get());
    } catch (ResultDecodingException e) {
      throw fail(Failure.RESULT_DECODING, "result " + sample + ": " + e.getMessage(), e);
    }
    JsonNode again = wrapped
        ? JsonNodeFactory.instance
            .objectNode()
            .set("result", RuntimeJson.MAPPER.valueToTree(decoded))
        : RuntimeJson.MAPPER.valueToTree(decoded);
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

  /** A tool that must be called as a task is left out of the SDK with a warning at its taskSupport that says why. */
  static void leftOutAsATask(String tool, dev.imcp.codegen.GenerationResult generation) {
    boolean warned = generation.warnings().stream()
        .anyMatch(warning -> warning.tool().filter(tool::equals).isPresent()
            && warning.pointer().equals("/execution/taskSupport")
            && warning.message().contains("task"));
    if (!warned) {
      throw fail(
          Failure.NO_BINDING,
          "no warning at /execution/taskSupport says why the tool is left out; warnings: "
              + generation.warnings());
    }
  }

  private static void expectValid(
      com.networknt.schema.Schema validator, JsonNode instance, Failure failure) {
    List<String> errors = SchemaValidator.errors(validator, instance);
    if (!errors.isEmpty()) {
      throw fail(failure, String.join("; ", errors) + "\n  JSON " + instance);
    }
  }
}
