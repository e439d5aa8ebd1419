package dev.imcp.runtime.internal.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.RuntimeThread;
import dev.imcp.runtime.internal.base.SharedSlots;
import dev.imcp.runtime.stub.JsonOut;
import dev.imcp.runtime.stub.SelfWriting;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Request lines written by one kept generator per thread: each line is exactly its request, whatever came before it
 * on the thread (a request that failed half-way, a large one, one written while another was being written).
 */
class RequestLinesTest {
  private static String line(long id, ObjectNode params) {
    return new String(RequestLines.of(id, "tools/call", params), StandardCharsets.UTF_8);
  }

  private static ObjectNode call(Object arguments) {
    return Json.object().put("name", "echo").putPOJO("arguments", arguments);
  }

  private static String expected(long id, String arguments) {
    return "{\"jsonrpc\":\"2.0\",\"id\":" + id
        + ",\"method\":\"tools/call\",\"params\":{\"name\":\"echo\",\"arguments\":" + arguments
        + "}}";
  }

  @Test
  void eachLineIsItsRequestAlone() {
    for (long id = 1; id <= 3; id++) {
      assertThat(line(id, call(Map.of("message", "m" + id))))
          .isEqualTo(expected(id, "{\"message\":\"m" + id + "\"}"));
    }
  }

  /** As generated records and ToolGuard's checks can: a value that fails while it is being written. */
  record Failing(String message) {
    public String getBroken() {
      throw new IllegalStateException("cannot be written");
    }
  }

  @Test
  void aRequestThatFailsHalfWayLeavesNothingBehind() {
    assertThatThrownBy(() -> line(1, call(new Failing("x"))))
        .hasRootCauseMessage("cannot be written");
    assertThat(line(2, call(Map.of("message", "after"))))
        .isEqualTo(expected(2, "{\"message\":\"after\"}"));
  }

  /** Arguments only the mapper writes go through the mapper's kept generator, the rest through the core's: in turn. */
  @Test
  void linesOfBothWritersFollowOneAnother() {
    Pojo pojo = new Pojo("p", OffsetDateTime.parse("2026-11-26T13:00:00Z"), Optional.empty());
    String written = "{\"name\":\"p\",\"at\":\"2026-11-26T13:00:00Z\",\"link\":null}";
    for (long id = 1; id <= 4; id += 2) {
      assertThat(line(id, call(pojo))).isEqualTo(expected(id, written));
      assertThat(line(id + 1, call(Map.of("message", "m"))))
          .isEqualTo(expected(id + 1, "{\"message\":\"m\"}"));
    }
  }

  /** The mapper writes the record, the streaming writer the map and list around it: the path names both. */
  @Test
  void aFailureInsideAMapIsLocatedFromTheArguments() {
    assertThatThrownBy(() -> line(1, call(Map.of("outer", List.of("x", new Failing("y"))))))
        .isInstanceOfSatisfying(
            JacksonException.class,
            e -> assertThat(e.getPath())
                .extracting(step -> step.getPropertyName() != null
                    ? step.getPropertyName()
                    : "[" + step.getIndex() + "]")
                .containsExactly("outer", "[1]", "broken"));
  }

  @Test
  void aLargeRequestIsWrittenWholeAndTheNextIsAsSmallAsItself() {
    String large = "x".repeat(200_000);
    assertThat(line(1, call(Map.of("message", large))))
        .isEqualTo(expected(1, "{\"message\":\"" + large + "\"}"));
    assertThat(line(2, call(Map.of()))).isEqualTo(expected(2, "{}"));
  }

  /** A request object whose serialization writes a request on the same thread (a getter calling a tool). */
  record Reentrant(String message) {
    public String getInner() {
      return line(9, call(Map.of("message", "inner")));
    }
  }

  @Test
  void aLineWrittenWhileAnotherIsBeingWrittenGetsAWriterOfItsOwn() {
    String outer = line(1, call(new Reentrant("outer")));
    assertThat(outer)
        .startsWith("{\"jsonrpc\":\"2.0\",\"id\":1,")
        .contains(
            "\"inner\":\"" + expected(9, "{\"message\":\"inner\"}").replace("\"", "\\\"") + "\"")
        .contains("\"message\":\"outer\"");
    assertThat(line(2, call(Map.of()))).isEqualTo(expected(2, "{}"));
  }

  @Test
  void aCallersThreadKeepsNoWriterOfItsOwnButSharesThem() throws Exception {
    drain(RequestLines.SHARED);

    Thread caller = new Thread(() -> line(1, call(Map.of("message", "hi"))));
    caller.start();
    caller.join(10_000);

    assertThat(drain(RequestLines.SHARED)).hasSize(1);
  }

