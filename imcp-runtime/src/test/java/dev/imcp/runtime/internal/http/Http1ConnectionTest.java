package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import org.apache.hc.core5.io.CloseMode;
import org.junit.jupiter.api.Test;

/**
 * What a new connection costs before it is even connected: a round that reopens the pool makes 64 at once. With
 * HttpCore's default 32 KB buffers (three of them) one allocated about 100 KB.
 */
class Http1ConnectionTest {
  @Test
  void aNewConnectionAllocatesItsBuffersSmall() {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long thread = Thread.currentThread().getId();
    // the first one loads and initializes HttpCore's classes
    new Http1Connection().close(CloseMode.IMMEDIATE);
    long before = threads.getThreadAllocatedBytes(thread);
    Http1Connection connection = new Http1Connection();
    long allocated = threads.getThreadAllocatedBytes(thread) - before;
    connection.close(CloseMode.IMMEDIATE);

    assertThat(allocated).isLessThan(32 * 1024);
  }
}
