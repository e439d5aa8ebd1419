// One room: the user's entry point, every operation in both styles (blocking and …Async), each a
// few lines handing over to the supervisor; its length is the API's breadth and its Javadoc, not
// logic.
package dev.imcp.runtime;

import dev.imcp.runtime.context.Completion;
import dev.imcp.runtime.context.PromptResult;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.context.ResourceSubscription;
import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.error.InvalidArgumentsException;
import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.ToolErrorException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.StackCheck;
import dev.imcp.runtime.internal.session.ClientSettings;
import dev.imcp.runtime.internal.session.Launches;
import dev.imcp.runtime.internal.session.PromptResults;
import dev.imcp.runtime.internal.session.SurfaceLists;
import dev.imcp.runtime.internal.session.ToolLists;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import dev.imcp.runtime.internal.supervision.Supervisor;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.ToolDefinition;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A connection to one MCP server, over stdio or Streamable HTTP, initialized and ready. Every operation comes in two styles: {@code
 * …Async} returns a {@link CompletableFuture} (cancel it to cancel the request on the wire), the plain one blocks and
 * throws the {@link McpException} itself. Thread-safe; many calls may be in flight at once.
 *
 * <pre>{@code
 * try (McpClient client = McpClient.stdio(ServerCommand.of("node", "server.js")).clientName("my-app").connect()) {
 *   ToolResult result = client.callTool("echo", Map.of("message", "hi"));
 *   System.out.println(result.text());
 * }
 * }</pre>
 *
 * <p>Callbacks attached to returned futures run on the thread that completed them, which may be the client's reader;
 * keep them short, or use the {@code …Async} variants of {@code CompletableFuture} with an executor of your own.
 */
public final class McpClient implements AutoCloseable {
  private final Supervisor supervisor;

  private McpClient(Supervisor supervisor) {
    this.supervisor = supervisor;
  }

  /**
   * A client of a server started as a child process and spoken to over its stdin and stdout.
   *
   * @param command the program and arguments that start the server
   * @return a builder with every setting at its default
   */
  public static StdioClientBuilder stdio(ServerCommand command) {
    return new StdioClientBuilder(command);
  }

  /**
   * A client of a Streamable HTTP server ({@code http://…} or {@code https://…}, its MCP endpoint, often ending in
   * {@code /mcp}), spoken to in the era {@link ClientBuilder#protocolEra} chooses: the 2026-07-28 rules where the
   * server answers {@code server/discover}, else 2025-11-25's.
   *
   * @param url the server's MCP endpoint
   * @return a builder with every setting at its default
   * @throws IllegalArgumentException when {@code url} is not an http or https URL with a host
   * @throws IllegalStateException when Apache HttpClient 5 ({@code org.apache.httpcomponents.client5:httpclient5}, an
   *     optional dependency of the runtime that HTTP users add) is missing or older than 5.4; the message names the
   *     artifact and version to add
   */
  public static HttpClientBuilder http(URI url) {
    StackCheck.httpClient();
    return new HttpClientBuilder(url);
  }

  static CompletableFuture<McpClient> open(ClientSettings settings) {
    // The server first: its start-up then overlaps the loading of everything else (see
    // ServerLaunch).
    ClientSettings chosen = Launches.remembered(settings);
    ServerLaunch launch = Launches.start(chosen);
    return Futures.map(Supervisor.open(chosen, launch), McpClient::new);
  }

  /** {@return the server's answer to {@code initialize} (for a 2026-07-28 server, to {@code server/discover})} */
  public InitializeResult initializeResult() {
    return supervisor.current().initializeResult();
  }

  /**
   * {@return the protocol version spoken: 2026-07-28 (stateless, after {@code server/discover}) or the version the 2025
   * handshake agreed on} See {@link ProtocolEra}.
   */
  public String protocolVersion() {
    return initializeResult().protocolVersion();
  }

  /** {@return the server's name as it announced it, or its command line or URL until it did} */
  public String serverName() {
    return supervisor.current().serverName();
  }

