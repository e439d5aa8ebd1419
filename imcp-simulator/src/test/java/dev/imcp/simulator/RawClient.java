package dev.imcp.simulator;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A simulator process spoken to line by line, without any MCP client library. */
final class RawClient implements AutoCloseable {
  private final Process process;
  private final OutputStream in;
  private final BufferedReader out;

  private RawClient(Process process) {
    this.process = process;
    this.in = process.getOutputStream();
    this.out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
  }

  static RawClient start(List<String> command) {
    try {
      return new RawClient(new ProcessBuilder(command)
          .redirectError(ProcessBuilder.Redirect.DISCARD)
          .start());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  void send(String line) throws IOException {
    in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
    in.flush();
  }

  String receive() throws IOException {
    return out.readLine();
  }

  boolean isRunning() {
    return process.isAlive();
  }

  /** Closes stdin, on which the simulator exits, and waits for it. */
  @Override
  public void close() throws IOException {
    in.close();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
    out.close();
  }
}
