package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.schema.PromptArgument;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.Snapshot;
import dev.imcp.testing.TestServers;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Recording prompts, resource templates and static resources from live servers: the reference server-everything, and
 * fakes/prompts-server.mjs for what no real server does on demand (two pages, -32601 despite the capability, a
 * malformed page, a cursor that repeats).
 */
class PromptsAndResourcesTest {
  private static ServerTarget server(List<String> command) {
    return new ServerTarget.Command(ServerCommand.of(command), Duration.ofSeconds(30));
  }

  private static ServerTarget fake(String mode) {
    try {
      Path script = Path.of(
          PromptsAndResourcesTest.class.getResource("/fakes/prompts-server.mjs").toURI());
      return server(List.of("node", script.toString(), mode));
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void recordsTheReferenceServersPromptsTemplatesAndResources() {
    String everything = TestServers.npmServer("server-everything").toString();

    Snapshot snapshot = LiveServer.snapshot(server(List.of("node", everything, "stdio")));

    assertThat(snapshot.tool("echo")).isPresent();
    assertThat(snapshot.prompts())
        .extracting(PromptDefinition::name)
        .containsExactly("args-prompt", "completable-prompt", "resource-prompt", "simple-prompt");
    assertThat(snapshot.prompt("args-prompt").orElseThrow().arguments())
        .extracting(PromptArgument::name, PromptArgument::required)
        .containsExactly(tuple("city", true), tuple("state", false));
    assertThat(snapshot.resourceTemplates())
        .extracting(ResourceTemplateDefinition::uriTemplate)
        .containsExactly(
            "demo://resource/dynamic/blob/{resourceId}",
            "demo://resource/dynamic/text/{resourceId}");
    assertThat(snapshot.resources())
        .hasSize(7)
        .allSatisfy(resource -> assertThat(resource.uri()).startsWith("demo://resource/static/"));
  }

  @Test
  void readsEveryPageAndTakesMethodNotFoundAsNone() {
    Snapshot snapshot = LiveServer.snapshot(fake("paged"));

    assertThat(snapshot.prompts())
        .extracting(PromptDefinition::name)
        .containsExactly("a-prompt", "b-prompt");
    assertThat(snapshot.prompt("b-prompt").orElseThrow().arguments())
        .containsExactly(PromptArgument.of("who", true));
    assertThat(snapshot.resourceTemplates()).isEmpty();
    assertThat(snapshot.resources())
        .containsExactly(ResourceDefinition.of("file:///notes.md", "notes.md", "text/markdown"));
  }

  @Test
  void doesNotAskAServerWithoutTheCapabilities() {
    // The fake answers these lists with an internal error: asking would fail the snapshot.
    Snapshot snapshot = LiveServer.snapshot(fake("no-capabilities"));

    assertThat(snapshot.tools()).hasSize(1);
    assertThat(snapshot.hasPromptsOrResources()).isFalse();
  }

  @Test
  void aListWithoutItsArrayNamesTheMethodAndPointer() {
    assertThatThrownBy(() -> LiveServer.snapshot(fake("malformed")))
        .isInstanceOf(ProtocolErrorException.class)
        .hasMessageContaining("prompts/list")
        .hasMessageContaining("/prompts: expected an array, got ");
  }

  @Test
  void aCursorThatCameBeforeIsAnErrorNamingTheMethod() {
    assertThatThrownBy(() -> LiveServer.snapshot(fake("looping")))
        .isInstanceOf(ProtocolErrorException.class)
        .hasMessageContaining("prompts/list")
        .hasMessageContaining("/nextCursor: 'again' came before");
  }
}