  /**
   * Calls a tool with the client's default options and waits for its result.
   *
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object (validated with Bean Validation before anything is sent), a {@code Map}, a JSON
   *     object (a Jackson 3 tree, or JSON text in a {@code String}), or null for none
   * @return the tool's result
   * @throws McpException when the call fails: {@link dev.imcp.runtime.error.InvalidArgumentsException} (nothing sent),
   *     {@link ToolErrorException} (an {@code isError} result, unless {@link ToolErrors#RETURN}), {@link
   *     dev.imcp.runtime.error.McpTimeoutException}, {@link dev.imcp.runtime.error.ProtocolErrorException}, {@link
   *     TransportException}
   */
  public ToolResult callTool(String tool, @Nullable Object arguments) {
    return await(callToolAsync(tool, arguments, CallOptions.defaults()));
  }

  /**
   * Calls a tool and waits for its result. Interrupting the waiting thread cancels the call on the wire.
   *
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object (a Jackson 3 tree,
   *     or JSON text in a {@code String}), or null for none
   * @param options this call's timeout, progress listener, correlation id and {@link ToolErrors}
   * @return the tool's result
   * @throws McpException when the call fails: {@link dev.imcp.runtime.error.InvalidArgumentsException} (nothing sent),
   *     {@link ToolErrorException} (an {@code isError} result, unless {@link ToolErrors#RETURN}), {@link
   *     dev.imcp.runtime.error.McpTimeoutException}, {@link dev.imcp.runtime.error.ProtocolErrorException}, {@link
   *     TransportException}
   */
  public ToolResult callTool(String tool, @Nullable Object arguments, CallOptions options) {
    return await(callToolAsync(tool, arguments, options));
  }

  /**
   * Calls a tool with the client's default options, without waiting.
   *
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object (a Jackson 3 tree,
   *     or JSON text in a {@code String}), or null for none
   * @return the result to come, failing with an {@link McpException} as {@link #callTool(String, Object)} throws;
   *     cancelling it cancels the call on the wire
   */
  public CompletableFuture<ToolResult> callToolAsync(String tool, @Nullable Object arguments) {
    return callToolAsync(tool, arguments, CallOptions.defaults());
  }

  /**
   * Calls a tool, without waiting.
   *
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object (validated with Bean Validation before anything is sent), a {@code Map}, a JSON
   *     object (a Jackson 3 tree, or JSON text in a {@code String}), or null for none
   * @param options this call's timeout, progress listener, correlation id and {@link ToolErrors}
   * @return the result to come, failing with an {@link McpException} as {@link #callTool(String, Object)} throws;
   *     cancelling it cancels the call on the wire
   */
  public CompletableFuture<ToolResult> callToolAsync(
      String tool, @Nullable Object arguments, CallOptions options) {
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(options, "options");
    Object wire;
    try {
      wire = JsonForms.arguments(arguments);
    } catch (IllegalArgumentException e) {
      return CompletableFuture.failedFuture(new InvalidArgumentsException(
          serverName(), tool, List.of(new ArgumentViolation("", e.getMessage()))));
    }
    return supervisor.callTool(tool, wire, options);
  }

  /**
   * Calls a tool that declares an {@code outputSchema} and decodes its {@code structuredContent} (or, from servers that
   * send none, its JSON text) into {@code resultType}. Cancelling the returned future cancels the call.
   *
   * @param <T> the decoded type
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object (a Jackson 3 tree,
   *     or JSON text in a {@code String}), or null for none
   * @param options this call's settings
   * @param resultType the class to decode the result into
   * @return the decoded result to come; a result that does not decode fails it with a {@link
   *     dev.imcp.runtime.error.ResultDecodingException}
   */
  public <T> CompletableFuture<T> callToolAsync(
      String tool, @Nullable Object arguments, CallOptions options, Class<T> resultType) {
    Objects.requireNonNull(resultType, "resultType");
    return Futures.map(
        callToolAsync(tool, arguments, options), result -> result.decode(resultType));
  }

