package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.base.RuntimeThread;
import dev.imcp.runtime.internal.base.SharedSlots;
import dev.imcp.runtime.internal.base.StreamingOut;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.POJONode;

/**
 * Writes request lines with one generator per thread into one buffer per thread, both kept (on the runtime's own
 * threads; callers' threads share a few, {@link SharedSlots}): a request costs the line's own bytes and nothing else (a generator, its serialization context, its write contexts and an array builder per
 * request were a fifth of what a call allocated). A generator that failed half-way is dropped, never reused; a line
 * written while the thread's writer is busy (a request object whose serialization sends a request) gets one of its own.
 *
 * <p>The generator is Jackson's streaming core's, with no data-binding: the caller's arguments ({@code putPOJO}) go
 * through {@link StreamingOut} (a map, a list, plain values, a generated record that writes itself), trees node for
 * node. Arguments that only the mapper writes (a record that does not write itself, the caller's own class) are
 * written by a second kept generator, the mapper's, made on first need: its serialization context is kept with it, as
 * a context made per call would cost each call about 60 bytes more.
 */
final class RequestLines {
  private static final ThreadLocal<RequestLines> PER_THREAD = new PerThread();
  /** The writers callers' threads share: a thread the runtime does not own keeps none. */
  static final SharedSlots<RequestLines> SHARED = new SharedSlots<>(8);
  /**
   * The nesting depth of a request's arguments (the message, its params, the arguments): an argument's path in an
   * error starts there, as the mapper's did.
   */
  private static final int ARGUMENTS = 3;

  /** A buffer grown past this by a large request is not kept. */
  private static final int KEPT = 64 * 1024;

  private final Buffer buffer = new Buffer();
  /** The streaming core's generator and its writer of values; null until needed, or after a failure. */
  private @Nullable Writer core;
  /** The mapper's, for arguments only the mapper writes. */
  private @Nullable Writer bound;

  private boolean busy;
  /** The generator {@link #member} writes to while {@link #write} runs, and its writer of values. */
  private @Nullable JsonGenerator writing;

  private @Nullable StreamingOut writingOut;
  /** Kept, like the generator: writing params member by member walks the map without an iterator. */
  private final BiConsumer<String, JsonNode> member = new Member();

  private RequestLines() {}

  /** {@return the request as one line of JSON, without the newline} */
  static byte[] of(long id, String method, ObjectNode params) {
    return written(id, method, params);
  }

  /** {@return the {@code tools/call} request as one line of JSON, without the newline; the tree's bytes} */
  static byte[] of(long id, ToolCallParams params) {
    return written(id, McpMethods.TOOLS_CALL, params);
  }

  /** @param params an {@link ObjectNode} or {@link ToolCallParams} */
  private static byte[] written(long id, String method, Object params) {
    if (!RuntimeThread.isCurrent()) {
      return shared(id, method, params);
    }
    RequestLines lines = PER_THREAD.get();
    return lines.busy
        ? new RequestLines().write(id, method, params)
        : lines.write(id, method, params);
  }

  private static byte[] shared(long id, String method, Object params) {
    RequestLines taken = SHARED.take();
    RequestLines lines = taken != null ? taken : new RequestLines();
    try {
      return lines.write(id, method, params);
    } finally {
      SHARED.giveBack(lines);
    }
  }

  private byte[] write(long id, String method, Object params) {
    busy = true;
    buffer.reset();
    boolean mapped = params instanceof ToolCallParams call
        ? call.mappedOnly()
        : mappedOnly(((ObjectNode) params).get("arguments"));
    Writer writer = take(mapped);
    JsonGenerator json = writer.json();
    try {
      envelope(json, writer.out(), id, method, params);
      keep(writer, mapped);
      return buffer.line();
    } catch (JacksonException e) {
      if (e.getPath().isEmpty()) {
        // the streaming writer's own failure (nesting too deep): where the generator was
        StreamingOut.locate(e, json.streamWriteContext(), ARGUMENTS);
      }
      throw e;
    } finally {
      writing = null;
      writingOut = null;
      busy = false;
      buffer.trim();
    }
  }

  /**
   * Takes the kept writer of its kind, or makes one: it is kept again only once a line is written whole, as a
   * generator that failed half-way is never reused.
   */
  private Writer take(boolean mapped) {
    Writer writer = mapped ? bound : core;
    if (mapped) {
      bound = null;
    } else {
      core = null;
    }
    if (writer != null) {
      return writer;
    }
    return mapped
        ? new Writer(Json.mapper().createGenerator(buffer))
        : new Writer(Json.factory().createGenerator(ObjectWriteContext.empty(), buffer));
  }

  private void keep(Writer writer, boolean mapped) {
    if (mapped) {
      bound = writer;
    } else {
      core = writer;
    }
  }

  /** Whether the arguments are a value of a kind {@link StreamingOut} hands whole to the mapper. */
  private static boolean mappedOnly(@Nullable JsonNode arguments) {
    return arguments instanceof POJONode node && !StreamingOut.writesItself(node.getPojo());
  }

  private void envelope(
      JsonGenerator json, StreamingOut values, long id, String method, Object params) {
    json.writeStartObject();
    json.writeStringProperty("jsonrpc", "2.0");
    json.writeNumberProperty("id", id);
    json.writeStringProperty("method", method);
    json.writeName("params");
    json.writeStartObject();
    if (params instanceof ToolCallParams call) {
      call.write(json, values);
    } else {
      writing = json;
      writingOut = values;
      ((ObjectNode) params).forEachEntry(member);
    }
    json.writeEndObject();
    json.writeEndObject();
    json.flush();
  }

  private void member(String name, JsonNode value) {
    JsonGenerator json = Objects.requireNonNull(writing);
    StreamingOut values = Objects.requireNonNull(writingOut);
    json.writeName(name);
    if (value instanceof POJONode pojo) {
      values.value(pojo.getPojo());
    } else {
      values.tree(value);
    }
  }

  /** A kept generator and its writer of values. */
  private record Writer(JsonGenerator json, StreamingOut out) {
    Writer(JsonGenerator json) {
      this(json, new StreamingOut(json, ARGUMENTS));
    }
  }

  /** What the generator writes into; a root value after the first is preceded by a space, which the line leaves out. */
  private static final class Buffer extends OutputStream {
    private byte[] bytes = new byte[512];
    private int size;

    void reset() {
      size = 0;
    }

    void trim() {
      if (bytes.length > KEPT) {
        bytes = new byte[512];
        size = 0;
      }
    }

    byte[] line() {
      int start = 0;
      while (start < size && bytes[start] == ' ') {
        start++;
      }
      return Arrays.copyOfRange(bytes, start, size);
    }

    @Override
    public void write(int b) {
      ensure(1);
      bytes[size++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int offset, int length) {
      ensure(length);
      System.arraycopy(b, offset, bytes, size, length);
      size += length;
    }

    private void ensure(int more) {
      if (size + more > bytes.length) {
        bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
      }
    }
  }

  /**
   * A thread's writer, made on its first request. This and {@link Member} are named classes, not lambdas: a client's
   * first request is written on its way to its first call, where each lambda is a class spun cold.
   */
  private static final class PerThread extends ThreadLocal<RequestLines> {
    @Override
    protected RequestLines initialValue() {
      return new RequestLines();
    }
  }

  private final class Member implements BiConsumer<String, JsonNode> {
    @Override
    public void accept(String name, JsonNode value) {
      member(name, value);
    }
  }
}
