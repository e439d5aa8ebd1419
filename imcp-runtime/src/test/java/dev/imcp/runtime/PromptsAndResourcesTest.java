package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.context.Completion;
import dev.imcp.runtime.context.PromptMessage;
import dev.imcp.runtime.context.PromptResult;
import dev.imcp.runtime.context.ResourceContent;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.context.ResourceSubscription;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.ResultDecodingException;
import dev.imcp.runtime.internal.session.PromptResults;
import dev.imcp.schema.PromptArgument;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** Typed {@code prompts/get}, {@code resources/read}, completion and subscriptions, on the reference server-everything. */
class PromptsAndResourcesTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  @Test
  void listsEveryPromptTemplateAndResourceTyped() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      List<PromptDefinition> prompts = client.prompts().list();
      List<ResourceTemplateDefinition> templates =
          client.resources().listTemplatesAsync().join();
      List<ResourceDefinition> resources = client.resources().listAsync().join();

      assertThat(prompts)
          .extracting(PromptDefinition::name)
          .containsExactly("args-prompt", "completable-prompt", "resource-prompt", "simple-prompt");
      assertThat(prompts.get(0).arguments())
          .extracting(PromptArgument::name, PromptArgument::required)
          .containsExactly(tuple("city", true), tuple("state", false));
      assertThat(client.prompts().listAsync().join()).isEqualTo(prompts);
      assertThat(templates)
          .extracting(ResourceTemplateDefinition::uriTemplate)
          .containsExactly(
              "demo://resource/dynamic/blob/{resourceId}",
              "demo://resource/dynamic/text/{resourceId}");
      assertThat(client.resources().listTemplates()).isEqualTo(templates);
      assertThat(resources)
          .hasSize(7)
          .allSatisfy(resource -> assertThat(resource.uri()).startsWith("demo://resource/static/"));
      assertThat(client.resources().read(resources.get(0).uri()).text()).isNotEmpty();
      assertThat(client.resources().list()).isEqualTo(resources);
    }
  }

  @Test
  void aServerWithoutPromptsOrResourcesListsNone() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      assertThat(client.initializeResult().hasCapability("prompts")).isFalse();

      assertThat(client.prompts().list()).isEmpty();
      assertThat(client.resources().listTemplates()).isEmpty();
      assertThat(client.resources().listAsync().join()).isEmpty();
      assertThat(client.listTools()).isNotEmpty();
    }
  }

  @Test
  void getsAPromptWithItsRequiredAndOptionalArguments() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      PromptResult required = client.prompts().get("args-prompt", Map.of("city", "Zürich"));
      PromptResult both = client
          .prompts()
          .getAsync(
              "args-prompt",
              Map.of("city", "Austin", "state", "TX"),
              CallOptions.defaults().withTimeout(Duration.ofSeconds(20)))
          .join();

      assertThat(required.messages())
          .containsExactly(new PromptMessage(
              PromptMessage.Role.USER, new Content.Text("What's weather in Zürich?")));
      assertThat(both.text()).isEqualTo("What's weather in Austin, TX?");
    }
  }

  @Test
  void getsAPromptWithAnEmbeddedResource() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      PromptResult prompt = client
          .prompts()
          .get("resource-prompt", Map.of("resourceType", "Text", "resourceId", "3"));

      assertThat(prompt.messages()).hasSize(2);
      Content.EmbeddedResource embedded =
          (Content.EmbeddedResource) prompt.messages().get(1).content();
      assertThat(embedded.uri()).isEqualTo("demo://resource/dynamic/text/3");
      assertThat(embedded.text()).isPresent();
    }
  }

  @Test
  void readsTextAndBlobResources() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      ResourceContents text = client.resources().read("demo://resource/dynamic/text/7");
      ResourceContents blob = client
          .resources()
          .readAsync("demo://resource/dynamic/blob/7", CallOptions.defaults())
          .join();

      assertThat(text.uri()).isEqualTo("demo://resource/dynamic/text/7");
      ResourceContent.Text item = (ResourceContent.Text) text.contents().get(0);
      assertThat(item.mimeType()).contains("text/plain");
      assertThat(item.text()).contains("7");
      assertThat(text.text()).isEqualTo(item.text());
      ResourceContent.Blob bytes = (ResourceContent.Blob) blob.contents().get(0);
      assertThat(bytes.uri()).isEqualTo("demo://resource/dynamic/blob/7");
      assertThat(new String(bytes.bytes(), StandardCharsets.UTF_8)).contains("7");
      assertThat(blob.text()).isEmpty();
    }
  }

  @Test
  void anUnknownPromptIsAProtocolError() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      assertThatThrownBy(() -> client.prompts().get("no-such-prompt", Map.of()))
          .isInstanceOf(ProtocolErrorException.class)
          .hasMessageContaining("prompts/get");
    }
  }

  @Test
  void completesPromptArgumentsWithContextAndTemplateVariables() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      Completion departments = client
          .prompts()
          .completeAsync("completable-prompt", "department", "S", Map.of(), CallOptions.defaults())
          .join();
      Completion names = client
          .prompts()
          .completeAsync(
              "completable-prompt",
              "name",
              "",
              Map.of("department", "Sales"),
              CallOptions.defaults())
          .join();
      Completion ids = client
          .resources()
          .completeAsync(
              "demo://resource/dynamic/text/{resourceId}",
              "resourceId",
              "12",
              Map.of(),
              CallOptions.defaults())
          .join();

      assertThat(departments.values()).containsExactly("Sales", "Support");
      assertThat(names.values()).containsExactly("David", "Eve", "Frank");
      assertThat(ids.values()).containsExactly("12");
    }
  }

  @Test
  void aSubscriptionDeliversUpdatesUntilClosed() {
    try (McpClient client = TestServers.connect(TestServers.everything())) {
      List<String> updates = new CopyOnWriteArrayList<>();
      String uri = "demo://resource/static/document/architecture.md";
      ResourceSubscription subscription = client.resources().subscribe(uri, updates::add);

      client.callTool("toggle-subscriber-updates", null); // sends one update at once
      await().atMost(Duration.ofSeconds(20)).until(() -> !updates.isEmpty());
      subscription.close();
      int delivered = updates.size();
      client.callTool("toggle-subscriber-updates", null); // off
      client.callTool("toggle-subscriber-updates", null); // on: would send one at once
      client.ping();

      assertThat(updates).first().isEqualTo(uri);
      assertThat(subscription.isClosed()).isTrue();
      assertThat(updates).hasSize(delivered);
    }
  }

  @Test
  void malformedResultsNameWhatIsWrongAndWhere() {
    assertThatThrownBy(() -> PromptResults.prompt(
            "s", "p", JSON.readTree("{\"messages\":[{\"role\":\"system\",\"content\":{}}]}")))
        .isInstanceOf(ResultDecodingException.class)
        .hasMessageContaining("role 'system' is neither user nor assistant at /messages/0/role");
    assertThatThrownBy(() -> PromptResults.prompt("s", "p", JSON.readTree("{}")))
        .hasMessageContaining("no 'messages' array at /messages");
    assertThatThrownBy(() -> PromptResults.contents(
            "s", "u://x", JSON.readTree("{\"contents\":[{\"uri\":\"u://x\"}]}")))
        .isInstanceOf(ResultDecodingException.class)
        .hasMessageContaining("neither a 'text' nor a 'blob' string at /contents/0");
    assertThatThrownBy(() -> PromptResults.contents("s", "u://x", JSON.readTree("{}")))
        .hasMessageContaining("no 'contents' array at /contents");
    assertThatThrownBy(
            () -> PromptResults.completion("s", "c", JSON.readTree("{\"completion\":{}}")))
        .hasMessageContaining("no 'values' array at /completion/values");
    assertThatThrownBy(() ->
            PromptResults.completion("s", "c", JSON.readTree("{\"completion\":{\"values\":[1]}}")))
        .hasMessageContaining("not a string at /completion/values/0");
  }

  @Test
  void unknownContentInAPromptIsKeptWhole() {
    PromptResult prompt = PromptResults.prompt(
        "s",
        "p",
        JSON.readTree(
            "{\"description\":\"d\",\"messages\":[{\"role\":\"assistant\",\"content\":{\"type\":\"hologram\",\"x\":1}}]}"));

    assertThat(prompt.description()).contains("d");
    assertThat(prompt.messages().get(0).role()).isEqualTo(PromptMessage.Role.ASSISTANT);
    assertThat(prompt.messages().get(0).content()).isInstanceOf(Content.Unknown.class);
  }

  @Test
  void listChangedListenersHearOnlyTheirKind() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      List<String> heard = new CopyOnWriteArrayList<>();
      client.prompts().onListChanged(() -> heard.add("prompts"));
      client.resources().onListChanged(() -> heard.add("resources"));
      client.callTool("notify-lists", null);
      await().atMost(Duration.ofSeconds(20)).until(() -> heard.size() >= 3);
      assertThat(heard).containsExactly("prompts", "resources", "resources");
    }
  }

  @Test
  void aSubscriptionHearsItsResourceAndThoseUnderItButNotItsSiblings() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      List<String> updates = new CopyOnWriteArrayList<>();
      try (ResourceSubscription subscription =
          client.resources().subscribe("demo://a", updates::add)) {
        client.callTool("updated", Map.of("uris", List.of("demo://ab", "demo://a/1", "demo://a")));
        await().atMost(Duration.ofSeconds(20)).until(() -> updates.size() >= 2);
        assertThat(subscription.uri()).isEqualTo("demo://a");
      }
      client.callTool("updated", Map.of("uris", List.of("demo://a")));
      client.ping();

      assertThat(updates).containsExactly("demo://a/1", "demo://a");
    }
  }

  @Test
  void aRefusedSubscriptionFailsAndHearsNothing() {
    try (McpClient client = TestServers.connect(TestServers.fake())) {
      List<String> updates = new CopyOnWriteArrayList<>();

      assertThatThrownBy(() -> client.resources().subscribe("refuse:x", updates::add))
          .isInstanceOf(ProtocolErrorException.class)
          .hasMessageContaining("resources/subscribe")
          .hasMessageContaining("no such resource");
      client.callTool("updated", Map.of("uris", List.of("refuse:x")));
      client.ping();
      assertThat(updates).isEmpty();
    }
  }
}
