package dev.imcp.bench.http;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A floor on a blocking HTTP/1.1 client: one thread per call in flight (64 of them), each writing its POST on a pooled
 * keep-alive connection and waiting for the answer. The same JSON work as {@link RawHttpClient}: a Jackson tree per
 * request, the answer read whole and parsed.
 */
abstract class BlockingEchoClient implements HttpEchoClient {
  static final JsonMapper JSON = JsonMapper.builder().build();
  static final int THREADS = 64;

  /** What a POST answered. */
  record Answer(int status, String sessionId, String body) {}

  private final AtomicLong ids = new AtomicLong();
  private final ExecutorService threads;
  private String session;

  BlockingEchoClient(String name) {
    AtomicLong count = new AtomicLong();
    this.threads = new ThreadPoolExecutor(
        THREADS, THREADS, 1, TimeUnit.MINUTES, new LinkedBlockingQueue<>(), task -> {
          Thread thread = new Thread(task, name + "-" + count.incrementAndGet());
          thread.setDaemon(true);
          return thread;
        });
  }

  /** Initializes the session; called once the subclass is ready to post. */
  final void initialize() {
    ObjectNode params = JSON.createObjectNode().put("protocolVersion", "2025-11-25");
    params.putObject("capabilities");
    params.putObject("clientInfo").put("name", "blocking-bench").put("version", "1");
    Answer answer = post(request("initialize", params).toString(), null);
    session = answer.sessionId();
    post(
        JSON.createObjectNode()
            .put("jsonrpc", "2.0")
            .put("method", "notifications/initialized")
            .toString(),
        session);
  }

  /** POSTs one JSON-RPC message and reads its answer whole, on the calling thread. */
  abstract Answer post(String body, String sessionId);

  @Override
  public final CompletableFuture<String> echoAsync(String message) {
    return CompletableFuture.supplyAsync(() -> echo(message), threads);
  }

  private String echo(String message) {
    ObjectNode params = JSON.createObjectNode().put("name", "echo");
    params.putObject("arguments").put("message", message);
    Answer answer = post(request("tools/call", params).toString(), session);
    if (answer.status() != 200) {
      throw new IllegalStateException("HTTP " + answer.status());
    }
    JsonNode result = RawHttpClient.answerIn(answer.body());
    return result.path("result").path("content").path(0).path("text").asString();
  }

  private ObjectNode request(String method, ObjectNode params) {
    return RawHttpClient.request(ids.incrementAndGet(), method, params);
  }

  @Override
  public void close() {
    threads.shutdownNow();
  }
}
