package dev.imcp.testing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HttpTestServerTest {
  private static final String SERVER = String.join(
      "\n",
      "const port = process.env.PORT;",
      "require('http').createServer((q, r) => r.end()).listen(port,",
      "  () => console.log('listening on port ' + port));",
      "process.stdin.on('end', () => process.exit(0)).resume();");

  @Test
  void countsTheServersCpuTimeInNanosecondsNotClockTicks() {
    try (HttpTestServer server = HttpTestServer.node(HttpTestServer.freePort(), "-e", SERVER)) {
      long started = server.cpuNanos();

      // node's start alone costs tens of milliseconds; in 10 ms ticks every reading would be a
      // multiple of them
      assertThat(started).isPositive();
      assertThat(started % 10_000_000L).isNotZero();
      assertThat(server.cpuNanos()).isGreaterThanOrEqualTo(started);
    }
  }
}
