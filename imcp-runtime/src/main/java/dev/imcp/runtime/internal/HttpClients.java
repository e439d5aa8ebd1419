package dev.imcp.runtime.internal;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The JDK {@link HttpClient}s every HTTP connection shares, one per connect timeout (in practice one). On Java 17 an
 * {@code HttpClient} cannot be closed: each one keeps a selector thread until it is garbage collected, so a client per
 * connection would leave a thread behind per closed connection. Shared, there is one selector thread in all, and the
 * pool's threads end after a second idle, so that none outlives the last client by more than that (busy clients keep
 * theirs). Its threads are {@link RuntimeThread}s: a blocking call from a callback on one is refused, as on the stdio
 * reader.
 */
final class HttpClients {
  private static final ExecutorService EXECUTOR = new ThreadPoolExecutor(
      0,
      Integer.MAX_VALUE,
      1,
      TimeUnit.SECONDS,
      new SynchronousQueue<>(),
      task -> RuntimeThread.of("imcp-http", task));
  private static final Map<Duration, HttpClient> CLIENTS = new ConcurrentHashMap<>();

  private HttpClients() {}

  static HttpClient connectingWithin(Duration connectTimeout) {
    return CLIENTS.computeIfAbsent(
        connectTimeout,
        timeout -> HttpClient.newBuilder()
            .executor(EXECUTOR)
            .connectTimeout(timeout)
            .followRedirects(HttpClient.Redirect.NEVER)
            .build());
  }

  static ExecutorService executor() {
    return EXECUTOR;
  }
}
