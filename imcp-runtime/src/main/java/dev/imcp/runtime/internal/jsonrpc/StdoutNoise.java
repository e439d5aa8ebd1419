package dev.imcp.runtime.internal.jsonrpc;

import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/**
 * Lines on the server's stdout that were not JSON-RPC messages. A server that logs to stdout is a common mistake: when a
 * request then times out, saying so turns a silent wait into a diagnosis.
 */
final class StdoutNoise {
  private final AtomicLong count = new AtomicLong();
  private volatile @Nullable String first;

  /**
   * @param preview the line as it may be shown: shortened, control characters replaced
   * @return whether it is the first such line
   */
  boolean skipped(String preview) {
    if (count.getAndIncrement() == 0) {
      first = preview;
      return true;
    }
    return false;
  }

  /** A sentence for a timeout message, or empty when stdout carried nothing else. */
  String note() {
    long skipped = count.get();
    String line = first;
    if (skipped == 0 || line == null) {
      return "";
    }
    return "its stdout carried " + skipped + (skipped == 1 ? " line" : " lines") + " that "
        + (skipped == 1 ? "is" : "are") + " not JSON-RPC, the first: '" + line
        + "' (stdout must carry only JSON-RPC messages; logs belong on stderr)";
  }
}
