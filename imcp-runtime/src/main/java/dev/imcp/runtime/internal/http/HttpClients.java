package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.base.RuntimeThread;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;

/**
 * The {@link HttpConnections} every HTTP transport shares, one pool per connect timeout (in practice one), so that
 * keep-alive connections are reused across clients; and the threads their exchanges run on. The pool holds no thread
 * of its own; the executor's threads end after a second idle, so that none outlives the last exchange by more than
 * that (busy clients keep theirs). They are {@link RuntimeThread}s: a blocking call from a callback on one is refused,
 * as on the stdio reader.
 */
final class HttpClients {
  private static final ExecutorService EXECUTOR = new ThreadPoolExecutor(
      0,
      Integer.MAX_VALUE,
      1,
      TimeUnit.SECONDS,
      new SynchronousQueue<>(),
      task -> RuntimeThread.of("imcp-http", task));
  private static final Map<Key, HttpConnections> CLIENTS = new ConcurrentHashMap<>();

  /** What a pool is made with: clients that agree on it share connections. */
  private record Key(Duration connectTimeout, Optional<SSLContext> tls) {}

  private HttpClients() {}

  static HttpConnections connectingWithin(Duration connectTimeout, Optional<SSLContext> tls) {
    return CLIENTS.computeIfAbsent(
        new Key(connectTimeout, tls), key -> new HttpConnections(key.connectTimeout(), key.tls()));
  }

  static ExecutorService executor() {
    return EXECUTOR;
  }
}
