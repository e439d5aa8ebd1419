package dev.imcp.runtime.internal.http;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The buffers a thread reads event streams with, kept from one stream to the next: every POST's SSE answer is a
 * stream of its own, and an 8 KiB read buffer and an 8 KiB line buffer per call were 45 % of what a call allocated
 * (docs/PERFORMANCE.md). Taken for a stream and given back after it, so that a thread reading a second stream while it
 * holds them (none does) gets buffers of its own. Data grown past 64 KiB is not kept.
 */
final class SseBuffers {
  private static final int CHUNK = 8192;
  private static final int FIRST_DATA = 1024;
  private static final int KEEP_AT_MOST = 64 * 1024;
  private static final ThreadLocal<@Nullable SseBuffers> KEPT = new ThreadLocal<>();

  /** What one read of the body fills. */
  final byte[] chunk = new byte[CHUNK];

  /** An event's data, gathered. */
  private byte[] data = new byte[FIRST_DATA];

  private SseBuffers() {}

  /** This thread's buffers, or new ones when it holds them already. */
  static SseBuffers take() {
    SseBuffers kept = KEPT.get();
    if (kept == null) {
      return new SseBuffers();
    }
    KEPT.remove();
    return kept;
  }

  /** Kept for this thread's next stream. */
  void giveBack() {
    if (data.length > KEEP_AT_MOST) {
      data = new byte[FIRST_DATA];
    }
    KEPT.set(this);
  }

  /** The data buffer, grown (its contents kept) to hold at least {@code length} bytes. */
  byte[] data(int length) {
    if (data.length < length) {
      data = Arrays.copyOf(data, Math.max(length, 2 * data.length));
    }
    return data;
  }
}
