package dev.imcp.runtime.internal.stdio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.internal.base.RuntimeThread;
import dev.imcp.runtime.internal.transport.OutgoingLine;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Who writes a line: the caller, when nothing else is being written and the server has read all but what surely fits in
 * its pipe; the writer thread otherwise. Driven through a stream that records the writing thread of each line.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class StdinWriterTest {
  private static final byte[] KIB = "x".repeat(1023).getBytes(StandardCharsets.UTF_8);

  private final RecordingStream stream = new RecordingStream();
  private StdinWriter writer = writer(stream);

  @AfterEach
  void close() {
    writer.close();
    writer.join(1000);
  }

  private static StdinWriter writer(OutputStream stream) {
    return writer(stream, Duration.ofMillis(250));
  }

  private static StdinWriter writer(OutputStream stream, Duration idleEnd) {
    return new StdinWriter(
        "test", "imcp-stdin test", stream, 1 << 20, idleEnd, (thread, error) -> {});
  }

  @Test
  void aWriterThreadRunsOnlyWhileLinesWaitAndAnotherStartsForTheNextOnes() throws Exception {
    writer.close();
    writer = writer(stream, Duration.ofMillis(20));
    writer.send(new StdinWriter.Plain(KIB));
    assertThat(writer.isAlive()).as("written inline: no thread").isFalse();

    for (int round = 0; round < 2; round++) {
      int inline = (int) (StdinWriter.INLINE_BYTES / (KIB.length + 1));
      stream.expect(inline + 1);
      Ended last = null;
      for (int i = 0; i < inline + 1; i++) {
        last = new Ended(KIB); // not answered yet: the last one is queued for a writer thread
        writer.send(last);
      }
      assertThat(stream.awaitLines()).as("round %d written", round).isTrue();
      assertThat(stream.writers().get(stream.writers().size() - 1))
          .isInstanceOf(RuntimeThread.class);
      await()
          .atMost(Duration.ofSeconds(10))
          .alias("the writer thread ends once idle")
          .until(() -> !writer.isAlive());
      writer.readThrough(last.end);
    }
  }

  @Test
  void closingWithoutAWriterThreadStillClosesStdin() throws Exception {
    writer.send(new StdinWriter.Plain(KIB));
    writer.close();
    writer.join(10_000);

    assertThat(stream.closed()).isTrue();
  }

  @Test
  void aLineIsWrittenAndFlushedOnTheCallersThreadWhileTheServerKeepsUp() throws IOException {
    writer.send(new StdinWriter.Plain("{\"id\":1}".getBytes(StandardCharsets.UTF_8)));

    assertThat(stream.flushedText()).isEqualTo("{\"id\":1}\n");
    assertThat(stream.writers()).containsExactly(Thread.currentThread());
  }

  @Test
  void linesTheServerMayNotHaveReadGoToTheWriterThreadUntilItAnswers() throws Exception {
    int inline = (int) (StdinWriter.INLINE_BYTES / (KIB.length + 1));
    stream.expect(inline + 2);
    List<Ended> lines = new ArrayList<>();
    for (int i = 0; i < inline + 2; i++) {
      Ended line = new Ended(KIB);
      lines.add(line);
      writer.send(line);
    }
    assertThat(stream.awaitLines()).as("every line written").isTrue();
    assertThat(stream.writers().subList(0, inline)).containsOnly(Thread.currentThread());
    assertThat(stream.writers().subList(inline, inline + 2))
        .allMatch(thread -> thread instanceof RuntimeThread);

    // The server answered the last request: it read everything, and the next line is the caller's
    // to write again, once the writer thread has flushed and let go (it may still hold the stream
    // after the last newline reached it).
    writer.readThrough(lines.get(lines.size() - 1).end);
    awaitIdle();
    stream.expect(1);
    writer.send(new StdinWriter.Plain(KIB));
    assertThat(stream.awaitLines()).isTrue();
    assertThat(stream.writers().get(inline + 2)).isEqualTo(Thread.currentThread());
  }

  private void awaitIdle() {
    await()
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(1))
        .alias("the writer thread lets go")
        .until(() -> !writer.isBusy());
  }

  @Test
  void aLineSentWhileAnotherIsBeingWrittenIsQueuedBehindItNotWaitedFor() throws Exception {
    BlockingStream blocking = new BlockingStream();
    writer.close();
    writer = writer(blocking);
    CompletableFuture<Void> first = CompletableFuture.runAsync(() -> {
      try {
        writer.send(new StdinWriter.Plain("first".getBytes(StandardCharsets.UTF_8)));
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    });
    assertThat(blocking.entered.await(10, TimeUnit.SECONDS))
        .as("the first line is being written")
        .isTrue();

    writer.send(new StdinWriter.Plain(
        "second".getBytes(StandardCharsets.UTF_8))); // returns: queued, not written
    assertThat(first).isNotDone();
    blocking.release.countDown();

    assertThat(first).succeedsWithin(Duration.ofSeconds(10));
    assertThat(blocking.written)
        .as("in order")
        .succeedsWithin(Duration.ofSeconds(10))
        .isEqualTo("first\nsecond\n");
  }

  @Test
  void aLineGivenUpBeforeItsTurnIsNeverWritten() throws Exception {
    BlockingStream blocking = new BlockingStream();
    writer.close();
    writer = writer(blocking);
    CompletableFuture.runAsync(() -> {
      try {
        writer.send(new StdinWriter.Plain("first".getBytes(StandardCharsets.UTF_8)));
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    });
    assertThat(blocking.entered.await(10, TimeUnit.SECONDS)).isTrue();
    Ended abandoned = new Ended("abandoned".getBytes(StandardCharsets.UTF_8));
    writer.send(abandoned);
    abandoned.wanted = false;
    writer.send(new StdinWriter.Plain("third".getBytes(StandardCharsets.UTF_8)));
    blocking.release.countDown();

    assertThat(blocking.written).succeedsWithin(Duration.ofSeconds(10)).isEqualTo("first\nthird\n");
  }

  /** A line that remembers where it ended, as a request does, and may be given up before it is written. */
  private static final class Ended implements OutgoingLine {
    private final byte[] line;
    volatile long end;
    volatile boolean wanted = true;

    Ended(byte[] line) {
      this.line = line;
    }

    @Override
    public byte[] line() {
      return line;
    }

    @Override
    public boolean claim() {
      return wanted;
    }

    @Override
    public void written(long end) {
      this.end = end;
    }
  }

  /** Records which thread wrote each line, and what was flushed. */
  private static final class RecordingStream extends OutputStream {
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private final ByteArrayOutputStream flushed = new ByteArrayOutputStream();
    private final List<Thread> writers = new ArrayList<>();
    private volatile CountDownLatch lines = new CountDownLatch(0);
    private volatile boolean closed;

    boolean closed() {
      return closed;
    }

    @Override
    public void close() {
      closed = true;
    }

    void expect(int count) {
      lines = new CountDownLatch(count);
    }

    boolean awaitLines() throws InterruptedException {
      return lines.await(10, TimeUnit.SECONDS);
    }

    synchronized List<Thread> writers() {
      return List.copyOf(writers);
    }

    synchronized String flushedText() {
      return flushed.toString(StandardCharsets.UTF_8);
    }

    @Override
    public synchronized void write(int b) {
      pending.write(b);
      if (b == '\n') {
        writers.add(Thread.currentThread());
        lines.countDown();
      }
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) {
      for (int i = offset; i < offset + length; i++) {
        write(bytes[i]);
      }
    }

    @Override
    public synchronized void flush() {
      flushed.writeBytes(pending.toByteArray());
      pending.reset();
    }
  }

  /** Its first write waits until released, as a full pipe would; what is flushed after it, it completes with. */
  private static final class BlockingStream extends OutputStream {
    final CountDownLatch entered = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);
    final CompletableFuture<String> written = new CompletableFuture<>();
    private final StringBuilder text = new StringBuilder();

    @Override
    public void write(int b) throws IOException {
      if (entered.getCount() > 0) {
        entered.countDown();
        try {
          release.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IOException(e);
        }
      }
      synchronized (this) {
        text.append((char) b);
      }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      for (int i = offset; i < offset + length; i++) {
        write(bytes[i]);
      }
    }

    @Override
    public synchronized void flush() {
      if (text.chars().filter(c -> c == '\n').count() >= 2) {
        written.complete(text.toString());
      }
    }
  }
}
