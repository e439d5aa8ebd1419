package dev.imcp.runtime.stub;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.context.Completion;
import dev.imcp.runtime.context.PromptResult;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.error.ContextDriftException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.stub.DriftCheck.Evaluation;
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
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What generated prompts and resources classes call through: it compares the live prompts, resource templates and
 * static resources with the ones the SDK was generated from (by fingerprint, and classified as {@code imcp:check}
 * classifies them), and applies the {@link DriftPolicy} as {@link ToolGuard} does for tools: under {@link
 * DriftPolicy#FAIL} the first comparison runs before any call and a missing or broken member is refused with a {@link
 * ContextDriftException} before anything is sent; under {@link DriftPolicy#LOG} it runs after the first call's answer
 * (or when {@link #status} is asked) and drift is logged as a warning; {@link DriftPolicy#IGNORE} never compares. It
 * compares again after {@code notifications/prompts/list_changed}, {@code notifications/resources/list_changed} and a
 * supervised restart.
 */
public final class ContextGuard {
  private static final Logger LOG = LoggerFactory.getLogger(ContextGuard.class);

  private record Key(SurfaceKind kind, String name) {}

  private final McpClient client;
  private final List<ContextDescriptor> expected;
  private final DriftCheck<Key, Snapshot> check;

  private ContextGuard(McpClient client, List<ContextDescriptor> expected, DriftPolicy policy) {
    this.client = Objects.requireNonNull(client, "client");
    this.expected = List.copyOf(expected);
    List<Key> keys = new ArrayList<>();
    for (ContextDescriptor descriptor : this.expected) {
      keys.add(key(descriptor));
    }
    this.check = new ContextDrift(policy, keys);
  }

  /** The drift check of the prompts and resources: lists them and compares them with the generated ones. */
  private final class ContextDrift extends DriftCheck<Key, Snapshot> {
    ContextDrift(DriftPolicy policy, List<Key> keys) {
      super(client, policy, LOG, "prompts and resources", keys);
    }

    @Override
    CompletableFuture<Snapshot> list() {
      return live();
    }

    @Override
    Map<Key, Evaluation> compare(Snapshot live) {
      return evaluate(live);
    }

    @Override
    RuntimeException drift(Key key, Evaluation evaluation) {
      return new ContextDriftException(
          client.serverName(), key.kind(), key.name(), evaluation.status(), evaluation.breaking());
    }

    @Override
    boolean announcesChange(String method) {
      return method.equals("notifications/prompts/list_changed")
          || method.equals("notifications/resources/list_changed");
    }
  }

  /**
   * Starts comparing as the policy says; under {@link DriftPolicy#FAIL} this waits for the first comparison.
   *
   * @param client the connected client to call through
   * @param expected the prompts, templates and resources the SDK was generated for
   * @param policy what to do about drift
   * @return the guard
   */
  public static ContextGuard start(
      McpClient client, List<ContextDescriptor> expected, DriftPolicy policy) {
    ContextGuard guard = new ContextGuard(client, expected, policy);
    guard.check.start();
    return guard;
  }

  /** {@return the client calls go through} */
  public McpClient client() {
    return client;
  }

  /**
   * {@return the standing on the live server of each generated member of one kind, by name (a resource's URI), in the
   * SDK's order} Waits for the first comparison (starting it under LOG); all {@link ToolStatus#UNKNOWN} under IGNORE or
   * when the lists could not be read.
   *
   * @param kind prompts, resource templates or static resources
   */
  public Map<String, ToolStatus> status(SurfaceKind kind) {
    Map<String, ToolStatus> status = new LinkedHashMap<>();
    check.status().forEach((key, standing) -> {
      if (key.kind() == kind) {
        status.put(key.name(), standing);
      }
    });
    return status;
  }

  /**
   * Gets a prompt once the drift policy allows it, without waiting.
   *
   * @param prompt the prompt's name
   * @param arguments its arguments by name
   * @param options this request's settings
   * @return the messages to come; failed at once with a {@link ContextDriftException} when refused
   */
  public CompletableFuture<PromptResult> getPromptAsync(
      String prompt, Map<String, String> arguments, CallOptions options) {
    return guarded(
        SurfaceKind.PROMPT, prompt, () -> client.prompts().getAsync(prompt, arguments, options));
  }

  /**
   * Asks for values of a prompt's argument once the drift policy allows it, without waiting.
   *
   * @param prompt the prompt's name
   * @param argument the argument's name
   * @param value what was typed so far
   * @param context the values already chosen for the others
   * @param options this request's settings
   * @return the suggestions to come; failed at once with a {@link ContextDriftException} when refused
   */
  public CompletableFuture<Completion> completePromptAsync(
      String prompt,
      String argument,
      String value,
      Map<String, String> context,
      CallOptions options) {
    return guarded(
        SurfaceKind.PROMPT,
        prompt,
        () -> client.prompts().completeAsync(prompt, argument, value, context, options));
  }

  /**
   * Reads a resource once the drift policy allows it, without waiting: a static resource the SDK knows by this URI is
   * checked; any other URI is read as asked.
   *
   * @param uri the resource's URI
   * @param options this read's settings
   * @return the contents to come; failed at once with a {@link ContextDriftException} when refused
   */
  public CompletableFuture<ResourceContents> readResourceAsync(String uri, CallOptions options) {
    return guarded(SurfaceKind.RESOURCE, uri, () -> client.resources().readAsync(uri, options));
  }

  /**
   * Reads a URI expanded from a resource template once the drift policy allows the template, without waiting.
   *
   * @param template the template's name
   * @param uri the expanded URI
   * @param options this read's settings
   * @return the contents to come; failed at once with a {@link ContextDriftException} when refused
   */
  public CompletableFuture<ResourceContents> readTemplateAsync(
      String template, String uri, CallOptions options) {
    return guarded(
        SurfaceKind.RESOURCE_TEMPLATE, template, () -> client.resources().readAsync(uri, options));
  }

  /**
   * Asks for values of a template's variable once the drift policy allows the template, without waiting.
   *
   * @param template the template's name
   * @param uriTemplate the template's URI template, as listed
   * @param variable the variable's name
   * @param value what was typed so far
   * @param context the values already chosen for the others
   * @param options this request's settings
   * @return the suggestions to come; failed at once with a {@link ContextDriftException} when refused
   */
  public CompletableFuture<Completion> completeTemplateAsync(
      String template,
      String uriTemplate,
      String variable,
      String value,
      Map<String, String> context,
      CallOptions options) {
    return guarded(
        SurfaceKind.RESOURCE_TEMPLATE,
        template,
        () -> client.resources().completeAsync(uriTemplate, variable, value, context, options));
  }

  /**
   * {@return the suggested values to come} Cancelling the returned future cancels the request.
   *
   * @param completion a completion from this guard
   */
  public static CompletableFuture<List<String>> values(CompletableFuture<Completion> completion) {
    return Futures.map(completion, Completion::values);
  }

  /**
   * Waits for a guarded call, as the client's blocking methods do: interrupting the waiting thread cancels it.
   *
   * @param <T> the result's type
   * @param call a future from this guard
   * @return its result
   * @throws dev.imcp.runtime.error.McpException as the call failed, a {@link ContextDriftException} when refused
   */
  public <T> T await(CompletableFuture<T> call) {
    return Futures.await(call, client.serverName());
  }

  private <T> CompletableFuture<T> guarded(
      SurfaceKind kind, String name, Supplier<CompletableFuture<T>> call) {
    RuntimeException refusal = check.refusal(new Key(kind, name));
    return refusal != null
        ? CompletableFuture.failedFuture(refusal)
        : check.thenCompare(call.get());
  }

  /** The live lists of the kinds the SDK knows, as a snapshot without tools. */
  private CompletableFuture<Snapshot> live() {
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

  private Map<Key, Evaluation> evaluate(Snapshot live) {
    List<Change> breaking = DriftClassifier.compare(generated(), live).changes().stream()
        .filter(change -> change.changeClass() == ChangeClass.BREAKING)
        .toList();
    Map<Key, Evaluation> next = new LinkedHashMap<>();
    for (ContextDescriptor descriptor : expected) {
      next.put(key(descriptor), evaluate(descriptor, live, breaking));
    }
    return next;
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

  private static Key key(ContextDescriptor descriptor) {
    return new Key(descriptor.kind(), descriptor.name());
  }
}
