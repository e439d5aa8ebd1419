package dev.imcp.runtime.internal.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.InitializeResult;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.http.HttpEndpoint;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An HTTP transport made ahead of its session: what it hears before the session can route it waits for the session,
 * and reaches it once the session opens the way; with no session made, what waited is dropped and the transport is
 * closed. Nothing is sent here: the transport's threads are played by threads of the test's own.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HttpAheadTest {
  private static final URI NOWHERE = URI.create("http://127.0.0.1:9/mcp");

  @Test
  void whatTheTransportHearsBeforeTheSessionIsOpenWaitsForItThenReachesIt() throws Exception {
    ClientSettings settings = settings();
    HttpAhead ahead = new HttpAhead(settings);
    Session session = new Session(settings, (closed, failure) -> {});
    try {
      session.connection.expect(
          InitializeRequest.ID, "initialize", Duration.ofSeconds(20), new Handshake(session));
      AtomicBoolean waiting = new AtomicBoolean();
      Thread reader = new Thread(() -> waiting.set(ahead.waiting(InitializeRequest.ID)));
      reader.start();
      await().atMost(Duration.ofSeconds(20)).until(() -> reader.getState() == Thread.State.WAITING);
      assertThat(ahead.get())
          .as("the name failures carry until then")
          .isEqualTo(NOWHERE.toString());

      session.serverName = "named";
      ahead.open(session);
      reader.join(TimeUnit.SECONDS.toMillis(20));

      assertThat(reader.isAlive()).isFalse();
      assertThat(waiting).as("the session's request, asked about").isTrue();
      assertThat(ahead.get()).isEqualTo("named");
    } finally {
      ahead.transport.close();
      session.close();
    }
  }

  /** A send that fails at once runs its callbacks on the sender's thread, the one that opens the way: it cannot wait. */
  @Test
  void whatTheMakersOwnThreadHearsBeforeTheSessionIsOpenIsHeldForItNotWaitedFor() {
    ClientSettings settings = settings();
    HttpAhead ahead = new HttpAhead(settings);
    Session session = new Session(settings, (closed, failure) -> {});
    try {
      CompletableFuture<InitializeResult> answered = session.connection.expect(
          InitializeRequest.ID, "initialize", Duration.ofSeconds(20), new Handshake(session));
      TransportException refused = new TransportException(
          NOWHERE.toString(), "cannot reach it", OptionalInt.empty(), List.of());

      ahead.failed(InitializeRequest.ID, refused);
      assertThat(answered).isNotDone();

      ahead.open(session);
      assertThat(answered).isCompletedExceptionally();
      assertThatThrownBy(answered::join).hasCause(refused);
    } finally {
      ahead.transport.close();
      session.close();
    }
  }

  @Test
  void withNoSessionWhatWaitedIsDroppedAndTheTransportClosed() throws Exception {
    HttpAhead ahead = new HttpAhead(settings());
    Thread reader = new Thread(() -> ahead.line("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}"));
    reader.start();
    await().atMost(Duration.ofSeconds(20)).until(() -> reader.getState() == Thread.State.WAITING);

    ahead.abandon();
    reader.join(TimeUnit.SECONDS.toMillis(20));

    assertThat(reader.isAlive()).isFalse();
    assertThat(ahead.waiting(1)).isFalse();
    byte[] ping =
        "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}".getBytes(StandardCharsets.UTF_8);
    assertThatThrownBy(() -> ahead.transport.send(ping, MessageHead.read(ping)))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("is closed");
  }

  private static ClientSettings settings() {
    ClientSettings.Draft draft = ConnectRaceTest.draft(ServerCommand.of(NOWHERE.toString()));
    draft.http = Optional.of(
        new HttpEndpoint(NOWHERE, Map.of(), Optional.empty(), Optional.empty(), Optional.empty()));
    return draft.freeze();
  }
}
