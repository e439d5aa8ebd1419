package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.channels.ClosedByInterruptException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.hc.core5.http.HttpHost;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A plain socket's I/O through {@link InterruptGuard} ends as a channel's does when its thread is interrupted: the
 * socket closed, {@link ClosedByInterruptException}, the thread still interrupted. Against a real peer that accepts and
 * then says nothing, so that a read would block for good without the guard.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class InterruptGuardTest {
  /** Only a TLS upgrade reads it. */
  private static final HttpHost TARGET = new HttpHost("localhost");

  private ServerSocket server;
  private Socket socket;
  private Socket accepted;

  @BeforeEach
  void connect() throws Exception {
    server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
    socket = new Socket();
    socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getLocalPort()));
    accepted = server.accept();
  }

  @AfterEach
  void close() throws Exception {
    socket.close();
    accepted.close();
    server.close();
  }

  @Test
  void aReadOfAnInterruptedThreadClosesTheSocketAndKeepsTheInterrupt() throws Exception {
    InputStream in = new InterruptGuard(socket).holder(TARGET, 1000, null).getInputStream();
    CompletableFuture<Outcome> ended = new CompletableFuture<>();
    Thread reader = new Thread(() -> {
      try {
        ended.complete(new Outcome(in.read(new byte[16], 0, 16), null, false));
      } catch (Throwable e) {
        ended.complete(new Outcome(0, e, Thread.currentThread().isInterrupted()));
      }
    });
    reader.start();
    // Before or during the read: either way the read must end, as a channel's would.
    reader.interrupt();

    Outcome outcome = ended.get(20, TimeUnit.SECONDS);
    assertThat(outcome.thrown()).isInstanceOf(ClosedByInterruptException.class);
    assertThat(outcome.interrupted()).as("the interrupt status, kept").isTrue();
    assertThat(socket.isClosed()).isTrue();
  }

  @Test
  void aWriteOfAThreadInterruptedBeforeClosesTheSocket() throws Exception {
    OutputStream out = new InterruptGuard(socket).holder(TARGET, 1000, null).getOutputStream();

    assertAnInterruptedWriteClosesTheSocket(() -> out.write(new byte[] {1, 2, 3}, 0, 3));
  }

  @Test
  void aReadThatCompletesLeavesTheSocketOpen() throws Exception {
    InputStream in = new InterruptGuard(socket).holder(TARGET, 1000, null).getInputStream();
    accepted.getOutputStream().write(new byte[] {7});

    assertThat(in.read(new byte[1], 0, 1)).isEqualTo(1);
    assertThat(socket.isClosed()).isFalse();
    assertThat(Thread.currentThread().isInterrupted()).isFalse();
  }

  @Test
  void aByteAtATimeIsReadAndWrittenAsTheSocketsOwnStreamsDoAndIsGuardedAlike() throws Exception {
    InterruptGuard guard = new InterruptGuard(socket);
    InputStream in = guard.holder(TARGET, 1000, null).getInputStream();
    OutputStream out = guard.holder(TARGET, 1000, null).getOutputStream();
    accepted.getOutputStream().write(new byte[] {(byte) 0xf0, 0});
    accepted.shutdownOutput();
    out.write(0x1ff);

    assertThat(in.read()).isEqualTo(0xf0);
    assertThat(in.read()).isZero();
    assertThat(in.read()).isEqualTo(-1);
    assertThat(accepted.getInputStream().read()).isEqualTo(0xff);

    assertAnInterruptedWriteClosesTheSocket(() -> out.write(1));
  }

  private void assertAnInterruptedWriteClosesTheSocket(Write write) {
    Thread.currentThread().interrupt();
    Throwable failure = null;
    try {
      write.run();
    } catch (Throwable e) {
      failure = e;
    } finally {
      assertThat(Thread.interrupted()).as("the interrupt status, kept").isTrue();
    }
    assertThat(failure).isInstanceOf(ClosedByInterruptException.class);
    assertThat(socket.isClosed()).isTrue();
  }

  private interface Write {
    void run() throws IOException;
  }

  /** How the reader's read ended: what it read or threw, and whether its thread was still interrupted then. */
  private record Outcome(int read, @Nullable Throwable thrown, boolean interrupted) {}
}
