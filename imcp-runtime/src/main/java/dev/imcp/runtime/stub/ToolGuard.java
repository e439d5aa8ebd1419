package dev.imcp.runtime.stub;

import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ResultType;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.ToolDriftException;
import dev.imcp.runtime.internal.base.CallerRuns;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.stub.DriftCheck.Evaluation;
import dev.imcp.schema.Change;
import dev.imcp.schema.ChangeClass;
import dev.imcp.schema.DriftClassifier;
import dev.imcp.schema.ToolDefinition;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

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
  private static final Log LOG = Log.of(ToolGuard.class);

  private final McpClient client;
  private final ToolDrift check;

  private ToolGuard(McpClient client, List<ToolDescriptor> expected, DriftPolicy policy) {
    this.client = Objects.requireNonNull(client, "client");
    // A loop, not a stream: nothing on the way to the first call spins classes (DriftCheck).
    Map<String, ToolDescriptor> byName = new LinkedHashMap<>();
    for (ToolDescriptor descriptor : expected) {
      byName.putIfAbsent(descriptor.name(), descriptor);
    }
    this.check = new ToolDrift(client, policy, byName);
  }

  /** The tools' drift check: lists the live tools and compares them with the generated ones. */
  private static final class ToolDrift extends DriftCheck<String, List<ToolDefinition>> {
    private final McpClient client;
    private final Map<String, ToolDescriptor> expected;

    ToolDrift(McpClient client, DriftPolicy policy, Map<String, ToolDescriptor> expected) {
      super(client, policy, LOG, "tools", expected.keySet());
      this.client = client;
      this.expected = expected;
    }

    @Override
    CompletableFuture<List<ToolDefinition>> list() {
      return client.listToolsAsync();
    }

    @Override
    Map<String, Evaluation> compare(List<ToolDefinition> live) {
      return evaluate(expected, live);
    }

    @Override
    RuntimeException drift(String tool, Evaluation evaluation) {
      return new ToolDriftException(
          client.serverName(), tool, evaluation.status(), evaluation.breaking());
    }

    @Override
    boolean announcesChange(String method) {
      return method.equals(McpMethods.TOOLS_CHANGED);
    }
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
    ToolGuard guard = new ToolGuard(client, expected, policy);
    guard.check.start();
    return guard;
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
    return check.status();
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
    refuseIfDrifted(tool);
    // Over HTTP the call's exchange runs on this thread, where it would wait anyway.
    CallerRuns runs = CallerRuns.open();
    CompletableFuture<ToolResult> call;
    try {
      call = client.callToolAsync(tool, arguments, options);
    } finally {
      runs.close();
    }
    return await(call);
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
    RuntimeException refusal = check.refusal(tool);
    return refusal != null
        ? CompletableFuture.failedFuture(refusal)
        : check.thenCompare(client.callToolAsync(tool, arguments, options));
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
    return callTool(tool, arguments, options).decode(resultType);
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
    return decoded(tool, arguments, options, result -> result.decode(resultType));
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
    return resultType.decode(callTool(tool, arguments, options));
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
    return decoded(tool, arguments, options, resultType::decode);
  }

  /**
   * The call, unless the drift policy refuses it, with its result decoded by {@code decoder} and compared by the
   * drift check; cancelling it cancels the call.
   */
  private <T> CompletableFuture<T> decoded(
      String tool,
      @Nullable Object arguments,
      CallOptions options,
      Function<ToolResult, T> decoder) {
    RuntimeException refusal = check.refusal(tool);
    return refusal != null
        ? CompletableFuture.failedFuture(refusal)
        : check.thenCompare(Futures.map(client.callToolAsync(tool, arguments, options), decoder));
  }

  /** Throws the drift policy's refusal of a call to {@code tool}, before anything is sent. */
  private void refuseIfDrifted(String tool) {
    RuntimeException refusal = check.refusal(tool);
    if (refusal != null) {
      throw refusal;
    }
  }

  /** A call the drift policy allowed, waited for. */
  private <T> T await(CompletableFuture<T> call) {
    return Futures.await(check.thenCompare(call), client.serverName());
  }

  private static Map<String, Evaluation> evaluate(
      Map<String, ToolDescriptor> expected, List<ToolDefinition> live) {
    Map<String, ToolDefinition> byName = new HashMap<>();
    for (ToolDefinition tool : live) {
      byName.putIfAbsent(tool.name(), tool);
    }
    Map<String, Evaluation> next = new LinkedHashMap<>();
    for (Map.Entry<String, ToolDescriptor> entry : expected.entrySet()) {
      next.put(entry.getKey(), evaluate(entry.getValue(), byName.get(entry.getKey())));
    }
    return next;
  }

  private static Evaluation evaluate(ToolDescriptor descriptor, @Nullable ToolDefinition live) {
    if (live == null) {
      return Evaluation.of(ToolStatus.MISSING);
    }
    if (live.fingerprint().equals(descriptor.fingerprint())) {
      return Evaluation.of(ToolStatus.AVAILABLE);
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
}
