package dev.imcp.cli;

import dev.imcp.build.BuildLog;
import java.io.PrintWriter;

/** What a command did, on the terminal: progress on standard output (none when quiet), warnings on standard error. */
record ConsoleLog(PrintWriter out, PrintWriter err, boolean quiet) implements BuildLog {
  @Override
  public void info(String message) {
    if (!quiet) {
      out.println("imcp: " + message);
      out.flush();
    }
  }

  @Override
  public void warn(String message) {
    err.println("imcp: warning: " + message);
    err.flush();
  }
}
