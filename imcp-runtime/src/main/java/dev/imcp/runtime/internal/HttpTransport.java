package dev.imcp.runtime.internal;

import dev.imcp.runtime.error.TransportException;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.BodySubscribers;
import java.net.http.HttpResponse.ResponseInfo;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The 2025-11-25 Streamable HTTP transport on the JDK's {@link HttpClient}: every message is its own POST, answered by
 * 202, by one JSON message, or by an SSE stream of messages (progress and requests of the server first, the response
 * last). The session id the server assigns and the negotiated protocol version go with every later request; close
 * ends the session with DELETE. What the server sends reaches the sink one message at a time.
 *
 * <p>A failure that ends the connection (no route to the server, refused credentials, a session the server ended) is
 * reported once to the {@link Listener}; an HTTP error answer to one request fails only that request.
 *
 * <p>Longer than most classes here: the life of one POST (its headers, the kinds of answer, its failures, its order
 * after a notification) reads best in one place.
 */
public final class HttpTransport implements Transport {
  private static final Logger LOG = LoggerFactory.getLogger(HttpTransport.class);
  private static final String SESSION_ID = "Mcp-Session-Id";
  private static final String PROTOCOL_VERSION = "MCP-Protocol-Version";
  private static final int PREVIEW = 200;
  private static final byte[] NOTIFICATION_PREFIX = "{\"jsonrpc\":\"2.0\",\"method\":".getBytes(StandardCharsets.UTF_8);

  /** Hears of a failure that ends the connection; called at most once, on an HTTP client thread. */
  public interface Listener {
    void ended(TransportException failure);
  }

  private final HttpEndpoint endpoint;
  private final Supplier<String> server;
  private final LineFramer.Sink sink;
  private final LineFramer.Sink serial = new SerialSink();
  private final Listener listener;
  private final TransportSettings settings;
  private final ExecutorService executor;
  private final HttpClient client;
  private final Set<CompletableFuture<?>> exchanges = ConcurrentHashMap.newKeySet();
  private final Set<Flow.Subscription> streams = ConcurrentHashMap.newKeySet();
  private final AtomicBoolean ended = new AtomicBoolean();
  private final AtomicBoolean closing = new AtomicBoolean();
  private final Object order = new Object();
  /** Completes when the last notification sent was accepted (or failed); guarded by {@link #order}. */
  private CompletableFuture<?> accepted = CompletableFuture.completedFuture(null);
  private volatile @Nullable String sessionId;
  private volatile @Nullable String protocolVersion;

  private HttpTransport(HttpEndpoint endpoint, Supplier<String> server, TransportSettings settings, Duration connectTimeout,
      LineFramer.Sink sink, Listener listener) {
    this.endpoint = endpoint;
    this.server = server;
    this.settings = settings;
    this.sink = sink;
    this.listener = listener;
    // Runtime threads: a blocking call from a callback on one is refused, as on the stdio reader.
    this.executor = Executors.newCachedThreadPool(task -> RuntimeThread.of("imcp-http " + endpoint.display(), task));
    HttpClient.Builder builder = HttpClient.newBuilder().executor(executor).connectTimeout(connectTimeout)
        .followRedirects(HttpClient.Redirect.NEVER);
    // Plain http would try an h2c upgrade on every new connection; servers speaking MCP over http are HTTP/1.1.
    if (endpoint.uri().getScheme().equalsIgnoreCase("http")) {
      builder.version(HttpClient.Version.HTTP_1_1);
    }
    this.client = builder.build();
  }

  /**
   * @param server the name failures carry (the URL until the server names itself)
   * @param connectTimeout how long opening a connection may take (calls have their own deadlines on top)
   * @param sink receives every message the server sends, one at a time
   */
  public static HttpTransport start(HttpEndpoint endpoint, Supplier<String> server, TransportSettings settings,
      Duration connectTimeout, LineFramer.Sink sink, Listener listener) {
    return new HttpTransport(endpoint, server, settings, connectTimeout, sink, listener);
  }