  /**
   * Calls a tool that declares an {@code outputSchema} and waits for its result, decoded as {@link
   * #callToolAsync(String, Object, CallOptions, Class)} does.
   *
   * @param <T> the decoded type
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object (a Jackson 3 tree,
   *     or JSON text in a {@code String}), or null for none
   * @param options this call's settings
   * @param resultType the class to decode the result into
   * @return the decoded result
   * @throws McpException as {@link #callTool(String, Object)} does, and a {@link
   *     dev.imcp.runtime.error.ResultDecodingException} for a result that does not decode
   */
  public <T> T callTool(
      String tool, @Nullable Object arguments, CallOptions options, Class<T> resultType) {
    return await(callToolAsync(tool, arguments, options, resultType));
  }

  /**
   * Calls a tool whose result is known without an {@code outputSchema} and decodes it as {@code resultType} says.
   *
   * @param <T> the decoded type
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object (a Jackson 3 tree,
   *     or JSON text in a {@code String}), or null for none
   * @param options this call's settings
   * @param resultType how to decode the result
   * @return the decoded result to come; a result that does not decode fails it with a {@link
   *     dev.imcp.runtime.error.ResultDecodingException}
   */
  public <T> CompletableFuture<T> callToolAsync(
      String tool, @Nullable Object arguments, CallOptions options, ResultType<T> resultType) {
    Objects.requireNonNull(resultType, "resultType");
    return Futures.map(callToolAsync(tool, arguments, options), resultType::decode);
  }

  /**
   * Calls a tool whose result is known without an {@code outputSchema}, waits, and decodes it as {@code resultType}
   * says.
   *
   * @param <T> the decoded type
   * @param tool the tool's name, as the server lists it
   * @param arguments a request object, a {@code Map}, a JSON object (a Jackson 3 tree,
   *     or JSON text in a {@code String}), or null for none
   * @param options this call's settings
   * @param resultType how to decode the result
   * @return the decoded result
   * @throws McpException as {@link #callTool(String, Object)} does, and a {@link
   *     dev.imcp.runtime.error.ResultDecodingException} for a result that does not decode
   */
  public <T> T callTool(
      String tool, @Nullable Object arguments, CallOptions options, ResultType<T> resultType) {
    return await(callToolAsync(tool, arguments, options, resultType));
  }

  /** {@return a new, empty batch of calls on this client} See {@link Batch}. */
  public Batch batch() {
    return new Batch(this);
  }

  /** {@return the result cache's counters; all zero when the {@link CachePolicy} caches nothing} */
  public CacheStats cacheStats() {
    return supervisor.current().cacheStats();
  }

  /** Drops every cached result. */
  public void invalidateCache() {
    supervisor.current().invalidateCache();
  }

  /**
   * Drops the cached results of one tool.
   *
   * @param tool the tool's name
   */
  public void invalidateCache(String tool) {
    supervisor.current().invalidateCache(Objects.requireNonNull(tool, "tool"));
  }

  /**
   * Lists every tool, following {@code nextCursor} to the end, and waits for the list.
   *
   * @return the tools in the server's order
   * @throws McpException when a page fails or does not arrive in the default timeout
   */
  public List<ToolDefinition> listTools() {
    return await(listToolsAsync());
  }

  /** {@return every tool to come, as {@link #listTools()} lists them} */
  public CompletableFuture<List<ToolDefinition>> listToolsAsync() {
    return supervisor.call(
        wait(CallOptions.defaults()), session -> ToolLists.all(session, CallOptions.defaults()));
  }

  /**
   * {@return the server's tool surface now: its info, the negotiated protocol version and every tool} Save it with
   * {@code SnapshotFormat} to generate from it or to check drift against it.
   *
   * @throws McpException as {@link #listTools()} does
   */
  public Snapshot snapshot() {
    InitializeResult init = initializeResult();
    return Snapshot.of(init.serverInfo(), init.protocolVersion(), listTools());
  }

