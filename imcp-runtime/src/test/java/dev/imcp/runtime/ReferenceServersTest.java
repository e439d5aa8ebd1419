package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.context.PromptResult;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.runtime.internal.session.ProtocolVersions;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ToolDefinition;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/** The runtime against the npm reference servers, started with node from the committed lockfile. */
class ReferenceServersTest {

  @Test
  void initializesWithTheNewestVersionAndListsTools() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      InitializeResult init = client.initializeResult();

      assertThat(init.protocolVersion()).isEqualTo(ProtocolVersions.newest());
      assertThat(init.serverInfo().name()).isEqualTo("mcp-servers/everything");
      assertThat(init.hasCapability("tools")).isTrue();
      assertThat(client.listTools())
          .extracting(ToolDefinition::name)
          .contains("echo", "get-sum", "get-tiny-image");
      client.ping();
    }
  }

  @Test
  void callsEchoAndGetSum() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      assertThat(client.callTool("echo", Map.of("message", "héllo ✓")).text())
          .isEqualTo("Echo: héllo ✓");
      assertThat(client.callTool("get-sum", Map.of("a", 2, "b", 40)).text()).contains("42");
    }
  }

  @Test
  void decodesStructuredContentAndImages() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      ToolResult structured =
          client.callTool("get-structured-content", Map.of("location", "New York"));
      ToolResult image = client.callTool("get-tiny-image", null);

      assertThat(structured.structuredContent()).isPresent();
      assertThat(structured.json().path("temperature").isNumber()).isTrue();
      Content.Image png = image.content().stream()
          .filter(Content.Image.class::isInstance)
          .map(Content.Image.class::cast)
          .findFirst()
          .orElseThrow();
      assertThat(png.mimeType()).isEqualTo("image/png");
      assertThat(png.bytes()).startsWith(new byte[] {(byte) 0x89, 'P', 'N', 'G'});
    }
  }

  @Test
  void deliversProgressOfALongRunningOperation() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      ToolResult result = Expect.progressComesBeforeTheResult(
          client, CallOptions.defaults().withCorrelationId("job-1"));

      assertThat(result.correlationId()).contains("job-1");
    }
  }

  @Test
  void answersTheServersSamplingRequestThroughTheRegisteredHandler() {
    Expect.theSamplingRequestIsAnswered(McpClient.stdio(TestServers.everything()), "sampled!");
  }

  @Test
  void aToolErrorThrowsByDefaultAndIsReturnedOnRequest() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      assertThatThrownBy(() -> client.callTool("get-sum", Map.of("a", "not a number")))
          .isInstanceOfSatisfying(
              ToolErrorException.class, e -> assertThat(e.tool()).isEqualTo("get-sum"))
          .hasMessageStartingWith(
              "Tool get-sum on server 'mcp-servers/everything' failed: MCP error -32602: "
                  + "Input validation error: Invalid arguments for tool get-sum");
      ToolResult returned = client.callTool(
          "no-such-tool", Map.of(), CallOptions.defaults().withToolErrors(ToolErrors.RETURN));
      assertThat(returned.isError()).isTrue();
      assertThat(returned.text()).contains("no-such-tool");
    }
  }

  @Test
  void talksToTheFilesystemServer(@TempDir Path root) throws Exception {
    Files.writeString(root.resolve("hello.txt"), "hello from disk");
    try (McpClient client = TestServers.connect(TestServers.filesystem(root))) {
      ToolResult result = client.callTool(
          "read_text_file", Map.of("path", root.resolve("hello.txt").toString()));

      assertThat(result.text()).isEqualTo("hello from disk");
      assertThat(client.listTools())
          .extracting(ToolDefinition::name)
          .contains("write_file", "list_directory");
    }
  }

  @Test
  void keepsAKnowledgeGraphInTheMemoryServer(@TempDir Path dir) {
    try (McpClient client = TestServers.connect(TestServers.memory(dir.resolve("memory.jsonl")))) {
      client.callTool(
          "create_entities",
          Map.of(
              "entities",
              List.of(Map.of(
                  "name",
                  "Ada",
                  "entityType",
                  "person",
                  "observations",
                  List.of("wrote the first program")))));
      JsonNode graph = client.callTool("read_graph", null).json();

      assertThat(graph.path("entities").get(0).path("name").asString()).isEqualTo("Ada");
    }
  }

  @Test
  void listsAndReadsResourcesAndPrompts() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      String uri = client.resources().list().get(0).uri();
      ResourceContents contents = client.resources().read(uri);
      PromptResult prompt = client.prompts().get("args-prompt", Map.of("city", "Zürich"));

      assertThat(uri).startsWith("demo://resource/");
      assertThat(contents.contents().get(0).uri()).isEqualTo(uri);
      assertThat(contents.text()).isNotBlank();
      assertThat(client.prompts().list())
          .extracting(PromptDefinition::name)
          .contains("simple-prompt", "args-prompt");
      assertThat(prompt.text()).contains("Zürich");
    }
  }

  @Test
  void closingStopsTheServerProcessWithinTheBound() {
    McpClient client = TestServers.connect(TestServers.everything());
    ProcessHandle server = ProcessHandle.of(client.serverPid().orElseThrow()).orElseThrow();

    long start = System.nanoTime();
    client.close();
    client.close();

    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(6));
    assertThat(server.isAlive()).isFalse();
    assertThat(client.isClosed()).isTrue();
  }
}
