package dev.imcp.docs;

import dev.imcp.runtime.CachePolicy;
import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.Content;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.context.Completion;
import dev.imcp.runtime.context.PromptMessage;
import dev.imcp.runtime.context.PromptResult;
import dev.imcp.runtime.context.ResourceContent;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.context.ResourceSubscription;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;

/** docs/prompts-and-resources.md's code: the runtime's typed results, reached by name. */
class PromptsAndResourcesSamples {
  void untyped(McpClient client, Logger log) {
    // tag::untyped[]
    List<PromptDefinition> prompts = client.listPrompts();              // every page; empty without prompts
    List<ResourceDefinition> resources = client.listResources();        // static resources
    List<ResourceTemplateDefinition> templates = client.listResourceTemplates();
    log.info("{} prompts, {} resources, {} templates", prompts.size(), resources.size(), templates.size());
    PromptResult prompt = client.getPrompt("args-prompt", Map.of("city", "Paris"));
    for (PromptMessage message : prompt.messages()) {
        if (message.content() instanceof Content.Text text) {          // or Image, Audio, EmbeddedResource
            log.info("{}: {}", message.role(), text.text());
        }
    }
    ResourceContents contents = client.readResource("demo://resource/dynamic/blob/7");
    for (ResourceContent item : contents.contents()) {
        byte[] bytes = item.bytes();                       // a blob decoded, or a text in UTF-8
        log.info("{} {} bytes of {}", item.uri(), bytes.length, item.mimeType().orElse("?"));
    }
    Completion cities = client.completePrompt("args-prompt", "city", "Pa", Map.of(), CallOptions.defaults());
    try (ResourceSubscription subscription =
             client.subscribeResource("demo://resource/static/document/architecture.md",
                 uri -> log.info("{} changed", uri))) {
        client.addResourcesChangedListener(() -> log.info("the list of resources changed"));
        log.info("{} values, subscribed to {}", cities.values().size(), subscription.uri());
    }
    // end::untyped[]
  }

  McpClient cachedReads(ServerCommand command) {
    // tag::cached-reads[]
    McpClient client = McpClient.stdio(command).cache(CachePolicy.builder()
        .resourceTtl(Duration.ofMinutes(5))   // keep every read by URI for five minutes
        .followServerHints(true)              // a 2026-07-28 server's ttlMs wins (0: not kept)
        .build())
        .connect();
    // end::cached-reads[]
    return client;
  }
}