  /**
   * Sends {@code ping} and waits for the answer, within the default timeout.
   *
   * @throws McpException when the server does not answer in time or the connection is lost
   */
  public void ping() {
    await(pingAsync());
  }

  /** {@return the answer to a {@code ping} to come} */
  public CompletableFuture<Void> pingAsync() {
    return supervisor.call(
        wait(CallOptions.defaults()), session -> session.ping(CallOptions.defaults()));
  }

  /**
   * Lists every static resource ({@code resources/list}), following {@code nextCursor} to the end, and waits.
   *
   * @return the resources in the server's order; empty from a server that does not announce {@code resources} or does
   *     not know the method
   * @throws McpException when a page fails or does not arrive in the default timeout, and a {@link
   *     dev.imcp.runtime.error.ProtocolErrorException} naming the method for a malformed page or a repeated cursor
   */
  public List<ResourceDefinition> listResources() {
    return await(listResourcesAsync());
  }

  /** {@return every static resource to come, as {@link #listResources()} lists them} */
  public CompletableFuture<List<ResourceDefinition>> listResourcesAsync() {
    return supervisor.call(
        wait(CallOptions.defaults()),
        session -> SurfaceLists.resources(session, CallOptions.defaults()));
  }

  /**
   * Lists every resource template ({@code resources/templates/list}), following {@code nextCursor} to the end, and
   * waits.
   *
   * @return the templates in the server's order; empty from a server that does not announce {@code resources} or does
   *     not know the method
   * @throws McpException as {@link #listResources()} does
   */
  public List<ResourceTemplateDefinition> listResourceTemplates() {
    return await(listResourceTemplatesAsync());
  }

  /** {@return every resource template to come, as {@link #listResourceTemplates()} lists them} */
  public CompletableFuture<List<ResourceTemplateDefinition>> listResourceTemplatesAsync() {
    return supervisor.call(
        wait(CallOptions.defaults()),
        session -> SurfaceLists.resourceTemplates(session, CallOptions.defaults()));
  }

  /**
   * Reads a resource ({@code resources/read}) and waits, within the default timeout.
   *
   * @param uri the resource's URI, as listed or expanded from a template
   * @return its contents
   * @throws McpException as {@link #listResources()} does, and a {@link dev.imcp.runtime.error.ResultDecodingException}
   *     for contents that are neither text nor blob
   */
  public ResourceContents readResource(String uri) {
    return await(readResourceAsync(uri, CallOptions.defaults()));
  }

  /**
   * Reads a resource and waits. Interrupting the waiting thread cancels the read on the wire.
   *
   * @param uri the resource's URI
   * @param options this read's timeout and correlation id; {@link ToolErrors} does not apply
   * @return its contents
   * @throws McpException as {@link #readResource(String)} does
   */
  public ResourceContents readResource(String uri, CallOptions options) {
    return await(readResourceAsync(uri, options));
  }

  /**
   * Reads a resource, without waiting.
   *
   * @param uri the resource's URI
   * @param options this read's timeout and correlation id
   * @return the contents to come, failing as {@link #readResource(String)} throws; cancelling it cancels the read
   */
  public CompletableFuture<ResourceContents> readResourceAsync(String uri, CallOptions options) {
    Objects.requireNonNull(uri, "uri");
    Objects.requireNonNull(options, "options");
    return supervisor.call(wait(options), session -> session.readResource(uri, options));
  }

  /**
   * Subscribes to a resource's updates ({@code resources/subscribe}) and waits for the server to accept.
   *
   * @param uri the resource's URI
   * @param onUpdated called with the updated resource's URI on each {@code notifications/resources/updated}, on the
   *     client's event thread; keep it short
   * @return the subscription; close it to unsubscribe
   * @throws McpException when the server refuses, such as a {@link dev.imcp.runtime.error.ProtocolErrorException} from
   *     a server without subscriptions
   */
  public ResourceSubscription subscribeResource(String uri, Consumer<String> onUpdated) {
    return await(ResourceSubscriptions.open(this, uri, onUpdated, CallOptions.defaults()));
  }

