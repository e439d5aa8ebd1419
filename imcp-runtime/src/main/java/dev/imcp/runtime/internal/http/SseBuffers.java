package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.base.RuntimeThread;
import dev.imcp.runtime.internal.base.SharedSlots;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The buffers a thread reads event streams with, kept from one stream to the next: every POST's SSE answer is a
 * stream of its own, and an 8 KiB read buffer and an 8 KiB line buffer per call were 45 % of what a call allocated
 * (docs/PERFORMANCE.md). Taken for a stream and given back after it, so that a thread reading a second stream while it
 * holds them (none does) gets buffers of its own. Data grown past 64 KiB is not kept. Only the runtime's own threads keep
 * theirs in a thread-local: a blocking call reads its answer on the caller's thread, and a thread-local there would
 * outlive the client (and, in an application server, hold the application's class loader from the server's threads), so
 * callers' threads share a few buffers instead.
 */
final class SseBuffers {
  private static final int CHUNK = 8192;
  private static final int FIRST_DATA = 1024;
  private static final int FIRST_ID = 64;
  private static final int KEEP_AT_MOST = 64 * 1024;
  private static final ThreadLocal<@Nullable SseBuffers> KEPT = new ThreadLocal<>();
  /** The buffers callers' threads share. */
  static final SharedSlots<SseBuffers> SHARED = new SharedSlots<>(8);

  /** Whether these go back to {@link #SHARED} rather than stay a runtime thread's. */
  private final boolean shared;

  /**
   * Whether a stream reads with them now: a thread's buffers stay its thread-local (setting and removing it made an
   * entry of the thread's map on every call) and are marked taken instead. Volatile: a stream may end on another thread
   * than the one it began on.
   */
  private volatile boolean taken;

  /** What one read of the body fills. */
  final byte[] chunk = new byte[CHUNK];

  /** An event's data, gathered. */
  private byte[] data = new byte[FIRST_DATA];

  /** The last event's id, as it came. */
  private byte[] id = new byte[FIRST_ID];

  private SseBuffers(boolean shared) {
    this.shared = shared;
  }

  /** This runtime thread's buffers, or new ones when it holds them already; on another thread, shared ones. */
  static SseBuffers take() {
    if (!RuntimeThread.isCurrent()) {
      return takeShared();
    }
    SseBuffers kept = KEPT.get();
    if (kept == null) {
      kept = new SseBuffers(false);
      KEPT.set(kept);
    } else if (kept.taken) {
      return new SseBuffers(false);
    }
    kept.taken = true;
    return kept;
  }

  private static SseBuffers takeShared() {
    SseBuffers kept = SHARED.take();
    return kept != null ? kept : new SseBuffers(true);
  }

  /** Kept for this thread's next stream. */
  void giveBack() {
    if (data.length > KEEP_AT_MOST) {
      data = new byte[FIRST_DATA];
    }
    if (id.length > KEEP_AT_MOST) {
      id = new byte[FIRST_ID];
    }
    if (shared) {
      SHARED.giveBack(this);
    } else {
      taken = false;
    }
  }

  /** The id buffer, grown (its contents not kept) to hold at least {@code length} bytes. */
  byte[] id(int length) {
    if (id.length < length) {
      id = new byte[Math.max(length, 2 * id.length)];
    }
    return id;
  }

  /** The data buffer, grown (its contents kept) to hold at least {@code length} bytes. */
  byte[] data(int length) {
    if (data.length < length) {
      data = Arrays.copyOf(data, Math.max(length, 2 * data.length));
    }
    return data;
  }
}
