package dev.imcp.maven.internal;

import dev.imcp.build.BuildLog;
import org.apache.maven.plugin.logging.Log;

/** The goals' reports in Maven's log, each line after {@code imcp: }. */
public final class MavenLog implements BuildLog {
  private final Log log;

  /**
   * Writes to {@code log}.
   *
   * @param log the Mojo's log
   */
  public MavenLog(Log log) {
    this.log = log;
  }

  @Override
  public void info(String message) {
    log.info("imcp: " + message);
  }

  @Override
  public void warn(String message) {
    log.warn("imcp: " + message);
  }
}