  /**
   * Subscribes to a resource's updates, without waiting.
   *
   * @param uri the resource's URI
   * @param onUpdated called with the updated resource's URI on each update
   * @param options the subscribe request's timeout
   * @return the subscription to come
   */
  public CompletableFuture<ResourceSubscription> subscribeResourceAsync(
      String uri, Consumer<String> onUpdated, CallOptions options) {
    return ResourceSubscriptions.open(this, uri, onUpdated, options);
  }

  /**
   * Asks for values of a prompt's argument that begin with {@code value} and waits; see {@link
   * #completePromptAsync(String, String, String, Map, CallOptions)}.
   *
   * @param prompt the prompt's name
   * @param argument the argument's name
   * @param value what the user typed so far
   * @param context the values of the prompt's other arguments already chosen; empty for none
   * @param options the request's timeout
   * @return the suggestions
   * @throws McpException as {@link #getPrompt(String, Map)} does
   */
  public Completion completePrompt(
      String prompt,
      String argument,
      String value,
      Map<String, String> context,
      CallOptions options) {
    return await(completePromptAsync(prompt, argument, value, context, options));
  }

  /**
   * Asks for values of a resource template's variable that begin with {@code value} and waits; see {@link
   * #completeResourceAsync(String, String, String, Map, CallOptions)}.
   *
   * @param uriTemplate the template, as listed
   * @param variable the variable's name
   * @param value what the user typed so far
   * @param context the values of the template's other variables already chosen; empty for none
   * @param options the request's timeout
   * @return the suggestions
   * @throws McpException as {@link #readResource(String)} does
   */
  public Completion completeResource(
      String uriTemplate,
      String variable,
      String value,
      Map<String, String> context,
      CallOptions options) {
    return await(completeResourceAsync(uriTemplate, variable, value, context, options));
  }

  /**
   * Asks for values of a prompt's argument that begin with {@code value} ({@code completion/complete}).
   *
   * @param prompt the prompt's name
   * @param argument the argument's name
   * @param value what the user typed so far
   * @param context the values of the prompt's other arguments already chosen; empty for none
   * @param options the request's timeout
   * @return the suggestions to come
   */
  public CompletableFuture<Completion> completePromptAsync(
      String prompt,
      String argument,
      String value,
      Map<String, String> context,
      CallOptions options) {
    ObjectNode ref = Json.mapper().createObjectNode().put("type", "ref/prompt").put("name", prompt);
    return complete(ref, "prompt " + prompt, argument, value, context, options);
  }

  /**
   * Asks for values of a resource template's variable that begin with {@code value} ({@code completion/complete}).
   *
   * @param uriTemplate the template, as listed
   * @param variable the variable's name
   * @param value what the user typed so far
   * @param context the values of the template's other variables already chosen; empty for none
   * @param options the request's timeout
   * @return the suggestions to come
   */
  public CompletableFuture<Completion> completeResourceAsync(
      String uriTemplate,
      String variable,
      String value,
      Map<String, String> context,
      CallOptions options) {
    ObjectNode ref =
        Json.mapper().createObjectNode().put("type", "ref/resource").put("uri", uriTemplate);
    return complete(ref, "template " + uriTemplate, variable, value, context, options);
  }

  private CompletableFuture<Completion> complete(
      ObjectNode ref,
      String subject,
      String argument,
      String value,
      Map<String, String> context,
      CallOptions options) {
    ObjectNode params = Json.mapper().createObjectNode();
    params.set("ref", ref);
    params.putObject("argument").put("name", argument).put("value", value);
    if (!context.isEmpty()) {
      params.putObject("context").set("arguments", Json.mapper().valueToTree(context));
    }
    return Futures.map(
        requestAsync("completion/complete", params, options),
        result -> PromptResults.completion(serverName(), "completion/complete " + subject, result));
  }