  @Test
  void aRuntimeThreadKeepsItsOwnWriter() throws Exception {
    drain(RequestLines.SHARED);
    CompletableFuture<List<String>> lines = new CompletableFuture<>();

    RuntimeThread.of(
            "request-lines-test",
            () -> lines.complete(List.of(
                line(1, call(Map.of("message", "one"))), line(2, call(new Reentrant("two"))))))
        .start();

    assertThat(lines.get(10, TimeUnit.SECONDS).get(0))
        .isEqualTo(expected(1, "{\"message\":\"one\"}"));
    assertThat(lines.get(10, TimeUnit.SECONDS).get(1)).contains("\"message\":\"two\"");
    assertThat(drain(RequestLines.SHARED)).isEmpty();
  }

  /** Takes every writer the slots hold (the test's own thread may have left some). */
  private static List<RequestLines> drain(SharedSlots<RequestLines> slots) {
    List<RequestLines> taken = new ArrayList<>();
    for (RequestLines lines = slots.take(); lines != null; lines = slots.take()) {
      taken.add(lines);
    }
    return taken;
  }

  /** A generated request record as the generator writes it: its own members, nulls left out. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  record Written(
      String text, @org.jspecify.annotations.Nullable Long count, List<String> tags)
      implements SelfWriting {
    @Override
    public void writeMembers(JsonOut out) {
      out.member("text", text);
      out.member("count", count);
      out.member("tags", tags);
    }
  }

  /** A caller's own class: only the mapper writes it. */
  public record Pojo(String name, OffsetDateTime at, Optional<URI> link) {}

  static Stream<Object> arguments() {
    Map<String, Object> nested = new LinkedHashMap<>();
    nested.put("text", "quote \" slash \\ newline \n tab \t nul \u0000 é ✓ 😀");
    nested.put("int", 7);
    nested.put("long", Long.MAX_VALUE);
    nested.put("double", 0.1);
    nested.put("float", 0.1f);
    nested.put("decimal", new BigDecimal("1.50"));
    nested.put("big", new BigInteger("123456789012345678901234567890"));
    nested.put("bool", true);
    nested.put("none", null);
    nested.put("list", List.of(1, "two", List.of()));
    nested.put("array", new int[] {1, 2});
    nested.put("objects", new Object[] {"a", Map.of()});
    nested.put("record", new Written("w", null, List.of("t")));
    nested.put("tree", Json.object().put("n", 1.5).putPOJO("p", Map.of("k", "v")));
    nested.put("date", OffsetDateTime.parse("2026-11-26T13:00:00+02:00"));
    return Stream.of(
        Map.of(),
        nested,
        Arrays.asList(1, null, "x"),
        new Written("text", 3L, List.of("a", "b")),
        Json.object().put("message", "tree").set("array", Json.array().add(1).add(2.5)),
        new Pojo("pojo", OffsetDateTime.parse("2026-11-26T13:00:00Z"), Optional.empty()));
  }

  /**
   * A call's line is byte for byte what the runtime's mapper wrote for the same request before the streaming writer:
   * maps, lists, arrays, plain values, generated records, trees (with a caller's value inside) and the caller's own
   * classes.
   */
  @ParameterizedTest
  @MethodSource("arguments")
  void aCallsLineIsTheMappersJson(Object arguments) throws Exception {
    ObjectNode params = call(arguments);
    params.withObjectProperty("_meta").put("progressToken", 4);
    Map<String, Object> envelope = new LinkedHashMap<>();
    envelope.put("jsonrpc", "2.0");
    envelope.put("id", 4L);
    envelope.put("method", "tools/call");
    envelope.put("params", params);

    assertThat(line(4, params)).isEqualTo(Json.mapper().writeValueAsString(envelope));
  }

  /**
   * A {@code tools/call} written from its name and arguments, with no tree, is byte for byte the line of its params as
   * a tree (which the runtime wrote for every call before), whatever the arguments: as the caller's object or inside a
   * tree (a {@code POJONode}), and the absent arguments' empty object.
   */
  @ParameterizedTest
  @MethodSource("arguments")
  void aToolCallsLineIsItsTreesLine(Object arguments) {
    for (Object given :
        List.of(arguments, JsonNodeFactory.instance.pojoNode(arguments), Json.object())) {
      ToolCallParams params = new ToolCallParams("echo", given);
      String direct = new String(RequestLines.of(5, params), StandardCharsets.UTF_8);
      assertThat(direct).isEqualTo(line(5, params.tree()));
    }
  }

  /** A tool call that fails half-way fails as its tree does, located from its arguments, and leaves nothing behind. */
  @Test
  void aToolCallThatFailsHalfWayFailsAsItsTree() {
    ToolCallParams params = new ToolCallParams("echo", Map.of("outer", List.of(new Failing("y"))));
    assertThatThrownBy(() -> RequestLines.of(1, params))
        .isInstanceOfSatisfying(
            JacksonException.class,
            e -> assertThat(e.getPath().toString())
                .isEqualTo(catchPath(() -> line(1, params.tree()))));
    assertThat(line(2, call(Map.of("message", "after"))))
        .isEqualTo(expected(2, "{\"message\":\"after\"}"));
  }

  private static String catchPath(Runnable failing) {
    try {
      failing.run();
    } catch (JacksonException e) {
      return e.getPath().toString();
    }
    throw new AssertionError("did not fail");
  }
}
