package dev.imcp.runtime.error;

import java.util.List;

/**
 * The server speaks no protocol version this client does: it answered {@code initialize} with another, or refused the
 * client's version with the versions it supports ({@code -32022} in 2026-07-28, listed in {@link #received()}).
 */
public final class VersionMismatchException extends McpException {
  private static final long serialVersionUID = 1L;

  private final String received;
  private final List<String> supported;

  public VersionMismatchException(String server, String received, List<String> supported) {
    super(server, "Server '" + server + "' speaks MCP " + received + ", which this client does not support (it supports "
        + String.join(", ", supported) + ")");
    this.received = received;
    this.supported = List.copyOf(supported);
  }

  public String received() {
    return received;
  }

  public List<String> supported() {
    return supported;
  }
}