  /**
   * Calls {@code listener} after each {@code notifications/prompts/list_changed}, from now on.
   *
   * @param listener called on the client's event thread; keep it short
   */
  public void addPromptsChangedListener(Runnable listener) {
    Objects.requireNonNull(listener, "listener");
    addNotificationListener((method, params) -> {
      if (method.equals("notifications/prompts/list_changed")) {
        listener.run();
      }
    });
  }

  /**
   * Calls {@code listener} after each {@code notifications/resources/list_changed} (resources or templates), from now
   * on.
   *
   * @param listener called on the client's event thread; keep it short
   */
  public void addResourcesChangedListener(Runnable listener) {
    Objects.requireNonNull(listener, "listener");
    addNotificationListener((method, params) -> {
      if (method.equals("notifications/resources/list_changed")) {
        listener.run();
      }
    });
  }

  static ObjectNode uriParams(String uri) {
    return Json.mapper().createObjectNode().put("uri", uri);
  }

  /**
   * Lists every prompt ({@code prompts/list}), following {@code nextCursor} to the end, and waits.
   *
   * @return the prompts in the server's order; empty from a server that does not announce {@code prompts} or does not
   *     know the method
   * @throws McpException as {@link #listResources()} does
   */
  public List<PromptDefinition> listPrompts() {
    return await(listPromptsAsync());
  }

  /** {@return every prompt to come, as {@link #listPrompts()} lists them} */
  public CompletableFuture<List<PromptDefinition>> listPromptsAsync() {
    return supervisor.call(
        wait(CallOptions.defaults()),
        session -> SurfaceLists.prompts(session, CallOptions.defaults()));
  }

  /**
   * Gets a prompt ({@code prompts/get}) and waits, within the default timeout.
   *
   * @param name the prompt's name
   * @param arguments the prompt's arguments by name; empty for none
   * @return the prompt's messages
   * @throws McpException as {@link #listResources()} does, and a {@link dev.imcp.runtime.error.ResultDecodingException}
   *     for messages the types cannot hold
   */
  public PromptResult getPrompt(String name, Map<String, String> arguments) {
    return await(getPromptAsync(name, arguments, CallOptions.defaults()));
  }

  /**
   * Gets a prompt and waits. Interrupting the waiting thread cancels the request on the wire.
   *
   * @param name the prompt's name
   * @param arguments the prompt's arguments by name; empty for none
   * @param options this request's timeout and correlation id; {@link ToolErrors} does not apply
   * @return the prompt's messages
   * @throws McpException as {@link #getPrompt(String, Map)} does
   */
  public PromptResult getPrompt(String name, Map<String, String> arguments, CallOptions options) {
    return await(getPromptAsync(name, arguments, options));
  }

  /**
   * Gets a prompt, without waiting.
   *
   * @param name the prompt's name
   * @param arguments the prompt's arguments by name; empty for none
   * @param options this request's timeout and correlation id
   * @return the messages to come, failing as {@link #getPrompt(String, Map)} throws; cancelling it cancels the request
   */
  public CompletableFuture<PromptResult> getPromptAsync(
      String name, Map<String, String> arguments, CallOptions options) {
    Objects.requireNonNull(name, "name");
    ObjectNode params = Json.mapper().createObjectNode().put("name", name);
    params.set("arguments", Json.mapper().valueToTree(arguments));
    return Futures.map(
        requestAsync("prompts/get", params, options),
        result -> PromptResults.prompt(serverName(), name, result));
  }

  /**
   * Sends any request, untyped: for methods this client has no method for.
   *
   * @param method the JSON-RPC method, such as {@code completion/complete}
   * @param params the request's params; copied, so the caller may reuse it
   * @param options the request's timeout and progress listener; {@link ToolErrors} does not apply
   * @return the {@code result} to come; a JSON-RPC error fails it with a {@link
   *     dev.imcp.runtime.error.ProtocolErrorException}
   */
  public CompletableFuture<JsonNode> requestAsync(
      String method, ObjectNode params, CallOptions options) {
    ObjectNode copy = params.deepCopy();
    return supervisor.call(wait(options), session -> session.request(method, copy, options));
  }

