package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.transport.LineFramer;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * Reads a {@code text/event-stream} line by line (WHATWG server-sent events) and hands the data of each {@code message}
 * event to a sink as one message, as UTF-8 bytes (a reader that parses bytes reads the answer straight from them).
 * Events without data (a 2025-11-25 server's priming event) are skipped; data over the limit is reported as oversized
 * with its start and end, never kept whole. Not thread-safe: one per stream.
 */
final class SseEvents {
  private static final int EDGE = 256;
  private static final byte[] DATA = ascii("data");
  private static final byte[] EVENT = ascii("event");
  private static final byte[] ID = ascii("id");
  private static final byte[] RETRY = ascii("retry");
  private static final byte[] MESSAGE = ascii("message");

  private final LineFramer.Sink sink;
  private final int maxBytes;
  /** Where an event's data is gathered. */
  private final SseBuffers buffers;

  private int dataLength;
  private boolean hasData;
  private long length;
  private @Nullable String head;
  private String tail = "";
  /** Whether the event names a type other than {@code message} (then it is skipped). */
  private boolean otherType;

  /**
   * The last event's id while it is only bytes in {@link #buffers} (-1: none); it becomes a string only when it may be
   * needed, {@link #release}: every event of server-everything's answers has one, and a string per call was about 100
   * bytes that the answer's reader never used.
   */
  private int idLength = -1;

  private @Nullable String lastEventId;
  private long retryMillis = -1;

  SseEvents(LineFramer.Sink sink, int maxBytes) {
    this(sink, maxBytes, SseBuffers.take());
  }

  /** @param buffers the reading thread's, kept from stream to stream */
  SseEvents(LineFramer.Sink sink, int maxBytes, SseBuffers buffers) {
    this.sink = sink;
    this.maxBytes = maxBytes;
    this.buffers = buffers;
  }

  /** One line of the stream, without its line ending. */
  void line(String line) {
    byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
    line(bytes, 0, bytes.length);
  }

  /** One line of the stream as UTF-8 bytes, without its line ending; the bytes are not kept. */
  void line(byte[] bytes, int offset, int count) {
    if (count == 0) {
      dispatch();
      return;
    }
    if (bytes[offset] == ':') {
      return;
    }
    int end = offset + count;
    int colon = offset;
    while (colon < end && bytes[colon] != ':') {
      colon++;
    }
    int value =
        colon == end ? end : colon + 1 < end && bytes[colon + 1] == ' ' ? colon + 2 : colon + 1;
    if (is(DATA, bytes, offset, colon)) {
      data(bytes, value, end - value);
    } else if (is(EVENT, bytes, offset, colon)) {
      otherType = value < end && !is(MESSAGE, bytes, value, end);
    } else if (is(ID, bytes, offset, colon)) {
      id(bytes, value, end - value);
    } else if (is(RETRY, bytes, offset, colon)) {
      String retry = new String(bytes, value, end - value, StandardCharsets.US_ASCII);
      retryMillis = retry.matches("\\d{1,9}") ? Long.parseLong(retry) : retryMillis;
    }
    // Unknown fields are ignored, as the standard says.
  }

  /**
   * A line too long to keep: only a {@code data} line can be one worth reading, and its event is then oversized as a
   * whole.
   */
  void oversizedLine(long lineLength, String lineHead, String lineTail) {
    if (!lineHead.startsWith("data:")) {
      return;
    }
    String value = lineHead.substring(lineHead.startsWith("data: ") ? 6 : 5);
    length += (hasData ? 1 : 0) + lineLength;
    if (head == null) {
      String gathered = gathered();
      head = dataLength > 0 ? gathered + "\n" + value : value;
      head = head.length() > EDGE ? head.substring(0, EDGE) : head;
      dataLength = 0;
    }
    tail = lineTail;
    hasData = true;
  }

  /** The reconnection delay the server asked for ({@code retry:}), or -1. */
  long retryMillis() {
    return retryMillis;
  }

  /**
   * The id of the last event seen, for a reconnection with {@code Last-Event-ID}; after {@link #release}, only if it was
   * wanted then.
   */
  @Nullable
  String lastEventId() {
    if (idLength >= 0) {
      lastEventId = new String(buffers.id(idLength), 0, idLength, StandardCharsets.UTF_8);
      idLength = -1;
    }
    return lastEventId;
  }

  /** Before the buffers go back: the last id is kept as a string if {@code wanted}, else forgotten. */
  void release(boolean wanted) {
    if (wanted) {
      lastEventId();
    }
    idLength = -1;
  }

  /** An id with a NUL in it is ignored, as the standard says. */
  private void id(byte[] bytes, int offset, int count) {
    for (int i = offset; i < offset + count; i++) {
      if (bytes[i] == 0) {
        return;
      }
    }
    System.arraycopy(bytes, offset, buffers.id(count), 0, count);
    idLength = count;
  }

  private void data(byte[] bytes, int offset, int count) {
    length += (hasData ? 1 : 0) + count;
    if (head == null && length > maxBytes) {
      String start = (hasData ? gathered() + "\n" : gathered())
          + new String(bytes, offset, Math.min(count, EDGE), StandardCharsets.UTF_8);
      head = start.length() > EDGE ? start.substring(0, EDGE) : start;
      dataLength = 0;
    } else if (head == null) {
      int joined = dataLength + (hasData ? 1 : 0);
      byte[] data = buffers.data(joined + count);
      if (hasData) {
        data[dataLength] = '\n';
      }
      System.arraycopy(bytes, offset, data, joined, count);
      dataLength = joined + count;
    }
    if (head != null) {
      int from = Math.max(offset, offset + count - EDGE);
      tail = new String(bytes, from, offset + count - from, StandardCharsets.UTF_8);
    }
    hasData = true;
  }

  private String gathered() {
    return new String(buffers.data(dataLength), 0, dataLength, StandardCharsets.UTF_8);
  }

  private void dispatch() {
    try {
      if (!hasData || otherType) {
        return;
      }
      if (head != null) {
        sink.oversized(length, head, tail);
      } else if (dataLength > 0) {
        sink.line(buffers.data(dataLength), 0, dataLength);
      }
    } finally {
      dataLength = 0;
      hasData = false;
      length = 0;
      head = null;
      tail = "";
      otherType = false;
    }
  }

  private static boolean is(byte[] word, byte[] bytes, int from, int to) {
    if (to - from != word.length) {
      return false;
    }
    for (int i = 0; i < word.length; i++) {
      if (bytes[from + i] != word[i]) {
        return false;
      }
    }
    return true;
  }

  private static byte[] ascii(String word) {
    return word.getBytes(StandardCharsets.US_ASCII);
  }
}
