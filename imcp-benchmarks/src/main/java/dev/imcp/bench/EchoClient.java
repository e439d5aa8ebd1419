package dev.imcp.bench;

import java.util.concurrent.CompletableFuture;

/** One client under test, reduced to what the benchmark does: call {@code echo} and return the text. */
interface EchoClient extends AutoCloseable {
  CompletableFuture<String> echoAsync(String message);

  String echo(String message);

  @Override
  void close();

  /** server-everything answers {@code echo} with this text: what every answer is checked against. */
  static String expected(String message) {
    return "Echo: " + message;
  }
}
