package dev.imcp.runtime.stub;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.error.ContextDriftException;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.schema.Change;
import dev.imcp.schema.ChangeClass;
import dev.imcp.schema.DriftClassifier;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.SurfaceKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

/**
 * {@link ContextGuard}'s drift check: lists the live prompts, resource templates and static resources of the kinds the
 * SDK knows, and compares them with the generated ones by fingerprint, classified as {@code imcp:check} classifies
 * them.
 */
final class ContextDrift extends DriftCheck<ContextDrift.Key, Snapshot> {
  /** One generated member: its kind and its name (a static resource's URI). */
  record Key(SurfaceKind kind, String name) {
    static Key of(ContextDescriptor descriptor) {
      return new Key(descriptor.kind(), descriptor.name());
    }
  }

  private final McpClient client;
  private final List<ContextDescriptor> expected;

  ContextDrift(McpClient client, List<ContextDescriptor> expected, DriftPolicy policy, Log log) {
    super(client, policy, log, "prompts and resources", keys(expected));
    this.client = client;
    this.expected = expected;
  }

  private static List<Key> keys(List<ContextDescriptor> expected) {
    List<Key> keys = new ArrayList<>();
    for (ContextDescriptor descriptor : expected) {
      keys.add(Key.of(descriptor));
    }
    return keys;
  }

  /** The live lists of the kinds the SDK knows, as a snapshot without tools. */
  @Override
  CompletableFuture<Snapshot> list() {
    CompletableFuture<List<PromptDefinition>> prompts =
        expects(SurfaceKind.PROMPT) ? client.prompts().listAsync() : done(List.of());
    CompletableFuture<List<ResourceTemplateDefinition>> templates =
        expects(SurfaceKind.RESOURCE_TEMPLATE)
            ? client.resources().listTemplatesAsync()
            : done(List.of());
    CompletableFuture<List<ResourceDefinition>> resources =
        expects(SurfaceKind.RESOURCE) ? client.resources().listAsync() : done(List.of());
    return CompletableFuture.allOf(prompts, templates, resources)
        .thenApply(all -> new Snapshot(Optional.empty(), Optional.empty(), List.of())
            .withPromptsAndResources(prompts.join(), templates.join(), resources.join()));
  }

  @Override
  Map<Key, Evaluation> compare(Snapshot live) {
    List<Change> breaking = DriftClassifier.compare(generated(), live).changes().stream()
        .filter(change -> change.changeClass() == ChangeClass.BREAKING)
        .toList();
    Map<Key, Evaluation> next = new LinkedHashMap<>();
    for (ContextDescriptor descriptor : expected) {
      next.put(Key.of(descriptor), evaluate(descriptor, live, breaking));
    }
    return next;
  }

  @Override
  RuntimeException drift(Key key, Evaluation evaluation) {
    return new ContextDriftException(
        client.serverName(), key.kind(), key.name(), evaluation.status(), evaluation.breaking());
  }

  @Override
  boolean announcesChange(String method) {
    return method.equals(McpMethods.PROMPTS_CHANGED) || method.equals(McpMethods.RESOURCES_CHANGED);
  }

  private static <T> CompletableFuture<T> done(T value) {
    return CompletableFuture.completedFuture(value);
  }

  private boolean expects(SurfaceKind kind) {
    return expected.stream().anyMatch(descriptor -> descriptor.kind() == kind);
  }

  /** The generated members as a snapshot without tools, read from their JSON. */
  private Snapshot generated() {
    String json = "{\"tools\":[],\"prompts\":" + array(SurfaceKind.PROMPT)
        + ",\"resourceTemplates\":" + array(SurfaceKind.RESOURCE_TEMPLATE)
        + ",\"resources\":" + array(SurfaceKind.RESOURCE) + "}";
    return SnapshotFormat.read(json, "the generated prompts and resources");
  }

  private String array(SurfaceKind kind) {
    return expected.stream()
        .filter(descriptor -> descriptor.kind() == kind)
        .map(ContextDescriptor::definitionJson)
        .collect(Collectors.joining(",", "[", "]"));
  }

  private static Evaluation evaluate(
      ContextDescriptor descriptor, Snapshot live, List<Change> breaking) {
    Optional<String> fingerprint = switch (descriptor.kind()) {
      case PROMPT -> live.prompt(descriptor.name()).map(p -> p.fingerprint().toString());
      case RESOURCE_TEMPLATE ->
        live.resourceTemplate(descriptor.name()).map(t -> t.fingerprint().toString());
      default -> live.resource(descriptor.name()).map(r -> r.fingerprint().toString());
    };
    if (fingerprint.isEmpty()) {
      return Evaluation.of(ToolStatus.MISSING);
    }
    if (fingerprint.get().equals(descriptor.fingerprint().toString())) {
      return Evaluation.of(ToolStatus.AVAILABLE);
    }
    List<Change> mine = breaking.stream()
        .filter(
            change -> change.kind() == descriptor.kind() && change.tool().equals(descriptor.name()))
        .toList();
    return new Evaluation(mine.isEmpty() ? ToolStatus.CHANGED : ToolStatus.BROKEN, mine);
  }
}
