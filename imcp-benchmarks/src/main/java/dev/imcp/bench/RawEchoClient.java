// One room: the floor, whole: framing, the one parse, the handshake and the call, each small; read
// together they
// show that it does no more than an honest client must.
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
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonFactory;

/**
 * The floor: the fastest honest client we can write, with no MCP library. One reader thread frames the server's stdout
 * as bytes (no per-line {@code String}, no decoder: a line that sits whole in the read buffer is parsed where it lies),
 * parses each message once (Jackson's streaming parser, straight from the bytes, no tree: it takes the id and the first
 * content's text and skips the rest), finds its caller in a map of pending ids and completes the caller's future on the
 * reader thread: the caller wakes directly, with no thread in between. A call is written by the calling thread with a
 * streaming generator straight into the process's buffered stdin (no tree, no intermediate array), its newline after
 * it, one flush. No validation, no timeouts, no stderr kept. In the 2026-07-28 era it sends {@code server/discover}
 * instead of the handshake and the required {@code _meta} on each call. Jackson's core alone, no databind: an honest
 * client needs no mapper to write three requests and read the id and one text, and building one (about 440 classes)
 * made the floor's cold start slower than it need be.
 */
final class RawEchoClient implements EchoClient {
  /**
   * The generator neither closes nor flushes the process's stdin: with Jackson's default a closed generator flushed it,
   * and each call left in two writes, its JSON and then its newline.
   */
  static final JsonFactory JSON = JsonFactory.builder()
      .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
      .disable(StreamWriteFeature.FLUSH_PASSED_TO_STREAM)
      .build();

  private final Process process;
  private final OutputStream out;
  private final Map<Long, CompletableFuture<String>> pending = new ConcurrentHashMap<>();
  private final AtomicLong ids = new AtomicLong();
  private final boolean modern;

