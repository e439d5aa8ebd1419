package dev.imcp.runtime.internal.base;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;

/**
 * The runtime's loggers, each SLF4J's logger of the same name resolved on first use, so that a client's way to its
 * first call starts SLF4J only if it logs something: SLF4J's start (its provider lookup, and a provider's own, such as
 * slf4j-simple's properties, open every jar on the class path) cost a cold client 55–80 ms on the connecting thread.
 * WARN, ERROR and INFO start SLF4J at once and are written as they come; DEBUG and TRACE before SLF4J's start are held
 * by {@link LogStart} and written, in order, when it starts. Uses the SLF4J 1.7 API only: Maven gives plugins
 * slf4j-api 1.7.x.
 */
public final class Log {
  private final String name;
  private volatile @Nullable Logger logger;

  private Log(String name) {
    this.name = name;
  }

  /** The logger named for {@code owner}, as {@code LoggerFactory.getLogger(owner)} is. */
  public static Log of(Class<?> owner) {
    return new Log(owner.getName());
  }

  /** The logger named {@code name}. */
  public static Log named(String name) {
    return new Log(name);
  }

  /** SLF4J's logger; starts SLF4J if nothing has yet, writing what was held first. */
  public Logger logger() {
    Logger resolved = logger;
    if (resolved == null) {
      LogStart.now();
      resolved = resolved();
    }
    return resolved;
  }

  /** SLF4J's logger, without asking for SLF4J's start: for {@link LogStart}'s own writing of what it held. */
  public Logger resolved() {
    Logger resolved = logger;
    if (resolved == null) {
      resolved = LoggerFactory.getLogger(name);
      logger = resolved;
    }
    return resolved;
  }

  public void error(String format, Object... arguments) {
    logger().error(format, arguments);
  }

  public void warn(String format, Object... arguments) {
    logger().warn(format, arguments);
  }

  public void info(String format, Object... arguments) {
    logger().info(format, arguments);
  }

  public void debug(String format, Object... arguments) {
    if (LogStart.started()) {
      logger().debug(format, arguments);
    } else {
      LogStart.hold(new Line(this, false, format, arguments));
    }
  }

  public void trace(String format, Object... arguments) {
    if (LogStart.started()) {
      logger().trace(format, arguments);
    } else {
      LogStart.hold(new Line(this, true, format, arguments));
    }
  }

  /**
   * Logs at {@code level}, chosen at run time (SLF4J 1.7 has no {@code atLevel}); null is DEBUG, so that the default
   * loads no SLF4J class.
   */
  public void at(@Nullable Level level, String format, Object first, Object second) {
    if (level == null) {
      debug(format, first, second);
      return;
    }
    switch (level) {
      case ERROR -> error(format, first, second);
      case WARN -> warn(format, first, second);
      case INFO -> info(format, first, second);
      case DEBUG -> debug(format, first, second);
      case TRACE -> trace(format, first, second);
    }
  }

  /** A DEBUG or TRACE line held until SLF4J starts. */
  private static final class Line implements LogStart.Held {
    private final Log log;
    private final boolean trace;
    private final String format;
    private final Object[] arguments;

    Line(Log log, boolean trace, String format, Object[] arguments) {
      this.log = log;
      this.trace = trace;
      this.format = format;
      this.arguments = arguments;
    }

    @Override
    public void write() {
      if (trace) {
        log.resolved().trace(format, arguments);
      } else {
        log.resolved().debug(format, arguments);
      }
    }
  }
}
