// One room: the connection's state in both eras (session, GET stream, renewal, close) that every
// exchange reads; the exchange, the stream, the renewal and the requests are rooms of their own
// already.
package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.transport.Inbound;
import dev.imcp.runtime.internal.transport.MessageHead;
import dev.imcp.runtime.internal.transport.OutgoingLine;
import dev.imcp.runtime.internal.transport.Transport;
import dev.imcp.runtime.internal.transport.TransportSettings;
import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Streamable HTTP on pooled keep-alive connections ({@link HttpConnections}), in both eras: every message is its own POST ({@link PostExchange});
 * in 2025-11-25, a session, a GET stream for what the server sends outside any request ({@link GetStream}), a new
 * session after a 404 ({@link SessionRenewal}) and DELETE on close; in 2026-07-28, none of these, and the per-request
 * headers ({@link HttpRequests}). What the server sends reaches the sink from several streams at once, each stream's
 * messages in order on its own thread.
 *
 * <p>A failure that ends the connection (no route to the server, refused credentials, a session that cannot be
 * renewed) is reported once to the {@link Listener}; anything else fails only the request it concerns.
 */
public final class HttpTransport implements Transport {
  private static final Log LOG = Log.of(HttpTransport.class);

  /** Hears of what ends the connection; each called at most once, on an HTTP client thread. */
  public interface Listener {
    void ended(TransportException failure);

    /** An {@link Error} on an HTTP client thread while a message was handled. */
    void failed(Error error);
  }

  /** When the connect began, near enough: before the connection pool, which takes a while to build at first. */
  private final long created = System.nanoTime();

  private final HttpEndpoint endpoint;
  private final Supplier<String> server;
  private final HttpRequests requests;
  private final HttpAnswers answers;
  private final Listener listener;
  private final TransportSettings settings;
  private final Duration connectTimeout;
  private final HttpConnections client;
  private final Map<Long, PostExchange> byRequest = new ConcurrentHashMap<>();
  /** The open exchanges of messages that are not requests (those are in {@link #byRequest}). */
  private final Set<PostExchange> open = ConcurrentHashMap.newKeySet();

  private final AtomicBoolean ended = new AtomicBoolean();
  private final AtomicBoolean failed = new AtomicBoolean();
  private final AtomicBoolean closing = new AtomicBoolean();
  /**
   * Made by the first 404 on an expired 2025 session: a renewal's classes loaded only when one is needed. Made as {@link
   * HttpRequests#params()} makes its room, so that both read alike.
   */
  private volatile @Nullable SessionRenewal renewal;

  /** The {@code initialize} that opened the session, which a renewal sends again as it was. */
  private volatile byte @Nullable [] initialize;

  private final GetStream stream;
  private final Object order = new Object();
  /**
   * A test's seam: runs on the thread that POSTs a message, after its exchange was handed to its connection and before
   * it is watched (where a cancel() once found nothing to stop). Set before the first message.
   */
  private @Nullable Consumer<PostExchange> sent;

  /** Completes when what a later message must come after is done (a notification accepted, a session renewed). */
  private CompletableFuture<?> accepted = CompletableFuture.completedFuture(null);

  /** A 2026-07-28 session's {@code subscriptions/listen} request, taken by the server (its headers read) or failed. */
  private volatile CompletableFuture<Void> listening = CompletableFuture.completedFuture(null);

  /**
   * A connection to {@code endpoint}; nothing is sent until the first message.
   *
   * @param server the name failures carry (the URL until the server names itself)
   * @param connectTimeout how long opening a connection may take (calls have their own deadlines on top)
   * @param sink receives every message the server sends, from several streams' threads at once
   */
  public HttpTransport(
      HttpEndpoint endpoint,
      Supplier<String> server,
      TransportSettings settings,
      Duration connectTimeout,
      Inbound sink,
      Listener listener) {
    this.endpoint = endpoint;
    this.server = server;
    this.settings = settings;
    this.connectTimeout = connectTimeout;
    this.listener = listener;
    this.requests = new HttpRequests(endpoint);
    Fatal fatal = new Fatal();
    this.answers = new HttpAnswers(new GuardedSink(sink, fatal), server);
    this.client = new HttpConnections(endpoint.uri(), connectTimeout, endpoint.tls(), fatal);
    this.stream = new GetStream(this);
  }

  /**
   * From now on the 2026-07-28 rules: no session, and the per-request headers (the probe included).
   *
   * @param version the stateless revision every request says it speaks
   */
  public void speakModern(String version) {
    requests.modern(version);
  }

  /** The version agreed: every later request says it in {@code MCP-Protocol-Version}. */
  public void negotiated(String version) {
    requests.negotiated(version);
  }

