package dev.imcp.runtime.error;

import java.util.Optional;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The server answered a request with a JSON-RPC error ({@code -32601} method not found, {@code -32602} …). */
public final class ProtocolErrorException extends McpException {
  private static final long serialVersionUID = 1L;

  /** JSON-RPC: the server could not parse what it was sent. */
  public static final int PARSE_ERROR = -32700;
  /** JSON-RPC: what was sent is not a valid request. */
  public static final int INVALID_REQUEST = -32600;
  /** JSON-RPC: the server has no such method, such as {@code prompts/list} on a server without prompts. */
  public static final int METHOD_NOT_FOUND = -32601;
  /** JSON-RPC: the params are wrong; MCP servers also answer an unknown tool with it. */
  public static final int INVALID_PARAMS = -32602;
  /** JSON-RPC: the server failed while answering. */
  public static final int INTERNAL_ERROR = -32603;
  /** 2026-07-28: the request needs a capability the client did not declare in its {@code _meta}. */
  public static final int MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;
  /** 2026-07-28: the server does not speak the request's protocol version; its data lists the ones it does. */
  public static final int UNSUPPORTED_PROTOCOL_VERSION = -32022;

  /** The request, with the tool for {@code tools/call}. */
  private final String method;
  /** The JSON-RPC error code. */
  private final int code;
  /** The error's {@code message}. */
  private final String errorMessage;

  private final transient @Nullable JsonNode data;

  /**
   * Creates the exception.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param method the request, with the tool for {@code tools/call}: {@code tools/call echo}
   * @param code the JSON-RPC error code
   * @param errorMessage the error's {@code message}, as sent
   * @param data the error's {@code data}, or null when it had none: a plain value (a map, a list, a string, number or
   *     boolean) or a JSON tree, as the runtime passes it
   */
  public ProtocolErrorException(
      String server, String method, int code, String errorMessage, @Nullable Object data) {
    super(
        server,
        "Server '" + server + "' answered " + method + " with JSON-RPC error " + code + ": "
            + errorMessage);
    this.method = method;
    this.code = code;
    this.errorMessage = errorMessage;
    this.data = data == null ? null : JsonMapper.shared().valueToTree(data);
  }

  /** {@return the request, with the tool for {@code tools/call}: {@code tools/call echo}} */
  public String method() {
    return method;
  }

  /** {@return the JSON-RPC error code, such as {@link #METHOD_NOT_FOUND}} */
  public int code() {
    return code;
  }

  /** {@return the error's {@code message}, as the server sent it} */
  public String errorMessage() {
    return errorMessage;
  }

  /**
   * {@return the error's {@code data} as a plain value: a map for an object, a list for an array, a string, number or
   * boolean; empty when it had none or it was {@code null}}
   */
  public Optional<Object> data() {
    return Optional.ofNullable(data)
        .map(json -> JsonMapper.shared().treeToValue(json, Object.class));
  }

  /** {@return the error's {@code data} as compact JSON text; empty when it had none} */
  public Optional<String> dataText() {
    return Optional.ofNullable(data).map(JsonNode::toString);
  }
}
