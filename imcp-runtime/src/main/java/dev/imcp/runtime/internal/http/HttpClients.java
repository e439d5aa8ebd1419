package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.base.RuntimeThread;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The threads HTTP exchanges run on (all but a blocking call's own, which its caller runs), shared by all clients (each client's connections are its own: {@link
 * HttpConnections}). One that read an answer first waits up to a second on its connection for the next exchange
 * ({@link HttpConnections#readOn}); they end after a second idle, so that none outlives the last exchange by more than
 * two (busy clients keep theirs). They are {@link RuntimeThread}s: a blocking call from a callback on one is refused, as on the
 * stdio reader.
 */
final class HttpClients {
  private static final ExecutorService EXECUTOR = new ThreadPoolExecutor(
      0, Integer.MAX_VALUE, 1, TimeUnit.SECONDS, new SynchronousQueue<>(), new Threads());

  private HttpClients() {}

  /** Named, not a lambda: the first exchange makes this pool on a client's way to its first call. */
  private static final class Threads implements ThreadFactory {
    @Override
    public Thread newThread(Runnable task) {
      return RuntimeThread.of("imcp-http", task);
    }
  }

  static ExecutorService executor() {
    return EXECUTOR;
  }
}