  /**
   * 2026-07-28: learns the tools' {@code x-mcp-header} annotations, to mirror arguments into headers; returns the tools
   * whose annotations are invalid, each with the reason, to be left out of the list. Nothing to do in 2025.
   */
  public Map<String, String> toolsListed(tools.jackson.databind.JsonNode tools) {
    return requests.isModern() ? requests.params().learn(tools) : Map.of();
  }

  /** Whether a {@code tools/call} may go now, or the tools must be listed first to learn their header annotations. */
  public boolean knowsTools() {
    return !requests.isModern() || requests.params().known();
  }

  /** The tool list changed: annotations are learned again before the next call. */
  public void toolsChanged() {
    requests.params().forget();
  }

  /** 2025: opens the GET stream for what the server sends outside any request, once what was sent is accepted. */
  public void openStream() {
    if (!requests.isModern()) {
      after().thenRun(stream);
    }
  }

  /**
   * Completes when the stream that carries the server's own messages was answered (or failed, or is not used): 2025's
   * GET stream, 2026-07-28's {@code subscriptions/listen} request; at the latest after {@code bound}: a server that
   * holds back its headers delays the session by that much only. A first call sent before then could change what the
   * server would announce on a stream it has not yet taken, and the announcement would be lost.
   */
  public CompletableFuture<Void> streamAnswered(Duration bound) {
    CompletableFuture<Void> answered = requests.isModern() ? listening : stream.firstAnswer();
    if (answered.isDone()) {
      return answered;
    }
    return Delays.completeOnTimeout(answered.copy(), null, bound.toMillis());
  }

  @Override
  public void send(OutgoingLine line) throws IOException {
    if (line.claim()) {
      byte[] json = line.line();
      send(json, head(line, json), line);
    }
  }

  @Override
  public void send(byte[] json) throws IOException {
    send(json, MessageHead.read(json), NO_LINE);
  }

  /**
   * A message whose head its sender knows: the session's first request, which goes out before Jackson's parser has
   * loaded (reading the head would load it first, about 90 classes on the way to the first byte).
   */
  public void send(byte[] json, MessageHead head) throws IOException {
    send(json, head, NO_LINE);
  }

  /**
   * What the sender knows of the message, or what the message says: read only when the sender does not know, or when a
   * 2026-07-28 request needs the name its {@code Mcp-Name} header carries (a sender knows id and method only).
   */
  private MessageHead head(OutgoingLine line, byte[] json) {
    MessageHead known = line.head();
    return known != null && !(requests.isModern() && MessageHead.isNamed(known.method()))
        ? known
        : MessageHead.read(json);
  }

  /** The sender of a message nobody waits for. */
  private static final OutgoingLine NO_LINE = new NoLine();

  /** A named class, as the others on a client's way to its first call: a cold JVM spins a class for each lambda. */
  private static final class NoLine implements OutgoingLine {
    @Override
    public byte[] line() {
      return new byte[0];
    }
  }

  /** Hears of an {@link Error} on an exchange's or the sink's thread. */
  private final class Fatal implements Consumer<Error> {
    @Override
    public void accept(Error error) {
      fatal(error);
    }
  }

  /** What a notification's send completes with for the messages after it: that it is done, whatever the outcome. */
  private static final class Done implements BiFunction<Object, Throwable, Object> {
    static final Done INSTANCE = new Done();

    @Override
    public @Nullable Object apply(@Nullable Object result, @Nullable Throwable failure) {
      return null;
    }
  }

  /**
   * POSTs one message; returns at once, the answer arrives at the sink. Separate POSTs may overtake each other, so a
   * message after a notification waits for the server to accept it: {@code notifications/initialized} must be heard
   * before the first call (server-everything registers tools on it), and a cancellation before what follows it.
   */
  private void send(byte[] json, MessageHead head, OutgoingLine line) throws IOException {
    if (ended.get() || closing.get()) {
      throw new IOException("the connection to " + endpoint.display() + " is closed");
    }
    if (head.cancelled() != null && cancelledOnly(head.cancelled())) {
      return;
    }
    if (McpMethods.INITIALIZE.equals(head.method())) {
      requests.initializing();
      initialize = json;
    }
    // A request without a deadline is the first of the session, sent ahead of its caller, who waits
    // the connect's.
    long fallback = head.isRequest() ? System.nanoTime() + connectTimeout.toNanos() : 0;
    PostExchange exchange = new PostExchange(this, json, head, line, fallback);
    if (head.isRequest()) {
      byRequest.put(head.id(), exchange);
    } else {
      open.add(exchange);
    }
    boolean now;
    synchronized (order) {
      now = place(exchange, head);
    }
    if (now) {
      exchange.start();
    }
  }

