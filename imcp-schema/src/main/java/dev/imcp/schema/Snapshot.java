package dev.imcp.schema;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One server's surface at one moment: who it was, which protocol version was negotiated, its tools, and its prompts,
 * resource templates and static resources, each ordered (tools, prompts and templates by name, resources by URI) so
 * that two snapshots of the same surface are equal whatever order the server listed them in. A server that offers no
 * prompts or resources has empty lists, as does a snapshot file written before they were recorded.
 *
 * <p>A server that lists a tool name more than once (a server's bug: a call by that name reaches one of them) keeps its
 * first listing in {@link #tools()} and the others in {@link #duplicates()}, so that nothing it said is lost and a
 * generator can say what it left out.
 *
 * <p>Read and write snapshots with {@link SnapshotFormat}.
 *
 * @param server who the server was; empty when the file did not say
 * @param protocolVersion the protocol version negotiated; empty when the file did not say
 * @param tools every tool, ordered by name, each name once: its first listing
 * @param duplicates the later listings of names listed more than once, ordered by name, then as listed
 * @param prompts every prompt, ordered by name (stable: a name listed twice stays as listed)
 * @param resourceTemplates every resource template, ordered by name (stable)
 * @param resources every static resource, ordered by URI (stable)
 */
public record Snapshot(
    Optional<ServerInfo> server,
    Optional<String> protocolVersion,
    List<ToolDefinition> tools,
    List<ToolDefinition> duplicates,
    List<PromptDefinition> prompts,
    List<ResourceTemplateDefinition> resourceTemplates,
    List<ResourceDefinition> resources) {

  /**
   * Sorts the tools by name and moves every listing of a name after its first to the duplicates.
   *
   * @param server who the server was; empty when the file did not say
   * @param protocolVersion the protocol version negotiated; empty when the file did not say
   * @param tools every tool, in the order listed
   * @param duplicates later listings already set apart, kept after those found in {@code tools}
   * @param prompts every prompt, in any order
   * @param resourceTemplates every resource template, in any order
   * @param resources every static resource, in any order
   */
  public Snapshot {
    Objects.requireNonNull(server, "server");
    Objects.requireNonNull(protocolVersion, "protocolVersion");
    List<ToolDefinition> sorted = new ArrayList<>(tools);
    // Stable: of two listings of one name, the one listed first stays first.
    sorted.sort(Comparator.comparing(ToolDefinition::name));
    List<ToolDefinition> unique = new ArrayList<>();
    List<ToolDefinition> later = new ArrayList<>();
    for (ToolDefinition tool : sorted) {
      if (!unique.isEmpty() && unique.get(unique.size() - 1).name().equals(tool.name())) {
        later.add(tool);
      } else {
        unique.add(tool);
      }
    }
    later.addAll(duplicates);
    later.sort(Comparator.comparing(ToolDefinition::name));
    tools = List.copyOf(unique);
    duplicates = List.copyOf(later);
    prompts = sorted(prompts, Comparator.comparing(PromptDefinition::name));
    resourceTemplates =
        sorted(resourceTemplates, Comparator.comparing(ResourceTemplateDefinition::name));
    resources = sorted(resources, Comparator.comparing(ResourceDefinition::uri));
  }

  /**
   * A tools-only snapshot, duplicates already set apart.
   *
   * @param server who the server was; empty when the file did not say
   * @param protocolVersion the protocol version negotiated; empty when the file did not say
   * @param tools every tool, in the order listed
   * @param duplicates later listings already set apart
   */
  public Snapshot(
      Optional<ServerInfo> server,
      Optional<String> protocolVersion,
      List<ToolDefinition> tools,
      List<ToolDefinition> duplicates) {
    this(server, protocolVersion, tools, duplicates, List.of(), List.of(), List.of());
  }

  private static <T> List<T> sorted(List<T> items, Comparator<T> order) {
    List<T> copy = new ArrayList<>(items);
    copy.sort(order);
    return List.copyOf(copy);
  }

  /**
   * A snapshot of the tools as listed, duplicates found among them.
   *
   * @param server who the server was; empty when the file did not say
   * @param protocolVersion the protocol version negotiated; empty when the file did not say
   * @param tools every tool, in the order listed
   */
  public Snapshot(
      Optional<ServerInfo> server, Optional<String> protocolVersion, List<ToolDefinition> tools) {
    this(server, protocolVersion, tools, List.of());
  }

  /**
   * {@return a snapshot of a server that said who it is}
   *
   * @param server the server's {@code serverInfo}
   * @param protocolVersion the protocol version negotiated
   * @param tools every tool, in any order
   */
  public static Snapshot of(ServerInfo server, String protocolVersion, List<ToolDefinition> tools) {
    return new Snapshot(Optional.of(server), Optional.of(protocolVersion), tools);
  }

  /**
   * {@return the tool named {@code name}; empty when there is none}
   *
   * @param name the tool's name
   */
  public Optional<ToolDefinition> tool(String name) {
    return tools.stream().filter(tool -> tool.name().equals(name)).findFirst();
  }

  /**
   * {@return a copy with these prompts, resource templates and static resources, the tools kept}
   *
   * @param prompts every prompt, in any order
   * @param resourceTemplates every resource template, in any order
   * @param resources every static resource, in any order
   */
  public Snapshot withPromptsAndResources(
      List<PromptDefinition> prompts,
      List<ResourceTemplateDefinition> resourceTemplates,
      List<ResourceDefinition> resources) {
    return new Snapshot(
        server, protocolVersion, tools, duplicates, prompts, resourceTemplates, resources);
  }

  /**
   * {@return a copy with these tools (duplicates found among them), prompts and resources kept}
   *
   * @param tools every tool, in the order listed
   */
  public Snapshot withTools(List<ToolDefinition> tools) {
    return new Snapshot(
        server, protocolVersion, tools, List.of(), prompts, resourceTemplates, resources);
  }

  /** {@return whether the snapshot records any prompt, resource template or static resource} */
  public boolean hasPromptsOrResources() {
    return !prompts.isEmpty() || !resourceTemplates.isEmpty() || !resources.isEmpty();
  }

  /**
   * {@return the prompt named {@code name}; empty when there is none}
   *
   * @param name the prompt's name
   */
  public Optional<PromptDefinition> prompt(String name) {
    return prompts.stream().filter(prompt -> prompt.name().equals(name)).findFirst();
  }

  /**
   * {@return the resource template named {@code name}; empty when there is none}
   *
   * @param name the template's name
   */
  public Optional<ResourceTemplateDefinition> resourceTemplate(String name) {
    return resourceTemplates.stream().filter(t -> t.name().equals(name)).findFirst();
  }

  /**
   * {@return the static resource at {@code uri}; empty when there is none}
   *
   * @param uri the resource's URI
   */
  public Optional<ResourceDefinition> resource(String uri) {
    return resources.stream().filter(resource -> resource.uri().equals(uri)).findFirst();
  }

  /**
   * {@return the fingerprint of the whole surface: changes exactly when some tool's, prompt's, template's or
   * resource's fingerprint changes or one comes or goes; for a snapshot of tools alone it is the fingerprint of its
   * tools, as before prompts and resources were recorded}
   */
  public Fingerprint fingerprint() {
    return Fingerprint.of(this);
  }
}
