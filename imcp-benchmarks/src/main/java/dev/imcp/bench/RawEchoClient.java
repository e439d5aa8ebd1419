package dev.imcp.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The floor: no MCP library, one reader thread, a map of pending ids, Jackson. No validation, no timeouts. In the
 * 2026-07-28 era it sends {@code server/discover} instead of the handshake and the required {@code _meta} on each call.
 */
final class RawEchoClient implements EchoClient {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  private final Process process;
  private final OutputStream out;
  private final Map<Long, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
  private final AtomicLong ids = new AtomicLong();
  private final @Nullable ObjectNode meta;

  RawEchoClient(boolean modern) {
    try {
      this.process = new ProcessBuilder(modern ? Servers.modern() : Servers.everything())
          .redirectError(ProcessBuilder.Redirect.DISCARD)
          .start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    this.out = process.getOutputStream();
    Thread reader = new Thread(this::read, "raw-reader");
    reader.setDaemon(true);
    reader.start();
    if (modern) {
      meta = JSON.createObjectNode().put("io.modelcontextprotocol/protocolVersion", "2026-07-28");
      meta.putObject("io.modelcontextprotocol/clientCapabilities");
      meta.putObject("io.modelcontextprotocol/clientInfo").put("name", "raw").put("version", "1");
      request("server/discover", JSON.createObjectNode()).join();
      return;
    }
    meta = null;
    // The version our client and the official one ask for, so that the server does the same work
    // for all three.
    ObjectNode params = JSON.createObjectNode().put("protocolVersion", "2025-11-25");
    params.putObject("capabilities");
    params.putObject("clientInfo").put("name", "raw").put("version", "1");
    request("initialize", params).join();
    write(JSON.createObjectNode().put("jsonrpc", "2.0").put("method", "notifications/initialized"));
  }

  private void read() {
    try (BufferedReader lines = new BufferedReader(
        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        JsonNode message = JSON.readTree(line);
        if (message.has("id") && !message.has("method")) {
          CompletableFuture<JsonNode> waiting = pending.remove(message.get("id").longValue());
          if (waiting != null) {
            waiting.complete(message);
          }
        }
      }
    } catch (IOException e) {
      pending.values().forEach(waiting -> waiting.completeExceptionally(e));
    }
  }

  private CompletableFuture<JsonNode> request(String method, ObjectNode params) {
    long id = ids.incrementAndGet();
    CompletableFuture<JsonNode> answer = new CompletableFuture<>();
    pending.put(id, answer);
    if (meta != null) {
      params.set("_meta", meta);
    }
    ObjectNode message =
        JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
    message.set("params", params);
    write(message);
    return answer;
  }

  private void write(ObjectNode message) {
    byte[] line = JSON.writeValueAsBytes(message);
    synchronized (out) {
      try {
        out.write(line);
        out.write('\n');
        out.flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    ObjectNode params = JSON.createObjectNode().put("name", "echo");
    params.putObject("arguments").put("message", message);
    return request("tools/call", params)
        .thenApply(
            answer -> answer.path("result").path("content").path(0).path("text").asString());
  }

  @Override
  public String echo(String message) {
    return echoAsync(message).join();
  }

  @Override
  public void close() {
    Processes.endInput(process, out, 5);
  }
}
