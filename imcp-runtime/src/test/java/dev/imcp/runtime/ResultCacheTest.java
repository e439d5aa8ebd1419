package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.error.ToolErrorException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The result cache against the fake server, whose {@code store_read} answers with its arguments and the number of
 * {@code tools/call} requests it has received: a cached answer repeats the number, a fresh one does not.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ResultCacheTest {
  private static McpClient connect(CachePolicy policy) {
    return McpClient.stdio(TestServers.fake()).cache(policy).connect();
  }

  private static String read(McpClient client, Map<String, ?> arguments) {
    return client.callTool("store_read", arguments).text();
  }

  private static final CachePolicy TRUSTING =
      CachePolicy.builder().trustReadOnlyHints(true).build();

  @Test
  void readOnlyToolsAreCachedByCanonicalArgumentsWhenTheHintsAreTrusted() {
    try (McpClient client = connect(TRUSTING)) {
      Map<String, Object> ab = new LinkedHashMap<>();
      ab.put("a", 1);
      ab.put("b", 2.0);
      String first = read(client, ab);
      assertThat(read(client, Map.of("b", 2, "a", 1.0)))
          .as("key order and number spelling do not matter")
          .isEqualTo(first);
      assertThat(read(client, Map.of("a", 2))).isNotEqualTo(first);
      assertThat(client.cache().stats()).isEqualTo(new CacheStats(1, 2, 0, 2));
    }
  }

  @Test
  void nothingIsCachedByDefaultOrForExcludedTools() {
    try (McpClient client = connect(CachePolicy.none())) {
      assertThat(read(client, Map.of("a", 1))).isNotEqualTo(read(client, Map.of("a", 1)));
      assertThat(client.cache().stats()).isEqualTo(new CacheStats(0, 0, 0, 0));
    }
    try (McpClient client = connect(
        CachePolicy.builder().trustReadOnlyHints(true).exclude("store_read").build())) {
      assertThat(read(client, Map.of("a", 1))).isNotEqualTo(read(client, Map.of("a", 1)));
    }
  }

  @Test
  void anExplicitTtlCachesWithoutHintsAndExpires() {
    AtomicLong now = new AtomicLong();
    try (McpClient client = connect(CachePolicy.builder()
        .ttl("store_read", Duration.ofMillis(300))
        .ticker(now::get)
        .build())) {
      String first = read(client, Map.of("a", 1));
      now.addAndGet(Duration.ofMillis(299).toNanos());
      assertThat(read(client, Map.of("a", 1))).isEqualTo(first);
      now.addAndGet(Duration.ofMillis(2).toNanos());
      assertThat(read(client, Map.of("a", 1))).as("expired").isNotEqualTo(first);
    }
  }

  @Test
  void identicalCallsInFlightShareOneRequest() {
    try (McpClient client = connect(TRUSTING)) {
      String before = client.callTool("count", null).text();
      CompletableFuture<ToolResult> one =
          client.callToolAsync("store_read", Map.of("delayMs", 300));
      CompletableFuture<ToolResult> two =
          client.callToolAsync("store_read", Map.of("delayMs", 300));
      assertThat(one.join().text()).isEqualTo(two.join().text());
      String after = client.callTool("count", null).text();
      assertThat(Integer.parseInt(after) - Integer.parseInt(before))
          .as("requests the server counted: one read and count")
          .isEqualTo(2);
      assertThat(client.cache().stats().hits()).isEqualTo(1);
    }
  }

  @Test
  void errorsAreNeverCached() {
    // Caffeine logs a warning with a stack trace for every failed load; a tool's error must not
    // produce one.
    java.util.logging.Logger caffeine =
        java.util.logging.Logger.getLogger("com.github.benmanes.caffeine.cache.LocalAsyncCache");
    List<java.util.logging.LogRecord> warnings = new java.util.concurrent.CopyOnWriteArrayList<>();
    java.util.logging.Handler handler = new java.util.logging.Handler() {
      @Override
      public void publish(java.util.logging.LogRecord record) {
        warnings.add(record);
      }

      @Override
      public void flush() {}

      @Override
      public void close() {}
    };
    caffeine.addHandler(handler);
    try (McpClient client = connect(TRUSTING)) {
      ToolResult first = client.callTool(
          "store_fail", null, CallOptions.defaults().withToolErrors(ToolErrors.RETURN));
      ToolResult second = client.callTool(
          "store_fail", null, CallOptions.defaults().withToolErrors(ToolErrors.RETURN));
      assertThat(first.isError()).isTrue();
      assertThat(second.text()).isNotEqualTo(first.text());
      assertThatThrownBy(() -> client.callTool("store_fail", null))
          .isInstanceOf(ToolErrorException.class);
      assertThat(client.cache().stats().size()).isZero();
      assertThat(warnings).as("nothing logged by the cache").isEmpty();
    } finally {
      caffeine.removeHandler(handler);
    }
  }

  @Test
  void aWriteInTheSameServiceDropsItsCachedReads() {
    try (McpClient client = connect(TRUSTING)) {
      String first = read(client, Map.of("a", 1));
      client.callTool("echo", Map.of("message", "another service"));
      assertThat(read(client, Map.of("a", 1)))
          .as("echo is not in the store service")
          .isEqualTo(first);
      client.callTool("store_write", Map.of());
      assertThat(read(client, Map.of("a", 1))).isNotEqualTo(first);
    }
    try (McpClient client = connect(
        CachePolicy.builder().trustReadOnlyHints(true).invalidateOnWrite(false).build())) {
      String first = read(client, Map.of("a", 1));
      client.callTool("store_write", Map.of());
      assertThat(read(client, Map.of("a", 1))).isEqualTo(first);
    }
  }

  @Test
  void listChangedAndManualInvalidationDropEverything() throws Exception {
    try (McpClient client = connect(TRUSTING)) {
      String first = read(client, Map.of("a", 1));
      client.cache().invalidate("store_read");
      String second = read(client, Map.of("a", 1));
      assertThat(second).isNotEqualTo(first);
      client.cache().invalidateAll();
      String third = read(client, Map.of("a", 1));
      assertThat(third).isNotEqualTo(second);

      client.callTool(
          "hide", Map.of("tool", "count")); // the fake then sends notifications/tools/list_changed
      await().atMost(Duration.ofSeconds(10)).until(() -> client.cache().stats().size() == 0);
      assertThat(read(client, Map.of("a", 1))).isNotEqualTo(third);
    }
  }
}
