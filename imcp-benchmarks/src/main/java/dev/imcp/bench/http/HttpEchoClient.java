package dev.imcp.bench.http;

import java.util.concurrent.CompletableFuture;

/** One HTTP client under test, reduced to calling {@code echo}. */
interface HttpEchoClient extends AutoCloseable {
  CompletableFuture<String> echoAsync(String message);

  @Override
  void close();
}
