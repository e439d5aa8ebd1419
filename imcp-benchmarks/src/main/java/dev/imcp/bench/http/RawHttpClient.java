package dev.imcp.bench.http;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The floor: the JDK's HttpClient and Jackson with no MCP library. One POST per call, its answer (JSON or one SSE
 * event) read whole; the session id and protocol version headers, nothing else.
 */
final class RawHttpClient implements HttpEchoClient {
  private static final JsonMapper JSON = JsonMapper.builder().build();
  private final HttpClient http = HttpClient.newHttpClient();
  private final URI url;
  private final AtomicLong ids = new AtomicLong();
  private final String session;

  RawHttpClient(URI url) {
    this.url = url;
    ObjectNode params = JSON.createObjectNode().put("protocolVersion", "2025-11-25");
    params.putObject("capabilities");
    params.putObject("clientInfo").put("name", "raw-bench").put("version", "1");
    HttpResponse<String> answer = send(request("initialize", params), null).join();
    this.session = answer.headers().firstValue("mcp-session-id").orElseThrow();
    send(
            JSON.createObjectNode()
                .put("jsonrpc", "2.0")
                .put("method", "notifications/initialized"),
            session)
        .join();
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    ObjectNode params = JSON.createObjectNode().put("name", "echo");
    params.putObject("arguments").put("message", message);
    return send(request("tools/call", params), session)
        .thenApply(answer -> answerIn(answer.body())
            .path("result")
            .path("content")
            .path(0)
            .path("text")
            .asString());
  }

  private ObjectNode request(String method, ObjectNode params) {
    return request(ids.incrementAndGet(), method, params);
  }

  /** A JSON-RPC request; the floors build theirs by hand, as the fastest honest client would. */
  static ObjectNode request(long id, String method, ObjectNode params) {
    ObjectNode request =
        JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
    request.set("params", params);
    return request;
  }

  private CompletableFuture<HttpResponse<String>> send(ObjectNode message, String sessionId) {
    HttpRequest.Builder request = HttpRequest.newBuilder(url)
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .POST(HttpRequest.BodyPublishers.ofString(message.toString()));
    if (sessionId != null) {
      request.header("Mcp-Session-Id", sessionId).header("MCP-Protocol-Version", "2025-11-25");
    }
    return http.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  /** The JSON body, or the data of the SSE event that carries the answer (server-everything answers with SSE). */
  static JsonNode answerIn(String body) {
    if (body.startsWith("{")) {
      return JSON.readTree(body);
    }
    for (String line : body.split("\n")) {
      if (line.startsWith("data: {")) {
        JsonNode message = JSON.readTree(line.substring(6));
        if (message.has("result") || message.has("error")) {
          return message;
        }
      }
    }
    throw new UncheckedIOException(new IOException("no answer in " + body));
  }

  @Override
  public void close() {
    // HttpClient.close() is Java 21's; on 17 its threads end once it is unreachable.
  }
}
