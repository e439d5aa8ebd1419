package dev.imcp.corpus;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ProtocolEra;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import tools.jackson.databind.JsonNode;

/**
 * A loopback MCP server over Streamable HTTP (JSON answers, the 2025 handshake) that plays one corpus server to the
 * real runtime: it answers {@code initialize} with the recorded result, records the {@code arguments} of each {@code
 * tools/call} as the runtime wrote them on the wire, and answers it with the result the test set. So a request goes
 * through the runtime's own validation and serialisation, and a result through its own decoding, with no access to
 * its internals.
 */
final class WireServer implements AutoCloseable {
  private final HttpServer server;
  private final AtomicReference<String> initialize = new AtomicReference<>("{}");
  private final AtomicReference<JsonNode> arguments = new AtomicReference<>();
  private final AtomicReference<String> nextResult = new AtomicReference<>();

  WireServer() {
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.setExecutor(Executors.newSingleThreadExecutor(task -> {
      Thread thread = new Thread(task, "corpus-wire-server");
      thread.setDaemon(true);
      return thread;
    }));
    server.createContext("/mcp", this::answer);
    server.start();
  }

  /** A client of the runtime for a server that answers {@code initialize} with {@code initializeResult}. */
  McpClient connect(JsonNode initializeResult) {
    initialize.set(initializeResult.isObject() ? initializeResult.toString() : "{}");
    return McpClient.http(URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/mcp"))
        .protocolEra(ProtocolEra.LEGACY)
        .initializeTimeout(Duration.ofSeconds(60))
        .defaultTimeout(Duration.ofSeconds(60))
        .connect();
  }

  /** The result the next {@code tools/call} gets; until set, a text result. */
  void answerNextCallWith(String result) {
    nextResult.set(result);
  }

  /** The arguments of the last {@code tools/call}, as the runtime wrote them. */
  JsonNode lastArguments() {
    return arguments.get();
  }

  private void answer(HttpExchange exchange) throws IOException {
    if (!exchange.getRequestMethod().equals("POST")) {
      respond(exchange, 405, "");
      return;
    }
    JsonNode message = RuntimeJson.MAPPER.readTree(exchange.getRequestBody().readAllBytes());
    if (!message.has("id")) {
      respond(exchange, 202, "");
      return;
    }
    String id = message.get("id").toString();
    String result = switch (message.path("method").asString("")) {
      case "initialize" -> {
        exchange.getResponseHeaders().set("Mcp-Session-Id", "corpus");
        // The recorded result, in the version the client asked for: what is tested is the tools,
        // not the handshake.
        tools.jackson.databind.node.ObjectNode recorded =
            (tools.jackson.databind.node.ObjectNode) RuntimeJson.MAPPER.readTree(initialize.get());
        recorded.set("protocolVersion", message.path("params").path("protocolVersion"));
        yield recorded.toString();
      }
      case "tools/call" -> {
        arguments.set(message.path("params").path("arguments"));
        String next = nextResult.getAndSet(null);
        yield next != null ? next : "{\"content\":[{\"type\":\"text\",\"text\":\"ok\"}]}";
      }
      case "ping" -> "{}";
      default -> null;
    };
    respond(
        exchange,
        200,
        result == null
            ? "{\"jsonrpc\":\"2.0\",\"id\":" + id
                + ",\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}"
            : "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":" + result + "}");
  }

  private static void respond(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
