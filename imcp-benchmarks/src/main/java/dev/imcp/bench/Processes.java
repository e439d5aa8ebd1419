package dev.imcp.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;

/** Ending a child process the way it expects: its input closes, it exits; one that does not is killed. */
final class Processes {
  private Processes() {}

  static void endInput(Process process, OutputStream input, int graceSeconds) {
    try {
      input.close();
      if (!process.waitFor(graceSeconds, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (IOException e) {
      process.destroyForcibly();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
  }
}