  /**
   * Sends any request, untyped, with its params and result as maps: for methods this client has no method for, without
   * Jackson 3's types.
   *
   * @param method the JSON-RPC method, such as {@code completion/complete}
   * @param params the request's params, as maps, lists and plain values
   * @param options the request's timeout and progress listener; {@link ToolErrors} does not apply
   * @return the {@code result} to come, as a new map; a JSON-RPC error fails it with a {@link
   *     dev.imcp.runtime.error.ProtocolErrorException}
   */
  public CompletableFuture<Map<String, Object>> requestAsync(
      String method, Map<String, ?> params, CallOptions options) {
    ObjectNode tree = (ObjectNode) JsonForms.tree(Objects.requireNonNull(params, "params"));
    return Futures.map(requestAsync(method, tree, options), JsonForms::map);
  }

  /**
   * Sends any request, untyped, with its params and result as JSON text: for methods this client has no method for,
   * from an application on another JSON library (a Jackson 2 one reads the text with its own mapper).
   *
   * @param method the JSON-RPC method, such as {@code completion/complete}
   * @param params the request's params: one JSON object, as text
   * @param options the request's timeout and progress listener; {@link ToolErrors} does not apply
   * @return the {@code result} to come, as compact JSON text; a JSON-RPC error fails it with a {@link
   *     dev.imcp.runtime.error.ProtocolErrorException}
   * @throws IllegalArgumentException when {@code params} is not JSON, or not one object, saying why; nothing is sent
   */
  public CompletableFuture<String> requestAsync(String method, String params, CallOptions options) {
    JsonNode tree = JsonForms.parse(Objects.requireNonNull(params, "params"));
    if (!(tree instanceof ObjectNode object)) {
      throw new IllegalArgumentException(
          "the params of " + method + " must be a JSON object, not a JSON "
              + tree.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
    }
    return Futures.map(requestAsync(method, object, options), JsonForms::text);
  }

  /**
   * Receives lifecycle events of a supervised server from now on; see {@link SupervisionPolicy}.
   *
   * @param listener called on the supervisor's thread; keep it short
   */
  public void addLifecycleListener(Consumer<LifecycleEvent> listener) {
    supervisor.addLifecycleListener(Objects.requireNonNull(listener, "listener"));
  }

  /** How long a call may wait for a restarting server: its own timeout. */
  private Duration wait(CallOptions options) {
    return options.timeout().orElse(supervisor.defaultTimeout());
  }

  /**
   * Receives every notification from now on (register on the builder to miss none sent during start-up).
   *
   * @param listener called on the client's event thread; keep it short
   */
  public void addNotificationListener(NotificationListener listener) {
    supervisor.addListener(listener);
  }

  /**
   * Stops delivering notifications to a listener added before; nothing when it was not added.
   *
   * @param listener the listener, as added
   */
  public void removeNotificationListener(NotificationListener listener) {
    supervisor.removeListener(listener);
  }

  /** {@return how many requests wait for an answer now} */
  public int pendingRequests() {
    return supervisor.current().pendingRequests();
  }

  /** {@return the server process's id, for diagnostics; empty for an HTTP server} */
  public OptionalInt serverPid() {
    return supervisor.current().pid();
  }

  /**
   * {@return whether the client is closed or its server is gone for good (it died and no supervision restarts it);
   * calls then fail with a {@link TransportException}}
   */
  public boolean isClosed() {
    return supervisor.isClosed();
  }

  /**
   * Closes the server's stdin, waits for it to exit (see {@link ClientBuilder#shutdownGrace}), then terminates and
   * finally kills it with its children; an HTTP client ends its session with DELETE instead. Calls in flight fail with a
   * {@link TransportException}. Idempotent.
   */
  @Override
  public void close() {
    supervisor.close();
  }

  /**
   * Waits for a future of this client. Interrupting the waiting thread cancels the request on the wire.
   *
   * @throws McpException as the future failed
   */
  <T> T await(CompletableFuture<T> future) {
    return Futures.await(future, serverName());
  }
}
