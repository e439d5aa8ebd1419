package dev.imcp.runtime;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the runtime's logger printed while a test's action ran, for the tests that read the log. */
final class StandardError {
  private StandardError() {}

  /**
   * What slf4j-simple printed while {@code action} ran: to the current System.err, or, in the slf4j 1.7 run, to its log
   * file.
   */
  static String of(Runnable action) {
    String file = System.getProperty("org.slf4j.simpleLogger.logFile");
    if (file != null) {
      try {
        Path log = Path.of(file);
        long before = Files.exists(log) ? Files.size(log) : 0;
        action.run();
        byte[] all = Files.readAllBytes(log);
        return new String(all, (int) before, all.length - (int) before, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    PrintStream original = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      action.run();
    } finally {
      System.setErr(original);
    }
    return captured.toString(StandardCharsets.UTF_8);
  }
}
