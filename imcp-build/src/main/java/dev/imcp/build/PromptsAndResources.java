package dev.imcp.build;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.error.McpException;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.Snapshot;
import java.util.List;
import java.util.function.Consumer;

/**
 * Adds a live server's prompts, resource templates and static resources to its snapshot, with the client's typed lists
 * ({@link dev.imcp.runtime.Prompts#list()} and the others): every page; a server that does not announce the capability is not
 * asked, and one that answers {@code -32601} (method not found) has none.
 */
final class PromptsAndResources {
  private PromptsAndResources() {}

  /**
   * {@return the snapshot with the server's prompts and resources}
   *
   * @param client a connected client
   * @param tools the snapshot of its tools
   * @param awaiting hears each list before it is asked for, for wait notices
   * @throws McpException when a list fails, such as a {@link dev.imcp.runtime.error.ProtocolErrorException} naming the
   *     method and pointer for an answer that is not what the protocol says
   */
  static Snapshot add(McpClient client, Snapshot tools, Consumer<String> awaiting) {
    awaiting.accept("prompts/list");
    List<PromptDefinition> prompts = client.prompts().list();
    awaiting.accept("resources/templates/list");
    List<ResourceTemplateDefinition> templates = client.resources().listTemplates();
    awaiting.accept("resources/list");
    List<ResourceDefinition> resources = client.resources().list();
    return tools.withPromptsAndResources(prompts, templates, resources);
  }
}
