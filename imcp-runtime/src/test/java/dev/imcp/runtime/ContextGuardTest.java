package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.error.ContextDriftException;
import dev.imcp.runtime.stub.ContextDescriptor;
import dev.imcp.runtime.stub.ContextGuard;
import dev.imcp.runtime.stub.DriftPolicy;
import dev.imcp.runtime.stub.ToolStatus;
import dev.imcp.schema.PromptArgument;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.SurfaceKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The run-time drift check of prompts, resource templates and static resources, against the live server-everything and
 * what an SDK generated earlier knew of it: its prompts and templates as listed now, except a drifted prompt (it had a
 * required {@code country} then), a drifted template (its variable was {@code {id}}), a prompt that gained an optional
 * argument since, and a resource that is gone.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ContextGuardTest {
  private static final String DRIFTED_TEMPLATE = "Dynamic Text Resource";
  private static final String GONE = "demo://resource/static/document/gone.md";
  private static final String ARCHITECTURE = "demo://resource/static/document/architecture.md";

  private static PromptArgument argument(String name, boolean required) {
    return new PromptArgument(name, Optional.empty(), Optional.empty(), required, Map.of());
  }

  private static List<ContextDescriptor> generatedEarlier(McpClient client) {
    List<ContextDescriptor> expected = new ArrayList<>();
    for (PromptDefinition live : client.listPrompts()) {
      PromptDefinition then = switch (live.name()) {
        case "completable-prompt" -> {
          List<PromptArgument> arguments = new ArrayList<>(live.arguments());
          arguments.add(argument("country", true));
          yield PromptDefinition.of(live.name(), arguments);
        }
        case "args-prompt" -> PromptDefinition.of(live.name(), List.of(argument("city", true)));
        default -> live;
      };
      expected.add(ContextDescriptor.prompt(
          then.name(), then.fingerprint().toString(), SnapshotFormat.writePrompt(then)));
    }
    for (ResourceTemplateDefinition live : client.listResourceTemplates()) {
      ResourceTemplateDefinition then = live.name().equals(DRIFTED_TEMPLATE)
          ? new ResourceTemplateDefinition(
              live.name(),
              "demo://resource/dynamic/text/{id}",
              Optional.empty(),
              Optional.empty(),
              live.mimeType(),
              Map.of())
          : live;
      expected.add(ContextDescriptor.resourceTemplate(
          then.name(), then.fingerprint().toString(), SnapshotFormat.writeResourceTemplate(then)));
    }
    for (ResourceDefinition live : client.listResources()) {
      if (live.uri().equals(ARCHITECTURE)) {
        expected.add(ContextDescriptor.resource(
            live.uri(), live.fingerprint().toString(), SnapshotFormat.writeResource(live)));
      }
    }
    ResourceDefinition gone = ResourceDefinition.of(GONE, "gone.md", "text/markdown");
    expected.add(ContextDescriptor.resource(
        GONE, gone.fingerprint().toString(), SnapshotFormat.writeResource(gone)));
    return expected;
  }

  @Test
  void comparesEachKindWithTheGeneratedOnes() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      ContextGuard guard = ContextGuard.start(client, generatedEarlier(client), DriftPolicy.LOG);

      assertThat(guard.status(SurfaceKind.PROMPT))
          .containsEntry("completable-prompt", ToolStatus.BROKEN)
          .containsEntry("args-prompt", ToolStatus.CHANGED)
          .containsEntry("simple-prompt", ToolStatus.AVAILABLE);
      assertThat(guard.status(SurfaceKind.RESOURCE_TEMPLATE))
          .containsEntry(DRIFTED_TEMPLATE, ToolStatus.BROKEN)
          .containsEntry("Dynamic Blob Resource", ToolStatus.AVAILABLE);
      assertThat(guard.status(SurfaceKind.RESOURCE))
          .containsEntry(ARCHITECTURE, ToolStatus.AVAILABLE)
          .containsEntry(GONE, ToolStatus.MISSING)
          .hasSize(2);
    }
  }

  @Test
  void failPolicyRefusesADriftedPromptWithoutSendingIt() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      ContextGuard guard = ContextGuard.start(client, generatedEarlier(client), DriftPolicy.FAIL);

      assertThatThrownBy(() -> guard.await(guard.getPromptAsync(
              "completable-prompt",
              Map.of("department", "Sales", "name", "Eve", "country", "FR"),
              CallOptions.defaults())))
          .isInstanceOfSatisfying(ContextDriftException.class, e -> {
            assertThat(e.kind()).isEqualTo(SurfaceKind.PROMPT);
            assertThat(e.status()).isEqualTo(ToolStatus.BROKEN);
          })
          .hasMessage(
              "Prompt completable-prompt on server 'mcp-servers/everything' changed in a breaking way since "
                  + "this SDK was generated; regenerate it (imcp:snapshot, then build):\n"
                  + "  - BREAKING prompt completable-prompt /arguments/country: argument removed");
      assertThatThrownBy(() -> guard.await(guard.completePromptAsync(
              "completable-prompt", "department", "S", Map.of(), CallOptions.defaults())))
          .isInstanceOf(ContextDriftException.class);
      assertThat(guard
              .await(guard.getPromptAsync(
                  "args-prompt", Map.of("city", "Paris"), CallOptions.defaults()))
              .messages())
          .as("a compatible change is called")
          .isNotEmpty();
    }
  }

  @Test
  void failPolicyRefusesADriftedTemplateAndAMissingResource() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      ContextGuard guard = ContextGuard.start(client, generatedEarlier(client), DriftPolicy.FAIL);

      assertThat(guard.readTemplateAsync(
              DRIFTED_TEMPLATE, "demo://resource/dynamic/text/7", CallOptions.defaults()))
          .failsWithin(java.time.Duration.ZERO)
          .withThrowableOfType(java.util.concurrent.ExecutionException.class)
          .havingCause()
          .isInstanceOf(ContextDriftException.class)
          .withMessageContaining("BREAKING resource template Dynamic Text Resource /uriTemplate");
      assertThatThrownBy(() -> guard.await(guard.completeTemplateAsync(
              DRIFTED_TEMPLATE,
              "demo://resource/dynamic/text/{id}",
              "id",
              "1",
              Map.of(),
              CallOptions.defaults())))
          .isInstanceOf(ContextDriftException.class);
      assertThatThrownBy(() -> guard.await(guard.readResourceAsync(GONE, CallOptions.defaults())))
          .isInstanceOf(ContextDriftException.class)
          .hasMessage(
              "Resource " + GONE
                  + " is no longer listed by server 'mcp-servers/everything' (removed or renamed there)");
      ResourceContents blob = guard.await(guard.readTemplateAsync(
          "Dynamic Blob Resource", "demo://resource/dynamic/blob/7", CallOptions.defaults()));
      assertThat(blob.contents()).isNotEmpty();
      assertThat(guard
              .await(guard.readResourceAsync(ARCHITECTURE, CallOptions.defaults()))
              .text())
          .isNotEmpty();
    }
  }

  @Test
  void logPolicyWarnsAndLetsTheServerAnswer() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      ContextGuard guard = ContextGuard.start(client, generatedEarlier(client), DriftPolicy.LOG);

      String logged = StandardError.of(() -> {
        ResourceContents text = guard.await(guard.readTemplateAsync(
            DRIFTED_TEMPLATE, "demo://resource/dynamic/text/7", CallOptions.defaults()));
        assertThat(text.text()).contains("7");
        guard.status(SurfaceKind.PROMPT);
      });

      assertThat(logged)
          .contains(
              "Resource template Dynamic Text Resource on server 'mcp-servers/everything' changed")
          .contains("Prompt completable-prompt on server")
          .contains("Resource " + GONE + " is no longer listed");
    }
  }

  @Test
  void ignorePolicyComparesNothing() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      ContextGuard guard = ContextGuard.start(client, generatedEarlier(client), DriftPolicy.IGNORE);

      assertThat(guard.status(SurfaceKind.RESOURCE_TEMPLATE))
          .containsValue(ToolStatus.UNKNOWN)
          .doesNotContainValue(ToolStatus.BROKEN);
      assertThat(guard
              .await(guard.readTemplateAsync(
                  DRIFTED_TEMPLATE, "demo://resource/dynamic/text/7", CallOptions.defaults()))
              .contents())
          .isNotEmpty();
    }
  }

  @Test
  void aServerWithoutPromptsHasEveryGeneratedPromptMissing() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      PromptDefinition prompt = PromptDefinition.of("p", List.of());
      ContextGuard guard = ContextGuard.start(
          client,
          List.of(ContextDescriptor.prompt(
              "p", prompt.fingerprint().toString(), SnapshotFormat.writePrompt(prompt))),
          DriftPolicy.FAIL);

      assertThat(guard.status(SurfaceKind.PROMPT)).containsEntry("p", ToolStatus.MISSING);
      assertThatThrownBy(
              () -> guard.await(guard.getPromptAsync("p", Map.of(), CallOptions.defaults())))
          .isInstanceOf(ContextDriftException.class)
          .hasMessage("Prompt p is no longer listed by server 'fake' (removed or renamed there)");
    }
  }

  @Test
  void aToolIsNotAContextMember() {
    assertThatThrownBy(() -> ContextDescriptor.prompt("p", "not a fingerprint", "{}"))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
