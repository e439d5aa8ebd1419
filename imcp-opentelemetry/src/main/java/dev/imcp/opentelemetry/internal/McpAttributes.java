package dev.imcp.opentelemetry.internal;

import dev.imcp.runtime.observe.ObservedRequest;
import dev.imcp.runtime.observe.ObservedSession;
import dev.imcp.runtime.observe.RequestOutcome;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.trace.SpanBuilder;
import java.net.URI;
import java.util.Optional;

/**
 * The attributes of the OpenTelemetry semantic conventions for MCP (development status), and the few of this
 * module's own ({@code imcp.*}), read off what the client tells its observer.
 */
public final class McpAttributes {
  public static final AttributeKey<String> METHOD = AttributeKey.stringKey("mcp.method.name");
  public static final AttributeKey<String> REQUEST_ID =
      AttributeKey.stringKey("jsonrpc.request.id");
  public static final AttributeKey<String> TOOL = AttributeKey.stringKey("gen_ai.tool.name");
  public static final AttributeKey<String> PROMPT = AttributeKey.stringKey("gen_ai.prompt.name");
  public static final AttributeKey<String> RESOURCE = AttributeKey.stringKey("mcp.resource.uri");
  public static final AttributeKey<String> OPERATION =
      AttributeKey.stringKey("gen_ai.operation.name");
  public static final AttributeKey<String> SESSION = AttributeKey.stringKey("mcp.session.id");
  public static final AttributeKey<String> VERSION = AttributeKey.stringKey("mcp.protocol.version");
  public static final AttributeKey<String> TRANSPORT = AttributeKey.stringKey("network.transport");
  public static final AttributeKey<String> PROTOCOL_NAME =
      AttributeKey.stringKey("network.protocol.name");
  public static final AttributeKey<String> PROTOCOL_VERSION =
      AttributeKey.stringKey("network.protocol.version");
  public static final AttributeKey<String> SERVER_ADDRESS =
      AttributeKey.stringKey("server.address");
  public static final AttributeKey<Long> SERVER_PORT = AttributeKey.longKey("server.port");
  public static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");
  public static final AttributeKey<String> STATUS_CODE =
      AttributeKey.stringKey("rpc.response.status_code");
  /** This module's own: the server's name as it announced it, which tells the servers of a pool apart. */
  public static final AttributeKey<String> SERVER_NAME = AttributeKey.stringKey("imcp.server.name");

  public static final String EXECUTE_TOOL = "execute_tool";
  public static final String TOOL_ERROR = "tool_error";
  public static final String TIMEOUT = "timeout";
  public static final String CANCELLED = "cancelled";

  private McpAttributes() {}

  /** Where the session runs: transport, network protocol, server address and name. */
  public static AttributesBuilder session(AttributesBuilder attributes, ObservedSession session) {
    boolean http = session.transport() == ObservedSession.Transport.STREAMABLE_HTTP;
    attributes.put(TRANSPORT, http ? "tcp" : "pipe");
    if (http) {
      attributes.put(PROTOCOL_NAME, "http").put(PROTOCOL_VERSION, "1.1");
    }
    session.url().ifPresent(url -> {
      attributes.put(SERVER_ADDRESS, url.getHost()).put(SERVER_PORT, port(url));
    });
    session.protocolVersion().ifPresent(version -> attributes.put(VERSION, version));
    session.serverName().ifPresent(name -> attributes.put(SERVER_NAME, name));
    return attributes;
  }

  /** What a request is, as its duration is recorded: method, target, and the session's. */
  public static AttributesBuilder request(AttributesBuilder attributes, ObservedRequest request) {
    attributes.put(METHOD, request.method());
    request.toolName().ifPresent(tool -> attributes.put(TOOL, tool));
    request.promptName().ifPresent(prompt -> attributes.put(PROMPT, prompt));
    if (request.method().equals("tools/call")) {
      attributes.put(OPERATION, EXECUTE_TOOL);
    }
    return session(attributes, request.session());
  }

  /** What only a span says of a request, too many values to be a metric's: its id, resource and session id. */
  public static SpanBuilder spanOnly(SpanBuilder span, ObservedRequest request) {
    request.id().ifPresent(id -> span.setAttribute(REQUEST_ID, id));
    request.resourceUri().ifPresent(uri -> span.setAttribute(RESOURCE, uri));
    request.session().sessionId().ifPresent(id -> span.setAttribute(SESSION, id));
    return span;
  }

  /** The span name: {@code {mcp.method.name} {target}}, the target a tool or prompt name (never a resource URI). */
  public static String spanName(ObservedRequest request) {
    Optional<String> target = request.toolName().or(request::promptName);
    return target.map(name -> request.method() + " " + name).orElse(request.method());
  }

  /** The {@code error.type} of an end, empty for a success. */
  public static Optional<String> errorType(RequestOutcome outcome) {
    return switch (outcome.kind()) {
      case RESULT -> Optional.empty();
      case TOOL_ERROR -> Optional.of(TOOL_ERROR);
      case ERROR -> Optional.of(Integer.toString(outcome.code().orElse(0)));
      case TIMEOUT -> Optional.of(TIMEOUT);
      case CANCELLED -> Optional.of(CANCELLED);
      case FAILED -> outcome.failure().map(failure -> failure.getClass().getName());
    };
  }

  /** The end's attributes: {@code error.type}, and the JSON-RPC error's code. */
  public static Attributes outcome(RequestOutcome outcome) {
    AttributesBuilder attributes = Attributes.builder();
    errorType(outcome).ifPresent(type -> attributes.put(ERROR_TYPE, type));
    outcome.code().ifPresent(code -> attributes.put(STATUS_CODE, Integer.toString(code)));
    return attributes.build();
  }

  private static long port(URI url) {
    if (url.getPort() != -1) {
      return url.getPort();
    }
    return "https".equalsIgnoreCase(url.getScheme()) ? 443 : 80;
  }
}
