package dev.imcp.bench.http;

import java.net.URI;
import org.jspecify.annotations.Nullable;

/** The head of an MCP POST over HTTP/1.1, as the hand-written floor clients write it on their sockets. */
public final class PostHead {
  private PostHead() {}

  /**
   * {@return the head up to the value of its Content-Length, which the caller appends}
   *
   * @param url the server's MCP endpoint
   * @param session the session id after the handshake; null before it
   */
  public static StringBuilder upToContentLength(URI url, @Nullable String session) {
    StringBuilder head = new StringBuilder(256)
        .append("POST ")
        .append(url.getRawPath())
        .append(" HTTP/1.1\r\nHost: ")
        .append(url.getAuthority())
        .append(
            "\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n");
    if (session != null) {
      head.append("Mcp-Session-Id: ")
          .append(session)
          .append("\r\nMCP-Protocol-Version: 2025-11-25\r\n");
    }
    return head.append("Content-Length: ");
  }
}
