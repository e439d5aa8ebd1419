package dev.imcp.runtime.internal.base;

import java.util.concurrent.atomic.AtomicReferenceArray;
import org.jspecify.annotations.Nullable;

/**
 * A few objects that callers' threads share, each taken by one at a time. The runtime keeps some objects per thread
 * (buffers, writers) on its own threads; a thread of the user's takes them from here instead, so that nothing of the
 * runtime's stays in a thread-local of a thread it does not own: it would outlive the client and, in an application
 * server, keep the application's class loader from the server's threads. Taking and giving back allocate nothing.
 */
public final class SharedSlots<T> {
  private final AtomicReferenceArray<@Nullable T> slots;

  /** Holds at most {@code size} objects between takers. */
  public SharedSlots(int size) {
    this.slots = new AtomicReferenceArray<>(size);
  }

  /** {@return an object given back before, now the caller's alone, or null when none is free} */
  public @Nullable T take() {
    for (int i = 0; i < slots.length(); i++) {
      T kept = slots.get(i);
      if (kept != null && slots.compareAndSet(i, kept, null)) {
        return kept;
      }
    }
    return null;
  }

  /** Keeps {@code value} for the next taker; dropped when every slot holds one. */
  public void giveBack(T value) {
    for (int i = 0; i < slots.length(); i++) {
      if (slots.get(i) == null && slots.compareAndSet(i, null, value)) {
        return;
      }
    }
  }

  /** {@return how many objects it holds at most} */
  public int size() {
    return slots.length();
  }
}
