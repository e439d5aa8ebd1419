package dev.imcp.runtime;

import dev.imcp.runtime.context.Completion;
import dev.imcp.runtime.context.PromptResult;
import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.session.PromptResults;
import dev.imcp.runtime.internal.session.SurfaceLists;
import dev.imcp.schema.PromptDefinition;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.node.ObjectNode;

/**
 * A server's prompts, by name ({@link McpClient#prompts()}): list them, get one with its arguments, complete an
 * argument, hear when the list changes. An SDK generated with prompts wraps this in a typed method per prompt. Blocking
 * methods throw the {@link McpException} a call fails with; the {@code …Async} ones fail their future with it, and
 * cancelling that future cancels the request on the wire.
 */
public final class Prompts {
  private final McpClient client;
  private final LiveSession live;

  Prompts(McpClient client, LiveSession live) {
    this.client = client;
    this.live = live;
  }

  /**
   * Lists every prompt ({@code prompts/list}), following {@code nextCursor} to the end, and waits.
   *
   * @return the prompts in the server's order; empty from a server that does not announce {@code prompts} or does not
   *     know the method
   * @throws McpException when a page fails or does not arrive in the default timeout, and a {@link
   *     dev.imcp.runtime.error.ProtocolErrorException} naming the method for a malformed page or a repeated cursor
   */
  public List<PromptDefinition> list() {
    return live.await(listAsync());
  }

  /** {@return every prompt to come, as {@link #list()} lists them} */
  public CompletableFuture<List<PromptDefinition>> listAsync() {
    return live.call(session -> SurfaceLists.prompts(session, CallOptions.defaults()));
  }

  /**
   * Gets a prompt ({@code prompts/get}) and waits, within the default timeout.
   *
   * @param name the prompt's name
   * @param arguments the prompt's arguments by name; empty for none
   * @return the prompt's messages
   * @throws McpException as {@link #list()} does, and a {@link dev.imcp.runtime.error.ResultDecodingException} for
   *     messages the types cannot hold
   */
  public PromptResult get(String name, Map<String, String> arguments) {
    return live.await(getAsync(name, arguments, CallOptions.defaults()));
  }

  /**
   * Gets a prompt and waits. Interrupting the waiting thread cancels the request on the wire.
   *
   * @param name the prompt's name
   * @param arguments the prompt's arguments by name; empty for none
   * @param options this request's timeout and correlation id; {@link ToolErrors} does not apply
   * @return the prompt's messages
   * @throws McpException as {@link #get(String, Map)} does
   */
  public PromptResult get(String name, Map<String, String> arguments, CallOptions options) {
    return live.await(getAsync(name, arguments, options));
  }

  /**
   * Gets a prompt, without waiting.
   *
   * @param name the prompt's name
   * @param arguments the prompt's arguments by name; empty for none
   * @param options this request's timeout and correlation id
   * @return the messages to come, failing as {@link #get(String, Map)} throws; cancelling it cancels the request
   */
  public CompletableFuture<PromptResult> getAsync(
      String name, Map<String, String> arguments, CallOptions options) {
    Objects.requireNonNull(name, "name");
    ObjectNode params = Json.object().put("name", name);
    params.set("arguments", Json.mapper().valueToTree(arguments));
    return Futures.map(
        client.requestAsync(McpMethods.PROMPTS_GET, params, options),
        result -> PromptResults.prompt(client.serverName(), name, result));
  }

  /**
   * Asks for values of a prompt's argument that begin with {@code value} ({@code completion/complete}) and waits.
   *
   * @param prompt the prompt's name
   * @param argument the argument's name
   * @param value what the user typed so far
   * @param context the values of the prompt's other arguments already chosen; empty for none
   * @param options the request's timeout
   * @return the suggestions
   * @throws McpException as {@link #get(String, Map)} does
   */
  public Completion complete(
      String prompt,
      String argument,
      String value,
      Map<String, String> context,
      CallOptions options) {
    return live.await(completeAsync(prompt, argument, value, context, options));
  }

  /**
   * Asks for values of a prompt's argument that begin with {@code value}, without waiting.
   *
   * @param prompt the prompt's name
   * @param argument the argument's name
   * @param value what the user typed so far
   * @param context the values of the prompt's other arguments already chosen; empty for none
   * @param options the request's timeout
   * @return the suggestions to come
   */
  public CompletableFuture<Completion> completeAsync(
      String prompt,
      String argument,
      String value,
      Map<String, String> context,
      CallOptions options) {
    ObjectNode ref = Json.object().put("type", "ref/prompt").put("name", prompt);
    return SurfaceCalls.complete(
        client, ref, "prompt " + prompt, argument, value, context, options);
  }

  /**
   * Calls {@code listener} after each {@code notifications/prompts/list_changed}, from now on.
   *
   * @param listener called on the client's event thread; keep it short
   */
  public void onListChanged(Runnable listener) {
    SurfaceCalls.onNotification(client, McpMethods.PROMPTS_CHANGED, listener);
  }
}
