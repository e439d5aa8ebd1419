package dev.imcp.runtime.internal.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.ProtocolEra;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.TestServers;
import dev.imcp.runtime.internal.stdio.ServerLaunch;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The interleaving that failed parallel connects under load, driven on purpose: the server's answer to the request
 * sent at launch is already waiting in the pipe when the session starts reading. The fake answers {@code
 * server/discover} with -32601 at once, so reading that answer makes the session send {@code initialize} from the
 * reader thread; it can, because the session is attached to its transport before the first line is read.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ConnectRaceTest {
  @Test
  void anAnswerWaitingInThePipeBeforeTheFirstReadIsRoutedAndWhatItSetsOffIsSent() {
    ClientSettings settings = settings(ProtocolEra.AUTO);
    ServerLaunch launch = Launches.start(settings);
    List<Integer> waitingWhenReadingStarted = new java.util.ArrayList<>();

    Session session = Session.open(settings, launch, (closed, failure) -> {}, () -> {
          await().atMost(Duration.ofSeconds(30)).until(() -> waiting(launch) > 0);
          waitingWhenReadingStarted.add(waiting(launch));
        })
        .join();
    try {
      assertThat(waitingWhenReadingStarted)
          .as("bytes of the answer in the pipe")
          .allMatch(n -> n > 0);
      assertThat(session.era()).isEqualTo(ProtocolEra.LEGACY);
      assertThat(session.initializeResult().protocolVersion()).isEqualTo("2025-11-25");
      assertThat(session.serverName()).isEqualTo("fake");
    } finally {
      session.close();
    }
  }

  /** Bytes the server wrote to its stdout that nobody read yet. */
  private static int waiting(ServerLaunch launch) {
    try {
      return launch.process().getInputStream().available();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static ClientSettings settings(ProtocolEra era) {
    ClientSettings.Draft draft = draft(TestServers.fake());
    draft.era = era;
    return draft.freeze();
  }

  /** A test's settings: named as tests, and waiting 20 s at most for anything. */
  static ClientSettings.Draft draft(ServerCommand command) {
    ClientSettings.Draft draft = new ClientSettings.Draft(command);
    draft.clientName = "tests";
    draft.clientVersion = "1";
    draft.defaultTimeout = Duration.ofSeconds(20);
    draft.initializeTimeout = Duration.ofSeconds(20);
    return draft;
  }
}
