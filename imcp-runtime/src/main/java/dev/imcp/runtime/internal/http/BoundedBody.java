package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * A whole body of at most {@code maxBytes}, read as it arrives: a longer one (by its Content-Length, or as it streams
 * in) is not kept, and the connection is dropped at once rather than read to its end, which may never come.
 */
final class BoundedBody {
  /** How much of an error answer's body is read for its excerpt; the rest is dropped with the connection. */
  static final int EXCERPT_BYTES = 2048;

  private BoundedBody() {}

  /** The body, or {@code null} when it was over the limit (and dropped). */
  static byte @Nullable [] read(BlockingExchange.Body body, int maxBytes, long contentLength)
      throws IOException {
    if (contentLength > maxBytes) {
      body.drop();
      return null;
    }
    byte[] bytes = new byte[contentLength > 0 ? (int) contentLength : 1024];
    int length = 0;
    while (true) {
      if (length == bytes.length) {
        if (length == contentLength || length >= maxBytes) {
          // All it declared (its end read with a byte to spare, not into a grown copy), or the
          // limit.
          return ended(body) ? bytes : null;
        }
        bytes = Arrays.copyOf(bytes, (int) Math.min(maxBytes, 2L * bytes.length));
      }
      int count = body.read(bytes, length, bytes.length - length);
      if (count < 0) {
        return length == bytes.length ? bytes : Arrays.copyOf(bytes, length);
      }
      length += count;
    }
  }

  /** Whether the body ends here; if not, it is dropped. */
  private static boolean ended(BlockingExchange.Body body) throws IOException {
    if (body.read(new byte[1], 0, 1) < 0) {
      return true;
    }
    body.drop();
    return false;
  }

  /** The start of a body as text, for an error message; what follows is dropped with the connection. */
  static String excerpt(BlockingExchange.Body body) throws IOException {
    byte[] start = new byte[EXCERPT_BYTES];
    int length = 0;
    int count;
    while (length < start.length
        && (count = body.read(start, length, start.length - length)) >= 0) {
      length += count;
    }
    if (length == start.length) {
      body.drop();
    }
    return new String(start, 0, length, StandardCharsets.UTF_8);
  }
}
