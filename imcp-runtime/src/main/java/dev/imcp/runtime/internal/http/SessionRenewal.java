package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.transport.LineFramer;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A new 2025 session when the server ended the one in use (HTTP 404 to a request that carried it), as the rules
 * require: {@code initialize} again, as first sent, without a session id; the new id from its answer; {@code
 * notifications/initialized}; then the requests that saw the 404 go again. Every message sent meanwhile waits. What the
 * server kept for the old session (subscriptions, a log level) is gone. A renewal that fails ends the connection.
 */
final class SessionRenewal {
  private static final Logger LOG = LoggerFactory.getLogger(SessionRenewal.class);
  private static final byte[] INITIALIZED =
      "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"
          .getBytes(StandardCharsets.UTF_8);

  private final HttpTransport transport;
  private volatile byte @Nullable [] initialize;
  private @Nullable String expired;
  private @Nullable CompletableFuture<Void> renewing;

  SessionRenewal(HttpTransport transport) {
    this.transport = transport;
  }

  /** The {@code initialize} that opened the session, sent again as it was. */
  void remember(byte[] json) {
    initialize = json;
  }

  synchronized CompletableFuture<Void> renew(String stale) {
    CompletableFuture<Void> current = renewing;
    if (current != null && stale.equals(expired)) {
      return current;
    }
    if (!stale.equals(transport.requests().sessionId())) {
      return CompletableFuture.completedFuture(
          null); // renewed already, after this request went out
    }
    expired = stale;
    CompletableFuture<Void> started = start();
    renewing = started;
    transport.holdUntil(started);
    return started;
  }

  private CompletableFuture<Void> start() {
    byte[] first = initialize;
    if (first == null) {
      return failed("and no initialize was sent to start a new one");
    }
    LOG.info("The server at {} ended the session (HTTP 404); starting a new one", transport.url());
    transport.requests().forgetSession();
    MessageHead head = MessageHead.read(first);
    AtomicReference<@Nullable String> session = new AtomicReference<>();
    AtomicInteger status = new AtomicInteger();
    return transport
        .client()
        .send(transport.requests().post(first, head, null), info -> {
          session.set(info.headers().firstValue(HttpRequests.SESSION_ID).orElse(null));
          status.set(info.statusCode());
          String type =
              info.headers().firstValue("Content-Type").orElse("").toLowerCase(Locale.ROOT);
          long length = info.headers().firstValueAsLong("Content-Length").orElse(-1);
          return HttpResponse.BodySubscribers.mapping(
              new BoundedBody(transport.maxMessageBytes(), length),
              body -> body == null || info.statusCode() / 100 != 2 ? null : result(body, type));
        })
        .orTimeout(transport.connectTimeout().toMillis(), TimeUnit.MILLISECONDS)
        .thenCompose(response -> {
          String id = session.get();
          if (response == null || id == null) {
            return failed("and answered initialize with HTTP " + status.get()
                + (id == null ? " and no session" : ""));
          }
          transport.requests().assigned(id);
          return transport
              .client()
              .send(
                  transport.requests().post(INITIALIZED, MessageHead.read(INITIALIZED), id),
                  info -> HttpResponse.BodySubscribers.discarding())
              .thenApply(accepted -> (Void) null);
        })
        .whenComplete((done, failure) -> {
          if (failure != null) {
            transport.end(HttpFailures.sessionEnded(
                transport.server(),
                transport.endpoint(),
                "and a new one could not be started: "
                    + HttpFailures.reason(Futures.unwrap(failure))));
          }
        });
  }

  /** The {@code initialize} response in a JSON or SSE answer, or {@code null}. */
  private static @Nullable String result(byte[] body, String type) {
    if (!type.startsWith("text/event-stream")) {
      return MessageHead.read(body).response() ? new String(body, StandardCharsets.UTF_8) : null;
    }
    AtomicReference<@Nullable String> found = new AtomicReference<>();
    SseAnswer events = new SseAnswer(
        new LineFramer.Sink() {
          @Override
          public void line(String line) {
            if (found.get() == null && MessageHead.read(line).response()) {
              found.set(line);
            }
          }

          @Override
          public void oversized(long length, String head, String tail) {}
        },
        body.length,
        failure -> {});
    events.onNext(List.of(ByteBuffer.wrap(body)));
    events.onComplete();
    return found.get();
  }

  private CompletableFuture<Void> failed(String detail) {
    CompletableFuture<Void> failure =
        CompletableFuture.failedFuture(new IllegalStateException(detail));
    transport.end(HttpFailures.sessionEnded(transport.server(), transport.endpoint(), detail));
    return failure;
  }
}
