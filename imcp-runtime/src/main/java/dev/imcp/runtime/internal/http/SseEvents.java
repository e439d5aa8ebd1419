package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.transport.LineFramer;
import org.jspecify.annotations.Nullable;

/**
 * Reads a {@code text/event-stream} line by line (WHATWG server-sent events) and hands the data of each {@code message}
 * event to a sink as one message. Events without data (a 2025-11-25 server's priming event) are skipped; data over the
 * limit is reported as oversized with its start and end, never kept whole. Not thread-safe: one per stream.
 */
final class SseEvents {
  private static final int EDGE = 256;

  private final LineFramer.Sink sink;
  private final int maxBytes;
  private final StringBuilder data = new StringBuilder();
  private boolean hasData;
  private long length;
  private @Nullable String head;
  private String tail = "";
  private String type = "";
  private @Nullable String lastEventId;
  private long retryMillis = -1;

  SseEvents(LineFramer.Sink sink, int maxBytes) {
    this.sink = sink;
    this.maxBytes = maxBytes;
  }

  /** One line of the stream, without its line ending. */
  void line(String line) {
    if (line.isEmpty()) {
      dispatch();
      return;
    }
    if (line.charAt(0) == ':') {
      return;
    }
    int colon = line.indexOf(':');
    String field = colon < 0 ? line : line.substring(0, colon);
    String value =
        colon < 0 ? "" : line.substring(line.startsWith(" ", colon + 1) ? colon + 2 : colon + 1);
    switch (field) {
      case "data" -> data(value);
      case "event" -> type = value;
      case "id" -> lastEventId = value.indexOf('\0') < 0 ? value : lastEventId;
      case "retry" -> retryMillis = value.matches("\\d{1,9}") ? Long.parseLong(value) : retryMillis;
      default -> {
        // Unknown fields are ignored, as the standard says.
      }
    }
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
      head = (data.length() > 0 ? data + "\n" + value : value);
      head = head.length() > EDGE ? head.substring(0, EDGE) : head;
      data.setLength(0);
    }
    tail = lineTail;
    hasData = true;
  }

  /** The reconnection delay the server asked for ({@code retry:}), or -1. */
  long retryMillis() {
    return retryMillis;
  }

  /** The id of the last event seen, for a reconnection with {@code Last-Event-ID}. */
  @Nullable
  String lastEventId() {
    return lastEventId;
  }

  private void data(String value) {
    length += (hasData ? 1 : 0) + value.length();
    if (head == null) {
      if (hasData) {
        data.append('\n');
      }
      data.append(value);
      if (length > maxBytes) {
        head = data.length() > EDGE ? data.substring(0, EDGE) : data.toString();
        data.setLength(0);
      }
    }
    if (head != null) {
      tail = value.length() > EDGE ? value.substring(value.length() - EDGE) : value;
    }
    hasData = true;
  }

  private void dispatch() {
    try {
      if (!hasData || !type.isEmpty() && !type.equals("message")) {
        return;
      }
      if (head != null) {
        sink.oversized(length, head, tail);
      } else if (data.length() > 0) {
        sink.line(data.toString());
      }
    } finally {
      data.setLength(0);
      hasData = false;
      length = 0;
      head = null;
      tail = "";
      type = "";
    }
  }
}
