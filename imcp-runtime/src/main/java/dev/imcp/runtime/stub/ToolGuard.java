// One room: the drift check's state (the comparison, when it runs, its result) and the guarded
// calls in every style (raw and typed, blocking and async) that read it; they share one check, and
// Javadoc is most of the length.
package dev.imcp.runtime.stub;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.LifecycleEvent;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ResultType;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.ToolDriftException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.schema.Change;
import dev.imcp.schema.ChangeClass;
import dev.imcp.schema.DriftClassifier;
import dev.imcp.schema.ToolDefinition;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What generated services call through: it compares the live tools with the ones the SDK was generated from, and
 * applies the {@link DriftPolicy} to every call. The first comparison runs before any call under {@link
 * DriftPolicy#FAIL}, but only after the first call's answer under {@link DriftPolicy#LOG} (or when {@link #status()}
 * is asked); it runs again after {@code notifications/tools/list_changed} and after a supervised restart. {@link
 * DriftPolicy#IGNORE} never compares.
 *
 * <pre>{@code ToolGuard guard = ToolGuard.start(client, ImcpClientTools.ALL, DriftPolicy.FAIL);}</pre>
 */
public final class ToolGuard {
  private static final Logger LOG = LoggerFactory.getLogger(ToolGuard.class);

  private final McpClient client;
  private final Map<String, ToolDescriptor> expected;
  private final DriftPolicy policy;
  private volatile Map<String, Evaluation> evaluations;
  /** The first comparison; under LOG it starts after the first call's answer (see {@link #start}). */
  private final CompletableFuture<Void> initial = new CompletableFuture<>();

  private final AtomicBoolean initialStarted = new AtomicBoolean();

  private record Evaluation(ToolStatus status, List<Change> breaking) {}

  private ToolGuard(McpClient client, List<ToolDescriptor> expected, DriftPolicy policy) {
    this.client = client;
    this.expected = expected.stream()
        .collect(Collectors.toMap(
            ToolDescriptor::name, Function.identity(), (a, b) -> a, LinkedHashMap::new));
    this.policy = policy;
    this.evaluations = unknown();
  }

  /**
   * Compares the tools once, and again after every {@code list_changed} (from the first comparison on) and restart.
   * Under {@link DriftPolicy#FAIL} the first comparison runs at once and this waits for it, since calls may be
   * refused. Under {@link DriftPolicy#LOG} it runs as soon as the first call has been answered (or {@link #status()}
   * is asked): a call is never refused under LOG, and the server would otherwise answer {@code tools/list} before the
   * first call. {@link DriftPolicy#IGNORE} never compares.
   *
   * @param client the connected client to call through
   * @param expected the tools the SDK was generated for
   * @param policy what to do about drift
   * @return the guard, after the first comparison under FAIL
   */
  public static ToolGuard start(
      McpClient client, List<ToolDescriptor> expected, DriftPolicy policy) {
    ToolGuard guard = new ToolGuard(
        Objects.requireNonNull(client, "client"),
        expected,
        Objects.requireNonNull(policy, "policy"));
    if (policy != DriftPolicy.IGNORE) {
      client.addNotificationListener((method, params) -> {
        // Before the first comparison has started, it lists the tools itself: a change announced
        // earlier (server-everything announces one right after initialize) needs no list of its
        // own, whose comparison would hold up the client's reader while the first call waits.
        if (method.equals("notifications/tools/list_changed") && guard.initialStarted.get()) {
          client.listToolsAsync().whenComplete(guard::relisted);
        }
      });
      client.addLifecycleListener(event -> {
        if (event.kind() == LifecycleEvent.Kind.RESTARTED) {
          client
              .listToolsAsync()
              .whenComplete(guard::relisted); // a restarted server may offer other tools
        }
      });
      if (policy == DriftPolicy.FAIL) {
        guard.compareOnce();
        guard.initial.join();
      }
    } else {
      guard.initial.complete(null);
    }
    return guard;
  }

  /** Starts the first comparison, once. */
  private void compareOnce() {
    if (!initialStarted.compareAndSet(false, true)) {
      return;
    }
    client.listToolsAsync().whenComplete((tools, failure) -> {
      try {
        if (tools != null) {
          evaluate(tools);
        } else if (client.isClosed()) {
          // Closed by its owner before the comparison could list: nothing drifted, nothing to warn
          // of.
          LOG.debug("No comparison of the tools of {}: the client is closed", client.serverName());
        } else {
          LOG.warn(
              "Cannot compare the tools of {} with the generated SDK: {}",
              client.serverName(),
              Futures.unwrap(failure).getMessage());
        }
      } catch (RuntimeException e) {
        LOG.warn(
            "Cannot compare the tools of {} with the generated SDK: {}",
            client.serverName(),
            e.toString());
      } finally {
        initial.complete(null); // status() must never wait forever
      }
    });
  }

  /**
   * {@code call}, with the first comparison started once its answer is in (under LOG, until it has started), on the
   * thread that completes it: a blocking caller returns without sending {@code tools/list} itself.
   */
  private <T> CompletableFuture<T> thenCompare(CompletableFuture<T> call) {
    if (comparisonAwaitsACall()) {
      call.whenComplete((result, failure) -> compareOnce());
    }
    return call;
  }

  private boolean comparisonAwaitsACall() {
    return policy == DriftPolicy.LOG && !initialStarted.get();
  }

  /** {@return the client calls go through} */
  public McpClient client() {
    return client;
  }

  /**
   * {@return each generated tool's standing on the live server, by tool name, in the SDK's order} Waits for the first
   * comparison (starting it under LOG); every tool is {@link ToolStatus#UNKNOWN} under IGNORE or when the list could
   * not be read.
   */
  public Map<String, ToolStatus> status() {
    if (policy != DriftPolicy.IGNORE) {
      compareOnce();
    }
    initial.join();
    Map<String, ToolStatus> status = new LinkedHashMap<>();
    evaluations.forEach((tool, evaluation) -> status.put(tool, evaluation.status()));
    return status;
  }

  /**
   * Calls a tool through the client once the drift policy allows it.
   *
   * @param tool the tool's name
   * @param arguments the request object, or null for none
   * @param options this call's settings
   * @return the tool's result
   * @throws dev.imcp.runtime.error.ToolDriftException under {@link DriftPolicy#FAIL}, for a tool that is missing or
   *     broken on the live server; nothing is sent
   * @throws dev.imcp.runtime.error.McpException as {@link McpClient#callTool(String, Object, CallOptions)} does
   */
  public ToolResult callTool(String tool, @Nullable Object arguments, CallOptions options) {
    return guarded(tool, () -> client.callToolAsync(tool, arguments, options));
  }

  /**
   * Calls a tool through the client once the drift policy allows it, without waiting.
   *
   * @param tool the tool's name
   * @param arguments the request object, or null for none
   * @param options this call's settings
   * @return the result to come; under {@link DriftPolicy#FAIL} failed at once with a {@link
   *     dev.imcp.runtime.error.ToolDriftException} for a tool missing or broken on the live server
   */
  public CompletableFuture<ToolResult> callToolAsync(
      String tool, @Nullable Object arguments, CallOptions options) {
    return guardedAsync(tool, () -> client.callToolAsync(tool, arguments, options));
  }

  /**
   * Calls a tool that declares an {@code outputSchema} once the drift policy allows it, and decodes its result.
   *
   * @param <T> the decoded type
   * @param tool the tool's name
   * @param arguments the request object, or null for none
   * @param options this call's settings
   * @param resultType the class to decode the result into
   * @return the decoded result
   * @throws dev.imcp.runtime.error.ToolDriftException under {@link DriftPolicy#FAIL}, for a tool that is missing or
   *     broken on the live server; nothing is sent
   * @throws dev.imcp.runtime.error.McpException as {@link McpClient#callTool(String, Object, CallOptions)} does
   */
  public <T> T callTool(
      String tool, @Nullable Object arguments, CallOptions options, Class<T> resultType) {
    return guarded(tool, () -> decoded(tool, arguments, options, resultType));
  }

  /**
   * Calls a tool that declares an {@code outputSchema} once the drift policy allows it, without waiting.
   *
   * @param <T> the decoded type
   * @param tool the tool's name
   * @param arguments the request object, or null for none
   * @param options this call's settings
   * @param resultType the class to decode the result into
   * @return the result to come; under {@link DriftPolicy#FAIL} failed at once with a {@link
   *     dev.imcp.runtime.error.ToolDriftException} for a tool missing or broken on the live server
   */
  public <T> CompletableFuture<T> callToolAsync(
      String tool, @Nullable Object arguments, CallOptions options, Class<T> resultType) {
    return guardedAsync(tool, () -> decoded(tool, arguments, options, resultType));
  }

  /**
   * Calls a tool whose result type is known without an {@code outputSchema} once the drift policy allows it.
   *
   * @param <T> the decoded type
   * @param tool the tool's name
   * @param arguments the request object, or null for none
   * @param options this call's settings
   * @param resultType how to decode the result
   * @return the decoded result
   * @throws dev.imcp.runtime.error.ToolDriftException under {@link DriftPolicy#FAIL}, for a tool that is missing or
   *     broken on the live server; nothing is sent
   * @throws dev.imcp.runtime.error.McpException as {@link McpClient#callTool(String, Object, CallOptions)} does
   */
  public <T> T callTool(
      String tool, @Nullable Object arguments, CallOptions options, ResultType<T> resultType) {
    return guarded(tool, () -> decoded(tool, arguments, options, resultType));
  }

  /**
   * Calls a tool whose result type is known without an {@code outputSchema} once the drift policy allows it, without
   * waiting.
   *
   * @param <T> the decoded type
   * @param tool the tool's name
   * @param arguments the request object, or null for none
   * @param options this call's settings
   * @param resultType how to decode the result
   * @return the result to come; under {@link DriftPolicy#FAIL} failed at once with a {@link
   *     dev.imcp.runtime.error.ToolDriftException} for a tool missing or broken on the live server
   */
  public <T> CompletableFuture<T> callToolAsync(
      String tool, @Nullable Object arguments, CallOptions options, ResultType<T> resultType) {
    return guardedAsync(tool, () -> decoded(tool, arguments, options, resultType));
  }

  /** The call with its result decoded into {@code type}; cancelling it cancels the call. */
  private <T> CompletableFuture<T> decoded(
      String tool, @Nullable Object arguments, CallOptions options, Class<T> type) {
    return Futures.map(
        client.callToolAsync(tool, arguments, options), result -> result.decode(type));
  }

  /** The call with its result decoded as {@code type} says; cancelling it cancels the call. */
  private <T> CompletableFuture<T> decoded(
      String tool, @Nullable Object arguments, CallOptions options, ResultType<T> type) {
    return Futures.map(client.callToolAsync(tool, arguments, options), type::decode);
  }

  /** A call once the drift policy allows it, waited for; a refusal is thrown before anything is sent. */
  private <T> T guarded(String tool, Supplier<CompletableFuture<T>> call) {
    check(tool);
    return Futures.await(thenCompare(call.get()), client.serverName());
  }

  /** A call once the drift policy allows it; a refusal fails the future before anything is sent. */
  private <T> CompletableFuture<T> guardedAsync(String tool, Supplier<CompletableFuture<T>> call) {
    return refusal(tool)
        .<CompletableFuture<T>>map(CompletableFuture::failedFuture)
        .orElseGet(() -> thenCompare(call.get()));
  }

  private void check(String tool) {
    Optional<ToolDriftException> refusal = refusal(tool);
    if (refusal.isPresent()) {
      throw refusal.get();
    }
  }

  private Optional<ToolDriftException> refusal(String tool) {
    Evaluation evaluation = evaluations.get(tool);
    if (evaluation == null || policy == DriftPolicy.IGNORE) {
      return Optional.empty();
    }
    // Under LOG the server decides about a tool it no longer lists: its own error says why (iMCP:
    // service switched off).
    boolean refused = policy == DriftPolicy.FAIL
        && (evaluation.status() == ToolStatus.MISSING || evaluation.status() == ToolStatus.BROKEN);
    return refused
        ? Optional.of(new ToolDriftException(
            client.serverName(), tool, evaluation.status(), evaluation.breaking()))
        : Optional.empty();
  }

  private void relisted(@Nullable List<ToolDefinition> tools, @Nullable Throwable failure) {
    if (tools != null) {
      evaluate(tools);
    } else if (client.isClosed()) {
      LOG.debug("No re-listing of the tools of {}: the client is closed", client.serverName());
    } else {
      LOG.warn(
          "Cannot re-list the tools of {} after list_changed: {}",
          client.serverName(),
          String.valueOf(failure));
    }
  }

  private void evaluate(List<ToolDefinition> live) {
    Map<String, ToolDefinition> byName = live.stream()
        .collect(Collectors.toMap(ToolDefinition::name, Function.identity(), (a, b) -> a));
    Map<String, Evaluation> next = new LinkedHashMap<>();
    expected.forEach((name, descriptor) -> next.put(name, evaluate(descriptor, byName.get(name))));
    evaluations = next;
    next.forEach((tool, evaluation) -> {
      if (evaluation.status() == ToolStatus.MISSING || evaluation.status() == ToolStatus.BROKEN) {
        LOG.warn(
            "{}",
            new ToolDriftException(
                    client.serverName(), tool, evaluation.status(), evaluation.breaking())
                .getMessage());
      }
    });
  }

  private static Evaluation evaluate(ToolDescriptor descriptor, @Nullable ToolDefinition live) {
    if (live == null) {
      return new Evaluation(ToolStatus.MISSING, List.of());
    }
    if (live.fingerprint().equals(descriptor.fingerprint())) {
      return new Evaluation(ToolStatus.AVAILABLE, List.of());
    }
    if (descriptor.definition().isEmpty()) {
      return new Evaluation(
          ToolStatus.BROKEN,
          List.of(new Change(
              descriptor.name(), "", ChangeClass.BREAKING, "contract fingerprint changed")));
    }
    List<Change> breaking = DriftClassifier.compare(descriptor.definition().get(), live).stream()
        .filter(change -> change.changeClass() == ChangeClass.BREAKING)
        .toList();
    return new Evaluation(breaking.isEmpty() ? ToolStatus.CHANGED : ToolStatus.BROKEN, breaking);
  }

  private Map<String, Evaluation> unknown() {
    Map<String, Evaluation> unknown = new LinkedHashMap<>();
    expected
        .keySet()
        .forEach(tool -> unknown.put(tool, new Evaluation(ToolStatus.UNKNOWN, List.of())));
    return unknown;
  }
}
