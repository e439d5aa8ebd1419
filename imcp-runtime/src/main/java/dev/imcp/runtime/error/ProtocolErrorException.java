package dev.imcp.runtime.error;

import java.util.Optional;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/** The server answered a request with a JSON-RPC error ({@code -32601} method not found, {@code -32602} …). */
public final class ProtocolErrorException extends McpException {
  private static final long serialVersionUID = 1L;

  public static final int PARSE_ERROR = -32700;
  public static final int INVALID_REQUEST = -32600;
  public static final int METHOD_NOT_FOUND = -32601;
  public static final int INVALID_PARAMS = -32602;
  public static final int INTERNAL_ERROR = -32603;
  /** 2026-07-28: the request needs a capability the client did not declare in its {@code _meta}. */
  public static final int MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;
  /** 2026-07-28: the server does not speak the request's protocol version; its data lists the ones it does. */
  public static final int UNSUPPORTED_PROTOCOL_VERSION = -32022;

  private final String method;
  private final int code;
  private final String errorMessage;
  private final transient @Nullable JsonNode data;

  public ProtocolErrorException(String server, String method, int code, String errorMessage, @Nullable JsonNode data) {
    super(server, "Server '" + server + "' answered " + method + " with JSON-RPC error " + code + ": " + errorMessage);
    this.method = method;
    this.code = code;
    this.errorMessage = errorMessage;
    this.data = data;
  }

  /** The request, with the tool for {@code tools/call}: {@code tools/call echo}. */
  public String method() {
    return method;
  }

  public int code() {
    return code;
  }

  public String errorMessage() {
    return errorMessage;
  }

  public Optional<JsonNode> data() {
    return Optional.ofNullable(data);
  }
}
