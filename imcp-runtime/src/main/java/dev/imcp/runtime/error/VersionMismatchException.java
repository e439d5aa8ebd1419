package dev.imcp.runtime.error;

import java.util.List;

/**
 * The server speaks no protocol version this client does: it answered {@code initialize} with another, or refused the
 * client's version with the versions it supports ({@code -32022} in 2026-07-28, listed in {@link #received()}).
 */
public final class VersionMismatchException extends McpException {
  private static final long serialVersionUID = 1L;

  /** The version or versions the server speaks. */
  private final String received;
  /** The versions this client speaks. */
  @SuppressWarnings("serial") // always a List.copyOf, which is serializable
  private final List<String> supported;

  /**
   * Creates the exception.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param received the version or versions the server speaks, as one text
   * @param supported the versions this client speaks
   */
  public VersionMismatchException(String server, String received, List<String> supported) {
    super(
        server,
        "Server '" + server + "' speaks MCP " + received
            + ", which this client does not support (it supports " + String.join(", ", supported)
            + ")");
    this.received = received;
    this.supported = List.copyOf(supported);
  }

  /** {@return the version or versions the server speaks, as one text such as {@code 2024-11-05}} */
  public String received() {
    return received;
  }

  /** {@return the versions this client speaks} */
  public List<String> supported() {
    return supported;
  }
}
