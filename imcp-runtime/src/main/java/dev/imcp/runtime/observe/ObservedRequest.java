package dev.imcp.runtime.observe;

import java.util.Objects;
import java.util.Optional;

/**
 * A request the client sends, or a request from the server that the client answers, as an observer is told of it.
 *
 * @param method the JSON-RPC method, such as {@code tools/call}
 * @param id the JSON-RPC id as text; empty for a request the client answers, which reaches the client's handler without
 *     its id (see {@link dev.imcp.runtime.ClientObserver#serverRequestStarting})
 * @param toolName the tool called, for {@code tools/call}
 * @param promptName the prompt asked for, for {@code prompts/get}
 * @param resourceUri the resource concerned, for {@code resources/read}, {@code resources/subscribe} and {@code
 *     resources/unsubscribe}
 * @param session the session the request belongs to
 */
public record ObservedRequest(
    String method,
    Optional<String> id,
    Optional<String> toolName,
    Optional<String> promptName,
    Optional<String> resourceUri,
    ObservedSession session) {
  /**
   * Creates the request's description; nothing may be null.
   *
   * @param method the JSON-RPC method
   * @param id the JSON-RPC id as text, or empty
   * @param toolName the tool called, or empty
   * @param promptName the prompt asked for, or empty
   * @param resourceUri the resource concerned, or empty
   * @param session the session the request belongs to
   */
  public ObservedRequest {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(toolName, "toolName");
    Objects.requireNonNull(promptName, "promptName");
    Objects.requireNonNull(resourceUri, "resourceUri");
    Objects.requireNonNull(session, "session");
  }
}
