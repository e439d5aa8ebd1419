package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code server/discover}, the first request of a 2026-07-28 client, and the {@code _meta} that revision requires on
 * every request. Written by hand for the same reason as {@link InitializeRequest}: it leaves the moment the server
 * process starts. Always the session's first request, so its id is always 1.
 */
public final class DiscoverRequest {
  static final long ID = 1;
  static final String METHOD = McpMethods.DISCOVER;
  static final String PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
  static final String CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
  static final String CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
  static final String SERVER_INFO = "io.modelcontextprotocol/serverInfo";

  private DiscoverRequest() {}

  /**
   * The request as one line, newline included; a client's observer sees it start here, and may add to its {@code
   * _meta}.
   */
  public static byte[] line(ClientSettings settings) {
    // Not observing().map(…): its lambda was spun on every client's way to its first request,
    // observed or not.
    Map<String, String> observed = new LinkedHashMap<>();
    if (settings.observing().isPresent()) {
      // Only with an observer: removing from the empty map loaded its key set and iterator
      // (parsed at launch, not in the JDK's class-data archive).
      observed.putAll(settings.observing().get().pipelined(METHOD, ProtocolVersions.MODERN.get(0)));
      observed.keySet().removeAll(Set.of(PROTOCOL_VERSION, CLIENT_CAPABILITIES, CLIENT_INFO));
    }
    StringBuilder json = InitializeRequest.begin(METHOD);
    json.append("{\"_meta\":");
    meta(json, settings);
    if (!observed.isEmpty()) {
      json.setLength(json.length() - 1); // the _meta object, open again for the observer's entries
      json.append(',');
      InitializeRequest.entries(json, observed);
      json.append('}');
    }
    json.append('}');
    return InitializeRequest.line(json);
  }

  /** What the transport needs of {@link #line} to send it without reading it back: its id and method. */
  static MessageHead head() {
    return new MessageHead(ID, METHOD, null, null, false);
  }

  /** {@link #meta(ClientSettings)} as a tree, for requests built as trees. */
  static ObjectNode metaNode(ClientSettings settings) {
    return (ObjectNode) Json.readTree(meta(settings));
  }

  /** The {@code _meta} object every 2026-07-28 request carries: protocol version, client capabilities and info. */
  static String meta(ClientSettings settings) {
    StringBuilder json = new StringBuilder(256);
    meta(json, settings);
    return json.toString();
  }

  private static void meta(StringBuilder json, ClientSettings settings) {
    json.append('{');
    InitializeRequest.string(json, PROTOCOL_VERSION);
    json.append(':');
    InitializeRequest.string(json, ProtocolVersions.MODERN.get(0));
    json.append(',');
    InitializeRequest.string(json, CLIENT_CAPABILITIES);
    json.append(':');
    InitializeRequest.capabilities(json, settings);
    json.append(',');
    InitializeRequest.string(json, CLIENT_INFO);
    json.append(':');
    InitializeRequest.clientInfo(json, settings);
    json.append('}');
  }
}
