package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.transport.LineFramer;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;

/**
 * A new 2025 session when the server ended the one in use (HTTP 404 to a request that carried it), as the rules
 * require: {@code initialize} again, as first sent, without a session id; the new id from its answer; {@code
 * notifications/initialized}; then the requests that saw the 404 go again. Every message sent meanwhile waits. What the
 * server kept for the old session (subscriptions, a log level) is gone. A renewal that fails ends the connection.
 */
final class SessionRenewal {
  private static final Log LOG = Log.of(SessionRenewal.class);
  private static final byte[] INITIALIZED = ("{\"jsonrpc\":\"2.0\",\"method\":\""
          + McpMethods.INITIALIZED + "\"}")
      .getBytes(StandardCharsets.UTF_8);

  private final HttpTransport transport;
  private @Nullable String expired;
  private @Nullable CompletableFuture<Void> renewing;

  SessionRenewal(HttpTransport transport) {
    this.transport = transport;
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
    byte[] first = transport.initializeSent();
    if (first == null) {
      return failed("and no initialize was sent to start a new one");
    }
    LOG.info("The server at {} ended the session (HTTP 404); starting a new one", transport.url());
    transport.requests().forgetSession();
    return Delays.orTimeout(
            transport
                .connections()
                .send(
                    transport.requests().post(first, MessageHead.read(first), null),
                    this::answered),
            transport.connectTimeout().toMillis())
        .thenCompose(this::initialized)
        .whenComplete((done, failure) -> {
          if (failure != null) {
            Throwable cause = Futures.unwrap(failure);
            transport.end(HttpFailures.sessionEnded(
                transport.server(),
                transport.endpoint(),
                cause instanceof Refused
                    ? cause.getMessage()
                    : "and a new one could not be started: " + HttpFailures.reason(cause)));
          }
        });
  }

  /** The new session's id, once the answer holds the initialize response; the failure otherwise. */
  private String answered(ResponseHead head, BlockingExchange.Body body) throws IOException {
    String session = head.header(HttpRequests.SESSION_ID).orElse(null);
    byte[] bytes = BoundedBody.read(body, transport.maxMessageBytes(), head.contentLength());
    if (!head.isSuccess() || bytes == null || result(bytes, head.isEventStream()) == null) {
      throw new Refused("and answered initialize with HTTP " + head.status());
    }
    if (session == null) {
      throw new Refused("and answered initialize with HTTP " + head.status() + " and no session");
    }
    return session;
  }

  /** Sends {@code notifications/initialized} on the new session; the session is ready once the server took it. */
  private CompletableFuture<Void> initialized(String session) {
    transport.requests().assigned(session);
    return transport
        .connections()
        .send(
            transport.requests().post(INITIALIZED, MessageHead.read(INITIALIZED), session),
            (head, body) -> null)
        .thenApply(accepted -> (Void) null);
  }

  /** The {@code initialize} response in a JSON or SSE answer, or {@code null}. */
  private static @Nullable String result(byte[] body, boolean eventStream) {
    if (!eventStream) {
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
        body.length);
    events.readAll(body);
    return found.get();
  }

  /** The server's answer to the new initialize, which starts no session. */
  private static final class Refused extends IOException {
    private static final long serialVersionUID = 1L;

    Refused(String detail) {
      super(detail);
    }
  }

  private CompletableFuture<Void> failed(String detail) {
    CompletableFuture<Void> failure =
        CompletableFuture.failedFuture(new IllegalStateException(detail));
    transport.end(HttpFailures.sessionEnded(transport.server(), transport.endpoint(), detail));
    return failure;
  }
}
