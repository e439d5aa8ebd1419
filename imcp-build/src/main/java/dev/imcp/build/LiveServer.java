package dev.imcp.build;

import dev.imcp.runtime.McpClient;
import dev.imcp.schema.Snapshot;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One short session with a live server: start, initialize, list every tool, prompt, resource template and static
 * resource, stop, however it ends.
 */
public final class LiveServer {
  /** The client name servers see; iMCP asks a person to approve each new one, so it never changes. */
  public static final String CLIENT_NAME = "imcp-java";
  /** How often a build says what it still waits for: a silent minute looks like a hung build. */
  public static final Duration WAIT_NOTICE_INTERVAL = Duration.ofSeconds(5);

  private LiveServer() {}

  /**
   * {@return the server's tools, prompts and resources} As {@link #snapshot(ServerTarget, Duration, Consumer)}, saying nothing while it waits.
   *
   * @param server the server
   */
  public static Snapshot snapshot(ServerTarget server) {
    return snapshot(server, WAIT_NOTICE_INTERVAL, notice -> {});
  }

  /**
   * {@return the server's tools, prompts and resources}
   *
   * @param server the server
   * @param every how often {@code notices} hears what is still awaited, and from which server
   * @throws dev.imcp.runtime.error.McpException when the server does not start, exits, cannot be reached, refuses the
   *     credentials, or does not answer in time; the message names the command (exit code and stderr tail) or the URL
   * @param notices hears what is still awaited
   */
  public static Snapshot snapshot(ServerTarget server, Duration every, Consumer<String> notices) {
    WaitNotices waiting = new WaitNotices(server, notices);
    ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(task -> {
      Thread thread = new Thread(task, "imcp-wait-notices");
      thread.setDaemon(true);
      return thread;
    });
    ticker.scheduleAtFixedRate(
        waiting::tell, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    try (McpClient client = server
        .builder()
        .clientName(CLIENT_NAME)
        .initializeTimeout(server.timeout())
        .defaultTimeout(server.timeout())
        .connect()) {
      waiting.now("tools/list");
      return PromptsAndResources.add(client, client.snapshot(), waiting::now);
    } finally {
      ticker.shutdownNow();
    }
  }

  /** What the build is waiting for now, told on each tick. */
  private static final class WaitNotices {
    private final ServerTarget server;
    private final Consumer<String> notices;
    private volatile String awaited = "server/discover or initialize";
    private volatile long since = System.nanoTime();

    WaitNotices(ServerTarget server, Consumer<String> notices) {
      this.server = server;
      this.notices = notices;
    }

    void now(String request) {
      awaited = request;
      since = System.nanoTime();
    }

    void tell() {
      long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - since);
      notices.accept("still waiting for the answer to " + awaited + " from " + server.displayName()
          + " (" + seconds + " s of " + server.timeout().toSeconds() + " s)");
    }
  }
}
