package dev.imcp.runtime.error;

import dev.imcp.runtime.ServerRequestHandler;
import java.util.List;

/**
 * A 2026-07-28 server answered a request with {@code input_required} (a multi round-trip request) and the client could
 * not give the input: no {@link ServerRequestHandler} is registered for what it asks, the handler failed, or the server
 * kept asking. Register handlers with {@code McpClient.stdio(…).requestHandler("elicitation/create", …)}; the same
 * handlers answer a 2025 server's own requests.
 */
public final class InputRequiredException extends McpException {
  private static final long serialVersionUID = 1L;

  /** What was asked. */
  private final String request;
  /** The methods of the input the server asked for. */
  @SuppressWarnings("serial") // always a List.copyOf, which is serializable
  private final List<String> methods;

  /**
   * Creates the exception.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param request what was asked, such as {@code tools/call greet}
   * @param methods the methods of the input the server wants, such as {@code elicitation/create}
   * @param why why the client could not give it
   * @param cause the handler's failure
   */
  public InputRequiredException(
      String server, String request, List<String> methods, String why, Throwable cause) {
    super(server, message(server, request, methods, why), cause);
    this.request = request;
    this.methods = List.copyOf(methods);
  }

  /**
   * Creates the exception, without a cause.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param request what was asked, such as {@code tools/call greet}
   * @param methods the methods of the input the server wants, such as {@code elicitation/create}
   * @param why why the client could not give it
   */
  public InputRequiredException(String server, String request, List<String> methods, String why) {
    super(server, message(server, request, methods, why));
    this.request = request;
    this.methods = List.copyOf(methods);
  }

  /** {@return what was asked, such as {@code tools/call greet}} */
  public String request() {
    return request;
  }

  /** {@return the methods of the input the server asked for, such as {@code elicitation/create}} */
  public List<String> methods() {
    return methods;
  }

  private static String message(String server, String request, List<String> methods, String why) {
    return "Server '" + server + "' needs input to answer " + request
        + (methods.isEmpty() ? "" : " (" + String.join(", ", methods) + ")") + ": " + why;
  }
}
