package dev.imcp.runtime.error;

import org.jspecify.annotations.Nullable;

/**
 * The one base of every failure the runtime reports. Each subtype carries its facts as values (a JSON-RPC code, an
 * exit code, the violations, …) and a message that says what happened and where: which server, which tool.
 *
 * <p>Asynchronous calls complete exceptionally with these (wrapped in {@link java.util.concurrent.CompletionException}
 * by the {@code CompletableFuture} machinery); blocking calls throw them directly.
 */
public abstract sealed class McpException extends RuntimeException
    permits ProtocolErrorException,
        ToolErrorException,
        McpTimeoutException,
        TransportException,
        InvalidArgumentsException,
        VersionMismatchException,
        ResultDecodingException,
        ToolDriftException,
        ContextDriftException,
        InputRequiredException,
        BatchTimeoutException {
  private static final long serialVersionUID = 1L;

  /** The server's name, or its command line or URL. */
  private final String server;

  McpException(String server, String message, @Nullable Throwable cause) {
    super(message, cause);
    this.server = server;
  }

  McpException(String server, String message) {
    super(message);
    this.server = server;
  }

  /** {@return the server's name as it announced it, or its command line (or URL) before it did} */
  public String server() {
    return server;
  }
}
