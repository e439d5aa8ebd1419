package dev.imcp.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The floor: the fastest honest client we can write, with no MCP library. One reader thread frames the server's stdout
 * as bytes (no per-line {@code String}, no decoder: a line that sits whole in the read buffer is parsed where it lies),
 * parses each message once (Jackson, straight from the bytes), finds its caller in a map of pending ids and completes
 * the caller's future on the reader thread: the caller wakes directly, with no thread in between. A request is written
 * by the calling thread, in one write (the JSON and its newline). No validation, no timeouts, no stderr kept. In the
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
    try (InputStream in = process.getInputStream()) {
      frame(in, this::message);
    } catch (IOException e) {
      pending.values().forEach(waiting -> waiting.completeExceptionally(e));
    }
  }

  /** Hears of one line, whose bytes stay valid only during the call. */
  interface Lines {
    void line(byte[] bytes, int offset, int length);
  }

  /** Frames lines on {@code '\n'} in the read buffer; only a line split across reads is copied (into {@code carry}). */
  static void frame(InputStream in, Lines lines) throws IOException {
    byte[] buffer = new byte[65536];
    byte[] carry = new byte[8192];
    int carried = 0;
    for (int count = in.read(buffer); count != -1; count = in.read(buffer)) {
      int start = 0;
      for (int i = 0; i < count; i++) {
        if (buffer[i] != '\n') {
          continue;
        }
        if (carried == 0) {
          lines.line(buffer, start, i - start);
        } else {
          carry = append(carry, carried, buffer, start, i - start);
          lines.line(carry, 0, carried + i - start);
          carried = 0;
        }
        start = i + 1;
      }
      carry = append(carry, carried, buffer, start, count - start);
      carried += count - start;
    }
  }

  private static byte[] append(byte[] carry, int carried, byte[] bytes, int offset, int length) {
    byte[] into = carried + length > carry.length
        ? Arrays.copyOf(carry, Math.max(carry.length * 2, carried + length))
        : carry;
    System.arraycopy(bytes, offset, into, carried, length);
    return into;
  }

  private void message(byte[] bytes, int offset, int length) {
    if (length == 0) {
      return;
    }
    JsonNode message = JSON.readTree(bytes, offset, length);
    JsonNode id = message.get("id");
    if (id != null && !message.has("method")) {
      CompletableFuture<JsonNode> waiting = pending.remove(id.longValue());
      if (waiting != null) {
        waiting.complete(message);
      }
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
    byte[] json = JSON.writeValueAsBytes(message);
    synchronized (out) {
      try {
        // The process's stdin is buffered: the JSON and its newline leave in one write at the
        // flush.
        out.write(json);
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
