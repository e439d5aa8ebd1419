package dev.imcp.runtime;

import dev.imcp.runtime.context.Completion;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.context.ResourceSubscription;
import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.session.ResourceReads;
import dev.imcp.runtime.internal.session.SurfaceLists;
import dev.imcp.schema.ResourceDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import tools.jackson.databind.node.ObjectNode;

/**
 * A server's resources, by URI ({@link McpClient#resources()}): list the static ones and the templates, read one,
 * subscribe to its updates, complete a template's variable, hear when the lists change. An SDK generated with resources
 * wraps this in typed methods. Blocking methods throw the {@link McpException} a call fails with; the {@code …Async}
 * ones fail their future with it, and cancelling that future cancels the request on the wire.
 */
public final class Resources {
  /** For {@link ResourceSubscriptions}, which the rooms keep out of the internal packages. */
  static final String UPDATED = McpMethods.RESOURCE_UPDATED;

  private final McpClient client;
  private final LiveSession live;

  Resources(McpClient client, LiveSession live) {
    this.client = client;
    this.live = live;
  }

  /**
   * Lists every static resource ({@code resources/list}), following {@code nextCursor} to the end, and waits.
   *
   * @return the resources in the server's order; empty from a server that does not announce {@code resources} or does
   *     not know the method
   * @throws McpException when a page fails or does not arrive in the default timeout, and a {@link
   *     dev.imcp.runtime.error.ProtocolErrorException} naming the method for a malformed page or a repeated cursor
   */
  public List<ResourceDefinition> list() {
    return live.await(listAsync());
  }

  /** {@return every static resource to come, as {@link #list()} lists them} */
  public CompletableFuture<List<ResourceDefinition>> listAsync() {
    return live.call(session -> SurfaceLists.resources(session, CallOptions.defaults()));
  }

  /**
   * Lists every resource template ({@code resources/templates/list}), following {@code nextCursor} to the end, and
   * waits.
   *
   * @return the templates in the server's order; empty from a server that does not announce {@code resources} or does
   *     not know the method
   * @throws McpException as {@link #list()} does
   */
  public List<ResourceTemplateDefinition> listTemplates() {
    return live.await(listTemplatesAsync());
  }

  /** {@return every resource template to come, as {@link #listTemplates()} lists them} */
  public CompletableFuture<List<ResourceTemplateDefinition>> listTemplatesAsync() {
    return live.call(session -> SurfaceLists.resourceTemplates(session, CallOptions.defaults()));
  }

  /**
   * Reads a resource ({@code resources/read}) and waits, within the default timeout.
   *
   * @param uri the resource's URI, as listed or expanded from a template
   * @return its contents
   * @throws McpException as {@link #list()} does, and a {@link dev.imcp.runtime.error.ResultDecodingException} for
   *     contents that are neither text nor blob
   */
  public ResourceContents read(String uri) {
    return live.await(readAsync(uri, CallOptions.defaults()));
  }

  /**
   * Reads a resource and waits. Interrupting the waiting thread cancels the read on the wire.
   *
   * @param uri the resource's URI
   * @param options this read's timeout and correlation id; {@link ToolErrors} does not apply
   * @return its contents
   * @throws McpException as {@link #read(String)} does
   */
  public ResourceContents read(String uri, CallOptions options) {
    return live.await(readAsync(uri, options));
  }

  /**
   * Reads a resource, without waiting.
   *
   * @param uri the resource's URI
   * @param options this read's timeout and correlation id
   * @return the contents to come, failing as {@link #read(String)} throws; cancelling it cancels the read
   */
  public CompletableFuture<ResourceContents> readAsync(String uri, CallOptions options) {
    Objects.requireNonNull(uri, "uri");
    Objects.requireNonNull(options, "options");
    return live.call(options, session -> ResourceReads.read(session, uri, options));
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
  public ResourceSubscription subscribe(String uri, Consumer<String> onUpdated) {
    return live.await(subscribeAsync(uri, onUpdated, CallOptions.defaults()));
  }

  /**
   * Subscribes to a resource's updates, without waiting.
   *
   * @param uri the resource's URI
   * @param onUpdated called with the updated resource's URI on each update
   * @param options the subscribe request's timeout
   * @return the subscription to come
   */
  public CompletableFuture<ResourceSubscription> subscribeAsync(
      String uri, Consumer<String> onUpdated, CallOptions options) {
    return ResourceSubscriptions.open(client, uri, onUpdated, options);
  }

  /**
   * Asks for values of a resource template's variable that begin with {@code value} ({@code completion/complete}) and
   * waits.
   *
   * @param uriTemplate the template, as listed
   * @param variable the variable's name
   * @param value what the user typed so far
   * @param context the values of the template's other variables already chosen; empty for none
   * @param options the request's timeout
   * @return the suggestions
   * @throws McpException as {@link #read(String)} does
   */
  public Completion complete(
      String uriTemplate,
      String variable,
      String value,
      Map<String, String> context,
      CallOptions options) {
    return live.await(completeAsync(uriTemplate, variable, value, context, options));
  }

  /**
   * Asks for values of a resource template's variable that begin with {@code value}, without waiting.
   *
   * @param uriTemplate the template, as listed
   * @param variable the variable's name
   * @param value what the user typed so far
   * @param context the values of the template's other variables already chosen; empty for none
   * @param options the request's timeout
   * @return the suggestions to come
   */
  public CompletableFuture<Completion> completeAsync(
      String uriTemplate,
      String variable,
      String value,
      Map<String, String> context,
      CallOptions options) {
    ObjectNode ref = Json.object().put("type", "ref/resource").put("uri", uriTemplate);
    return SurfaceCalls.complete(
        client, ref, "template " + uriTemplate, variable, value, context, options);
  }

  /**
   * Calls {@code listener} after each {@code notifications/resources/list_changed} (resources or templates), from now
   * on.
   *
   * @param listener called on the client's event thread; keep it short
   */
  public void onListChanged(Runnable listener) {
    SurfaceCalls.onNotification(client, McpMethods.RESOURCES_CHANGED, listener);
  }

  static ObjectNode uriParams(String uri) {
    return Json.object().put("uri", uri);
  }
}