  /** The version agreed in {@code initialize}: every later request says it in {@value #PROTOCOL_VERSION}. */
  public void negotiated(String version) {
    protocolVersion = version;
  }

  /**
   * POSTs one message; returns at once, the answer arrives at the sink. Separate POSTs may overtake each other, so a
   * message after a notification waits for the server to accept it: {@code notifications/initialized} must be heard
   * before the first call (server-everything registers tools on it), and a cancellation before what follows it.
   */
  @Override
  public void send(byte[] json) throws IOException {
    if (ended.get() || closing.get()) {
      throw new IOException("the connection to " + endpoint.display() + " is closed");
    }
    synchronized (order) {
      CompletableFuture<?> exchange = accepted.isDone() ? post(json)
          : accepted.thenCompose(ignored -> post(json));
      if (isNotification(json)) {
        accepted = exchange.handle((response, failure) -> null);
      }
    }
  }

  /** As JsonRpcConnection writes them: a notification has no id, so its method follows the version at once. */
  private static boolean isNotification(byte[] json) {
    byte[] prefix = NOTIFICATION_PREFIX;
    if (json.length < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if (json[i] != prefix[i]) {
        return false;
      }
    }
    return true;
  }

  private CompletableFuture<?> post(byte[] json) {
    if (closing.get()) {
      return CompletableFuture.completedFuture(null);
    }
    HttpRequest request = request().header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .POST(HttpRequest.BodyPublishers.ofByteArray(json)).build();
    AtomicBoolean answered = new AtomicBoolean();
    CompletableFuture<HttpResponse<Void>> exchange = client.sendAsync(request, info -> {
      answered.set(true);
      return answer(info, json);
    });
    exchanges.add(exchange);
    exchange.whenComplete((response, failure) -> {
      exchanges.remove(exchange);
      if (failure != null) {
        failed(failure, answered.get(), json);
      }
    });
    return exchange;
  }

  private HttpRequest.Builder request() {
    HttpRequest.Builder builder = HttpRequest.newBuilder(endpoint.uri());
    endpoint.headers().forEach(builder::header);
    endpoint.bearerToken().ifPresent(token -> builder.header("Authorization", "Bearer " + token));
    String session = sessionId;
    if (session != null) {
      builder.header(SESSION_ID, session);
    }
    String version = protocolVersion;
    if (version != null) {
      builder.header(PROTOCOL_VERSION, version);
    }
    return builder;
  }

  private BodySubscriber<Void> answer(ResponseInfo info, byte[] sent) {
    info.headers().firstValue(SESSION_ID).ifPresent(id -> {
      if (sessionId == null) {
        sessionId = id;
      }
    });
    int status = info.statusCode();
    if (status == 401 || status == 403) {
      end(HttpFailures.refused(server.get(), endpoint, status));
      return BodySubscribers.replacing(null);
    }
    if (status == 404 && sessionId != null) {
      end(new TransportException(server.get(), "the server at " + endpoint.display() + " ended the session (HTTP 404)",
          OptionalInt.empty(), List.of()));
      return BodySubscribers.replacing(null);
    }
    if (status / 100 != 2) {
      return BodySubscribers.mapping(BodySubscribers.ofByteArray(), body -> {
        failed(status, body, sent);
        return null;
      });
    }
    String type = info.headers().firstValue("Content-Type").orElse("").toLowerCase(Locale.ROOT);
    if (type.startsWith("text/event-stream")) {
      return BodySubscribers.fromLineSubscriber(new SseAnswer(serial, settings.maxMessageBytes(), streams, closing::get), stream -> null, StandardCharsets.UTF_8, null);
    }
    if (status == 202 || info.headers().firstValueAsLong("Content-Length").orElse(-1) == 0) {
      return BodySubscribers.replacing(null);
    }
    return BodySubscribers.mapping(BodySubscribers.ofByteArray(), body -> {
      deliver(body);
      return null;
    });
  }

  private void deliver(byte[] body) {
    if (body.length > settings.maxMessageBytes()) {
      String text = new String(body, StandardCharsets.UTF_8);
      serial.oversized(body.length, text.substring(0, Math.min(256, text.length())),
          text.substring(Math.max(0, text.length() - 256)));
    } else {
      serial.line(body, 0, body.length);
    }
  }

