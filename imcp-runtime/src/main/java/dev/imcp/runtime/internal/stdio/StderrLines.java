package dev.imcp.runtime.internal.stdio;

import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.transport.LineFramer;
import dev.imcp.runtime.internal.transport.TransportSettings;
import java.util.List;

/**
 * A server's stderr, line by line: logged at the client's level under the transport's logger, and its last lines kept
 * for error messages. Logging that throws never stops the draining (a server blocked on a full stderr pipe hangs).
 */
final class StderrLines implements LineFramer.Sink {
  private static final Log LOG = Log.of(StdioTransport.class);
  /** A longer line is logged by its start and its length. */
  private static final int MAX_LINE = 8192;

  private final String name;
  private final TransportSettings settings;
  private final StderrTail last;
  private boolean loggingBroken;

  StderrLines(String name, TransportSettings settings) {
    this.name = name;
    this.settings = settings;
    this.last = new StderrTail(settings.stderrTailLines());
  }

  LineFramer framer() {
    return new LineFramer(MAX_LINE, this);
  }

  /** {@return the server's last lines} */
  List<String> lines() {
    return last.lines();
  }

  @Override
  public void line(String line) {
    last.add(line);
    try {
      LOG.at(settings.stderrLevel(), "[{} stderr] {}", name, line);
    } catch (RuntimeException | LinkageError e) {
      loggingFailed(e);
    }
  }

  @Override
  public void oversized(long length, String head, String tail) {
    line(head + "… (" + length + " bytes)");
  }

  /** Said once, and never allowed to fail: where logging throws, printing may throw too. */
  private void loggingFailed(Throwable failure) {
    if (loggingBroken) {
      return;
    }
    loggingBroken = true;
    try {
      System.err.println("imcp: logging the stderr of " + name
          + " failed; its last lines are still kept for error messages: " + failure);
    } catch (RuntimeException | LinkageError ignored) {
      // Nothing is left to tell it with.
    }
  }
}
