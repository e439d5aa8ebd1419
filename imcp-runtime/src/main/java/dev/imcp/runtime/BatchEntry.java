package dev.imcp.runtime;

/**
 * A handle to one call in a {@link Batch}, for reading its outcome with the right type.
 *
 * @param <T> what the call returns
 */
public final class BatchEntry<T> {
  private final int index;
  private final String id;

  BatchEntry(int index, String id) {
    this.index = index;
    this.id = id;
  }

  /** The position in the batch, from 0. */
  public int index() {
    return index;
  }

  public String id() {
    return id;
  }

  @Override
  public String toString() {
    return "BatchEntry[" + index + ", " + id + "]";
  }
}
