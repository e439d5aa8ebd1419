package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import tools.jackson.databind.node.ObjectNode;

/**
 * The {@code initialize} request, written by hand so that it can go to the server the moment the process starts,
 * before JSON, logging or the session are loaded: the server reads it as soon as it is up, while the client is still
 * getting ready. Pinned to the 2025 era it is the session's first request, with id 1; otherwise {@link DiscoverRequest}
 * goes first, and this follows only if the server turns out to speak 2025.
 */
public final class InitializeRequest {
  static final long ID = 1;
  static final String METHOD = McpMethods.INITIALIZE;

  private InitializeRequest() {}

  /**
   * The request as one line, newline included; a client's observer sees it start here, and may add to its {@code
   * _meta}.
   */
  public static byte[] line(ClientSettings settings) {
    return line(
        settings,
        // Not map(observing -> …): its lambda would be spun, before the server starts, with no
        // observer.
        settings.observing().isPresent()
            ? settings.observing().get().pipelined(METHOD, ProtocolVersions.newest())
            : Map.<String, String>of());
  }

  private static byte[] line(ClientSettings settings, Map<String, String> meta) {
    StringBuilder json = begin(METHOD);
    json.append("{\"protocolVersion\":");
    string(json, ProtocolVersions.newest());
    json.append(",\"capabilities\":");
    capabilities(json, settings);
    json.append(",\"clientInfo\":");
    clientInfo(json, settings);
    if (!meta.isEmpty()) {
      json.append(",\"_meta\":{");
      entries(json, meta);
      json.append('}');
    }
    json.append('}');
    return line(json);
  }

  /** What the transport needs of {@link #line(ClientSettings)} to send it without reading it back: its id and method. */
  static MessageHead head() {
    return new MessageHead(ID, METHOD, null, null, false);
  }

  /**
   * A first request (id 1) up to its params, which the caller writes before {@link #line(StringBuilder)} ends it (not
   * a callback: a lambda is a class spun cold, and this is written on a client's way to its first call).
   */
  static StringBuilder begin(String method) {
    StringBuilder json = new StringBuilder(320);
    json.append("{\"jsonrpc\":\"2.0\",\"id\":").append(ID).append(",\"method\":");
    string(json, method);
    json.append(",\"params\":");
    return json;
  }

  /** The request begun by {@link #begin} and its params as one line, newline included. */
  static byte[] line(StringBuilder json) {
    json.append("}\n");
    return json.toString().getBytes(StandardCharsets.UTF_8);
  }

  /**
   * The params of {@code initialize} as a tree, for when it follows {@code server/discover}: built as one, not written
   * as a line and parsed back (after the server's first answer, the stretch of a launch nothing overlaps). Only the
   * capabilities, a few bytes, are read back from {@link #capabilities}, so that one place says what the client
   * announces; read from bytes, as answers are, with a parser already loaded.
   */
  static ObjectNode params(ClientSettings settings) {
    ObjectNode params = Json.object();
    params.put("protocolVersion", ProtocolVersions.newest());
    StringBuilder capabilities = new StringBuilder(64);
    capabilities(capabilities, settings);
    byte[] text = capabilities.toString().getBytes(StandardCharsets.UTF_8);
    params.set("capabilities", Json.readTree(text, 0, text.length));
    params
        .putObject("clientInfo")
        .put("name", settings.clientName())
        .put("version", settings.clientVersion());
    return params;
  }

  /** What the client can answer for the server, in both eras: a capability per request handler registered. */
  static void capabilities(StringBuilder json, ClientSettings settings) {
    json.append('{');
    String separator = "";
    if (settings.requestHandlers().containsKey("roots/list")) {
      json.append("\"roots\":{\"listChanged\":false}");
      separator = ",";
    }
    if (settings.requestHandlers().containsKey("sampling/createMessage")) {
      json.append(separator).append("\"sampling\":{}");
      separator = ",";
    }
    if (settings.requestHandlers().containsKey("elicitation/create")) {
      json.append(separator).append("\"elicitation\":{}");
    }
    json.append('}');
  }

  /** String entries of a {@code _meta} object, comma-separated, without braces. */
  static void entries(StringBuilder json, Map<String, String> meta) {
    String separator = "";
    for (Map.Entry<String, String> entry : meta.entrySet()) {
      json.append(separator);
      string(json, entry.getKey());
      json.append(':');
      string(json, entry.getValue());
      separator = ",";
    }
  }

  static void clientInfo(StringBuilder json, ClientSettings settings) {
    json.append("{\"name\":");
    string(json, settings.clientName());
    json.append(",\"version\":");
    string(json, settings.clientVersion());
    json.append('}');
  }

  /** A JSON string: quotes, backslashes and control characters escaped, so that no name can break the message. */
  static void string(StringBuilder json, String text) {
    json.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        json.append('\\').append(c);
      } else if (c < 0x20 || c == 0x2028 || c == 0x2029) {
        json.append(String.format("\\u%04x", (int) c));
      } else {
        json.append(c);
      }
    }
    json.append('"');
  }
}