  RawEchoClient(boolean modern) {
    try {
      this.process = new ProcessBuilder(modern ? Servers.modern() : Servers.everything())
          .redirectError(ProcessBuilder.Redirect.DISCARD)
          .start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    this.out = process.getOutputStream();
    this.modern = modern;
    Thread reader = new Thread(this::read, "raw-reader");
    reader.setDaemon(true);
    reader.start();
    open();
  }

  /** {@code server/discover} in the 2026-07-28 era; else the 2025 handshake. */
  private void open() {
    if (modern) {
      request("server/discover", json -> {}).join();
      return;
    }
    // The version our client and the official one ask for, so that the server does the same work
    // for all three.
    request("initialize", json -> {
          json.writeStringProperty("protocolVersion", "2025-11-25");
          json.writeObjectPropertyStart("capabilities");
          json.writeEndObject();
          writeClientInfo(json);
        })
        .join();
    write(json -> {
      json.writeStartObject();
      json.writeStringProperty("jsonrpc", "2.0");
      json.writeStringProperty("method", "notifications/initialized");
      json.writeEndObject();
    });
  }

  /** Writes members of an object under way. */
  private interface Members {
    void write(JsonGenerator json);
  }

  private static void writeClientInfo(JsonGenerator json) {
    json.writeObjectPropertyStart("clientInfo");
    json.writeStringProperty("name", "raw");
    json.writeStringProperty("version", "1");
    json.writeEndObject();
  }

  /** The {@code _meta} every 2026-07-28 request carries. */
  private static void writeModernMeta(JsonGenerator json) {
    json.writeObjectPropertyStart("_meta");
    json.writeStringProperty("io.modelcontextprotocol/protocolVersion", "2026-07-28");
    json.writeObjectPropertyStart("io.modelcontextprotocol/clientCapabilities");
    json.writeEndObject();
    json.writeName("io.modelcontextprotocol/clientInfo");
    json.writeStartObject();
    json.writeStringProperty("name", "raw");
    json.writeStringProperty("version", "1");
    json.writeEndObject();
    json.writeEndObject();
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

  /** One parse: the id, whether it is a request or notification, the first content's text or the error. */
  private void message(byte[] bytes, int offset, int length) {
    // Long: one streaming parse of a message, a case per member; the floor has no tree.
    if (length == 0) {
      return;
    }
    long id = -1;
    boolean request = false;
    String text = "";
    String error = null;
    try (JsonParser parser = JSON.createParser(ObjectReadContext.empty(), bytes, offset, length)) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        return;
      }
      while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
        String name = parser.currentName();
        JsonToken value = parser.nextToken();
        switch (name) {
          case "id" -> id = value == JsonToken.VALUE_NUMBER_INT ? parser.getLongValue() : -1;
          case "method" -> request = true;
          case "result" -> text = firstText(parser);
          case "error" -> {
            error = "error";
            parser.skipChildren();
          }
          default -> parser.skipChildren();
        }
      }
    }
    if (id < 0 || request) {
      return;
    }
    CompletableFuture<String> waiting = pending.remove(id);
    if (waiting != null && error != null) {
      waiting.completeExceptionally(new IllegalStateException("error response to " + id));
    } else if (waiting != null) {
      waiting.complete(text);
    }
  }

  /** At the result's start: {@code content[0].text}, or empty; the parser ends at the result's end. */
  static String firstText(JsonParser parser) {
    String text = "";
    if (parser.currentToken() != JsonToken.START_OBJECT) {
      parser.skipChildren();
      return text;
    }
    while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
      boolean content = parser.currentName().equals("content");
      if (parser.nextToken() != JsonToken.START_ARRAY || !content) {
        parser.skipChildren();
        continue;
      }
      for (int index = 0; parser.nextToken() != JsonToken.END_ARRAY; index++) {
        if (index > 0 || parser.currentToken() != JsonToken.START_OBJECT) {
          parser.skipChildren();
          continue;
        }
        while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
          boolean isText = parser.currentName().equals("text");
          parser.nextToken();
          if (isText) {
            text = parser.getString();
          } else {
            parser.skipChildren();
          }
        }
      }
    }
    return text;
  }

  /** A request of the opening, its params' members written by {@code params}. */
  private CompletableFuture<String> request(String method, Members params) {
    long id = ids.incrementAndGet();
    CompletableFuture<String> answer = new CompletableFuture<>();
    pending.put(id, answer);
    write(json -> {
      json.writeStartObject();
      json.writeStringProperty("jsonrpc", "2.0");
      json.writeNumberProperty("id", id);
      json.writeStringProperty("method", method);
      json.writeObjectPropertyStart("params");
      params.write(json);
      if (modern) {
        writeModernMeta(json);
      }
      json.writeEndObject();
      json.writeEndObject();
    });
    return answer;
  }

  /** One message, then its newline and one flush: the process's stdin is buffered, so one write. */
  private void write(Members message) {
    synchronized (out) {
      try (JsonGenerator json = JSON.createGenerator(ObjectWriteContext.empty(), out)) {
        message.write(json);
      }
      try {
        out.write('\n');
        out.flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Writes the {@code tools/call} of echo that both floors send, {@code _meta} only in the 2026-07-28 era. */
  static void writeEchoCall(JsonGenerator json, long id, String message, boolean modern) {
    json.writeStartObject();
    json.writeStringProperty("jsonrpc", "2.0");
    json.writeNumberProperty("id", id);
    json.writeStringProperty("method", "tools/call");
    json.writeObjectPropertyStart("params");
    json.writeStringProperty("name", "echo");
    json.writeObjectPropertyStart("arguments");
    json.writeStringProperty("message", message);
    json.writeEndObject();
    if (modern) {
      writeModernMeta(json);
    }
    json.writeEndObject();
    json.writeEndObject();
  }

  @Override
  public CompletableFuture<String> echoAsync(String message) {
    long id = ids.incrementAndGet();
    CompletableFuture<String> answer = new CompletableFuture<>();
    pending.put(id, answer);
    synchronized (out) {
      try (JsonGenerator json = JSON.createGenerator(ObjectWriteContext.empty(), out)) {
        writeEchoCall(json, id, message, modern);
      }
      try {
        out.write('\n');
        out.flush();
      } catch (IOException e) {
        pending.remove(id);
        throw new UncheckedIOException(e);
      }
    }
    return answer;
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
