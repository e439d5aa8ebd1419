package dev.imcp.runtime.internal.stdio;

import org.slf4j.Logger;
import org.slf4j.event.Level;

/**
 * Logs at a level chosen at run time with the SLF4J 1.7 API only: Maven gives plugins slf4j-api 1.7.x, where the
 * fluent {@code Logger.atLevel} of SLF4J 2 does not exist.
 */
public final class LevelLog {
  private LevelLog() {}

  /** Logs {@code format} with two arguments at {@code level}. */
  public static void log(Logger log, Level level, String format, Object first, Object second) {
    switch (level) {
      case ERROR -> log.error(format, first, second);
      case WARN -> log.warn(format, first, second);
      case INFO -> log.info(format, first, second);
      case DEBUG -> log.debug(format, first, second);
      case TRACE -> log.trace(format, first, second);
    }
  }
}
