package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An application on Jackson 2 (Spring Boot 3, Quarkus) holds {@code com.fasterxml} trees, which are not Jackson 3's: it
 * hands the runtime its trees or their text, and reads results as text its own mapper parses.
 */
class Jackson2ApplicationTest {
  private static final ObjectMapper JACKSON_2 = new ObjectMapper();

  @Test
  void aJackson2TreeGoesAsArgumentsAsItIsOrAsText() throws Exception {
    ObjectNode arguments = JACKSON_2.createObjectNode().put("location", "Los Angeles");
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      ToolResult direct = client.callTool("get-structured-content", arguments);
      ToolResult text =
          client.callTool("get-structured-content", JACKSON_2.writeValueAsString(arguments));
      JsonNode read = JACKSON_2.readTree(direct.jsonText());

      assertThat(read.get("conditions").isTextual()).isTrue();
      assertThat(read.has("temperature")).isTrue();
      assertThat(JACKSON_2.readTree(text.jsonText()).fieldNames())
          .toIterable()
          .containsExactlyElementsOf(() -> read.fieldNames());
      assertThat(client
              .callTool("echo", JACKSON_2.createObjectNode().put("message", "two"))
              .text())
          .isEqualTo("Echo: two");
    }
  }

  /** A generated request's free-form field ({@code Object}, a map's values) may hold the application's own tree. */
  @Test
  void aJackson2TreeInsideAValueIsWrittenAsTheJsonItHolds() throws Exception {
    JsonNode tree = JACKSON_2.readTree("{\"or\":[1,2.5,null,{\"deep\":\"x\"}],\"empty\":{}}");
    Map<String, Object> arguments = new java.util.LinkedHashMap<>();
    arguments.put("filter", tree);
    arguments.put(
        "values", java.util.List.of(tree.get("or"), JACKSON_2.getNodeFactory().textNode("t")));

    assertThat(dev.imcp.runtime.internal.base.Json.mapper().writeValueAsString(arguments))
        .isEqualTo("{\"filter\":{\"or\":[1,2.5,null,{\"deep\":\"x\"}],\"empty\":{}},"
            + "\"values\":[[1,2.5,null,{\"deep\":\"x\"}],\"t\"]}");
    assertThat(
            dev.imcp.runtime.internal.base.Json.mapper().valueToTree(arguments).toString())
        .isEqualTo(dev.imcp.runtime.internal.base.Json.mapper().writeValueAsString(arguments));
  }

  @Test
  void aJackson2MapperReadsMapsAndTextTheRuntimeGives() throws Exception {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      Map<String, Object> capabilities = client.initializeResult().capabilitiesMap();

      JsonNode tree = JACKSON_2.valueToTree(capabilities);
      assertThat(tree.has("tools")).isTrue();
    }
  }
}
