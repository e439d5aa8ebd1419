package dev.imcp.runtime.internal.session;

import dev.imcp.schema.ToolAnnotations;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What a session's parts ask of it: its name now (the connection), a tool's hints (the result cache), and its end on an
 * {@link Error} of the event thread. A named class, not three lambdas (nor {@link #NO_WAIT}): a session is made on a
 * client's way to its first call, where each lambda is a class spun cold.
 */
record SessionHooks(Session session)
    implements Supplier<String>, Function<String, Optional<ToolAnnotations>>, Consumer<Throwable> {
  /** Before reading: nothing to wait for. */
  static final Runnable NO_WAIT = new NoWait();

  @Override
  public String get() {
    return session.serverName;
  }

  @Override
  public Optional<ToolAnnotations> apply(String tool) {
    return session.hints(tool);
  }

  @Override
  public void accept(Throwable error) {
    session.end.fatal(error);
  }

  private static final class NoWait implements Runnable {
    @Override
    public void run() {}
  }
}