  /**
   * The sink, one message at a time: answers arrive on several HTTP client threads at once, and the dispatcher was
   * made for one reader.
   */
  private final class SerialSink implements LineFramer.Sink {
    @Override
    public void line(String line) {
      synchronized (sink) {
        sink.line(line);
      }
    }

    @Override
    public void line(byte[] bytes, int offset, int length) {
      synchronized (sink) {
        sink.line(bytes, offset, length);
      }
    }

    @Override
    public void oversized(long length, String head, String tail) {
      synchronized (sink) {
        sink.oversized(length, head, tail);
      }
    }
  }

  /**
   * An HTTP error answer: a JSON-RPC response in it reaches its request as it is; otherwise the request that was sent
   * fails with the status and the start of the body. A notification's failure is only logged.
   */
  private void failed(int status, byte[] body, byte[] sent) {
    JsonNode id = requestId(sent);
    JsonNode answer = parse(body);
    if (answer != null && answer.path("id").equals(id) && (answer.has("error") || answer.has("result"))) {
      deliver(body);
      return;
    }
    String text = new String(body, StandardCharsets.UTF_8).strip();
    fail(sent, "HTTP " + status + " from " + endpoint.display() + (text.isEmpty() ? "" : ": "
        + (text.length() > PREVIEW ? text.substring(0, PREVIEW) + "…" : text)));
  }

  /**
   * Fails the request in {@code sent} with an internal-error response saying {@code why}; a request answered already
   * drops it as a late answer.
   */
  private void fail(byte[] sent, String why) {
    JsonNode id = requestId(sent);
    if (id == null || id.isNull()) {
      LOG.debug("{}: a notification failed: {}", server.get(), why);
      return;
    }
    ObjectNode error = Json.mapper().createObjectNode().put("jsonrpc", "2.0");
    error.set("id", id);
    error.putObject("error").put("code", -32603).put("message", why);
    deliver(Json.mapper().writeValueAsBytes(error));
  }

  private static @Nullable JsonNode requestId(byte[] sent) {
    JsonNode message = parse(sent);
    return message == null ? null : message.get("id");
  }

  private static @Nullable JsonNode parse(byte[] json) {
    try {
      return Json.mapper().readTree(json);
    } catch (JacksonException e) {
      return null;
    }
  }

  /**
   * No answer at all ends the connection; an answer that breaks off (a reset, a truncated body or SSE stream) fails its
   * own request at once, which would otherwise wait for its deadline: resuming with Last-Event-ID is not done yet.
   */
  private void failed(Throwable failure, boolean answered, byte[] sent) {
    Throwable cause = failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    if (closing.get() || cause instanceof CancellationException) {
      return;
    }
    if (answered) {
      fail(sent, "the answer from " + endpoint.display() + " broke off: "
          + (cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage()));
    } else {
      end(HttpFailures.unreachable(server.get(), endpoint, cause));
    }
  }

  private void end(TransportException failure) {
    if (ended.compareAndSet(false, true)) {
      listener.ended(failure);
    }
  }

  /**
   * Ends the session with DELETE (bounded by the shutdown grace; a server that does not allow it answers 405, which is
   * fine), and drops every answer still streaming. Idempotent.
   */
  @Override
  public void close() {
    if (!closing.compareAndSet(false, true)) {
      return;
    }
    streams.forEach(Flow.Subscription::cancel);
    exchanges.forEach(exchange -> exchange.cancel(true));
    String session = sessionId;
    if (session != null && !ended.get()) {
      HttpRequest delete = request().timeout(settings.shutdownGrace()).DELETE().build();
      try {
        client.sendAsync(delete, HttpResponse.BodyHandlers.discarding())
            .get(settings.shutdownGrace().toMillis(), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
        LOG.debug("Ending the session at {}: {}", endpoint.display(), e.toString());
      }
    }
    executor.shutdownNow();
  }
}
