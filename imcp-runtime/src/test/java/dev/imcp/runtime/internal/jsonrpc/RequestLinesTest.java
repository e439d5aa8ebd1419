package dev.imcp.runtime.internal.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.internal.base.Json;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
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
    return Json.mapper().createObjectNode().put("name", "echo").putPOJO("arguments", arguments);
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
}
