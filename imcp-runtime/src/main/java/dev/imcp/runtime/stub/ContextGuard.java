package dev.imcp.runtime.stub;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.context.Completion;
import dev.imcp.runtime.context.PromptResult;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.error.ContextDriftException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.stub.ContextDrift.Key;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SurfaceKind;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

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
  private static final Log LOG = Log.of(ContextGuard.class);

  private final McpClient client;
  private final DriftCheck<Key, Snapshot> check;

  private ContextGuard(McpClient client, List<ContextDescriptor> expected, DriftPolicy policy) {
    this.client = Objects.requireNonNull(client, "client");
    this.check = new ContextDrift(client, List.copyOf(expected), policy, LOG);
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
}