  /**
   * Places an exchange after what it must follow; under {@link #order}. True when nothing holds it back: the caller
   * starts it, outside the lock, as sending may write on the caller's thread ({@link HttpConnections#send}) and other
   * threads' messages need not wait for that.
   */
  private boolean place(PostExchange exchange, MessageHead head) {
    boolean now = accepted.isDone();
    CompletableFuture<@Nullable Void> sent =
        now ? exchange.settled() : accepted.thenCompose(ignored -> exchange.start());
    if ("subscriptions/listen".equals(head.method())) {
      listening = sent;
    }
    if (head.id() == null) {
      accepted = sent.handle(Done.INSTANCE);
    }
    return now;
  }

  /**
   * A cancellation closes the stream of the request it gives up; in 2026-07-28 that is all there is to it (true: no
   * notification is sent), in 2025 the notification follows.
   */
  private boolean cancelledOnly(long request) {
    PostExchange given = byRequest.get(request);
    if (given != null) {
      given.cancel();
    }
    return requests.isModern();
  }

  /** What a message sent now would wait for. */
  CompletableFuture<?> after() {
    synchronized (order) {
      return accepted;
    }
  }

  /** Makes every message sent from now on wait for {@code step} too (a session being renewed). */
  void holdUntil(CompletableFuture<?> step) {
    synchronized (order) {
      CompletableFuture<?> before = accepted;
      accepted = before.thenCompose(ignored -> step).handle((result, failure) -> null);
    }
  }

  /** A new session after the server ended {@code expired} (HTTP 404); shared by every request that saw it end. */
  CompletableFuture<Void> renewSession(String expired) {
    SessionRenewal made = renewal;
    if (made == null) {
      synchronized (this) {
        made = renewal;
        if (made == null) {
          made = new SessionRenewal(this);
          renewal = made;
        }
      }
    }
    return made.renew(expired);
  }

  /** The {@code initialize} sent last, or null before the first. */
  byte @Nullable [] initializeSent() {
    return initialize;
  }

  /** Sets the test's step between a POST handed to its connection and its exchange watched. */
  void onSent(Consumer<PostExchange> step) {
    sent = step;
  }

  void sent(PostExchange exchange) {
    Consumer<PostExchange> step = sent;
    if (step != null) {
      step.accept(exchange);
    }
  }

  void done(PostExchange exchange) {
    if (exchange.head.isRequest()) {
      byRequest.remove(exchange.head.id(), exchange);
    } else {
      open.remove(exchange);
    }
  }

  void end(TransportException failure) {
    if (ended.compareAndSet(false, true)) {
      listener.ended(failure);
    }
  }

  private void fatal(Error error) {
    if (failed.compareAndSet(false, true)) {
      listener.failed(error);
    }
  }

  HttpRequests requests() {
    return requests;
  }

  HttpAnswers answers() {
    return answers;
  }

  HttpConnections connections() {
    return client;
  }

  HttpEndpoint endpoint() {
    return endpoint;
  }

  String url() {
    return endpoint.display();
  }

  String server() {
    return server.get();
  }

  int maxMessageBytes() {
    return settings.maxMessageBytes();
  }

  Duration connectTimeout() {
    return connectTimeout;
  }

  boolean isClosing() {
    return closing.get() || ended.get();
  }

  /** How many POSTs are open (sent, or streaming their answer); for tests. */
  int openExchanges() {
    return open.size() + byRequest.size();
  }

  /**
   * Closes every stream, then ends a 2025 session with DELETE (bounded by the shutdown grace; a server that does not
   * allow it answers 405, which is fine). Idempotent.
   */
  @Override
  public void close() {
    if (!closing.compareAndSet(false, true)) {
      return;
    }
    stream.close();
    open.forEach(PostExchange::cancel);
    byRequest.values().forEach(PostExchange::cancel);
    endSession();
    client.close();
  }

  /** 2025: DELETE ends the session, bounded by the shutdown grace; a server that does not allow it answers 405. */
  private void endSession() {
    String session = requests.sessionId();
    if (session == null || ended.get()) {
      return;
    }
    try {
      client
          .send(requests.delete(session, settings.shutdownGrace()), (head, body) -> null)
          .get(settings.shutdownGrace().toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException e) {
      LOG.debug("Ending the session at {}: {}", endpoint.display(), e.toString());
    }
  }

  /** The session id in use, if any. */
  @Override
  public @Nullable String sessionId() {
    return requests.sessionId();
  }
}
