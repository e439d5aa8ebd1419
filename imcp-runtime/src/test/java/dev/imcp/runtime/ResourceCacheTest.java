package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.error.ProtocolErrorException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code resources/read} through the result cache: against the fake server, whose reads answer {@code read <n>} with n
 * counting every read (a cached answer repeats n), and against the 2026-07-28 server on the TypeScript SDK v2, whose
 * {@code counted://{ttlMs}} reads carry that cache hint.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ResourceCacheTest {
  private static final Duration MINUTE = Duration.ofMinutes(1);

  private static McpClient fake(CachePolicy policy) {
    return McpClient.stdio(TestServers.fake())
        .protocolEra(ProtocolEra.LEGACY)
        .cache(policy)
        .connect();
  }

  private static String read(McpClient client, String uri) {
    return client.readResource(uri).text();
  }

  @Test
  void readsAreNotKeptByDefaultNorByAToolPolicy() {
    try (McpClient client = fake(CachePolicy.none())) {
      assertThat(read(client, "demo://a")).isNotEqualTo(read(client, "demo://a"));
    }
    try (McpClient client = fake(CachePolicy.builder().trustReadOnlyHints(true).build())) {
      assertThat(read(client, "demo://a")).isNotEqualTo(read(client, "demo://a"));
    }
  }

  @Test
  void aResourceTtlKeepsReadsByUriUntilItExpires() {
    AtomicLong now = new AtomicLong();
    CachePolicy policy =
        CachePolicy.builder().resourceTtl(MINUTE).ticker(now::get).build();
    try (McpClient client = fake(policy)) {
      String first = read(client, "demo://a");
      assertThat(read(client, "demo://a")).isEqualTo(first);
      assertThat(read(client, "demo://b")).as("another URI").isNotEqualTo(first);
      assertThat(client.cacheStats().hits()).isEqualTo(1);

      now.addAndGet(MINUTE.plusMillis(1).toNanos());

      assertThat(read(client, "demo://a")).as("expired").isNotEqualTo(first);
    }
  }

  @Test
  void identicalReadsInFlightShareOneRequest() {
    try (McpClient client = fake(CachePolicy.builder().resourceTtl(MINUTE).build())) {
      CompletableFuture<ResourceContents> one =
          client.readResourceAsync("demo://a", CallOptions.defaults());
      CompletableFuture<ResourceContents> two =
          client.readResourceAsync("demo://a", CallOptions.defaults());

      assertThat(one.join().text()).isEqualTo(two.join().text()).isEqualTo("read 1");
    }
  }

  @Test
  void aFailedReadIsNeverKept() {
    try (McpClient client = fake(CachePolicy.builder().resourceTtl(MINUTE).build())) {
      for (int i = 0; i < 2; i++) {
        assertThatThrownBy(() -> client.readResource("missing:x"))
            .isInstanceOf(ProtocolErrorException.class)
            .hasMessageContaining("Resource not found");
      }
      assertThat(client.cacheStats().size()).isZero();
    }
  }

  @Test
  void anUpdatedResourceAndAChangedListDropTheReads() {
    try (McpClient client = fake(CachePolicy.builder().resourceTtl(MINUTE).build())) {
      String a = read(client, "demo://a");
      String b = read(client, "demo://b");

      client.callTool("updated", Map.of("uris", List.of("demo://a")));
      await()
          .atMost(Duration.ofSeconds(20))
          .untilAsserted(() -> assertThat(read(client, "demo://a")).isNotEqualTo(a));
      assertThat(read(client, "demo://b")).as("not updated: still kept").isEqualTo(b);

      client.callTool("notify-lists", null); // resources/list_changed
      await()
          .atMost(Duration.ofSeconds(20))
          .untilAsserted(() -> assertThat(read(client, "demo://b")).isNotEqualTo(b));
    }
  }

  @Test
  void aToolListChangeOrAToolsInvalidationLeavesReadsAlone() {
    try (McpClient client = fake(CachePolicy.builder().resourceTtl(MINUTE).build())) {
      String a = read(client, "demo://a");
      client.callTool("notify", null); // tools/list_changed
      client.invalidateCache("demo://a"); // a tool's name, not a URI
      client.ping();

      assertThat(read(client, "demo://a")).isEqualTo(a);
      client.invalidateCache();
      assertThat(read(client, "demo://a")).isNotEqualTo(a);
    }
  }

  @Test
  void aReadsCacheHintIsFollowedWhenThePolicySays() {
    CachePolicy hints = CachePolicy.builder().followServerHints(true).build();
    try (McpClient client =
        McpClient.stdio(TestServers.modern("reject")).cache(hints).connect()) {
      ResourceContents first = client.readResource("counted://60000");
      assertThat(first.cacheHint())
          .contains(new ToolResult.CacheHint(MINUTE, ToolResult.CacheHint.Scope.PRIVATE));

      assertThat(read(client, "counted://60000")).as("kept for its ttlMs").isEqualTo(first.text());
      String unkept = read(client, "counted://0");
      assertThat(read(client, "counted://0")).as("ttlMs 0: not kept").isNotEqualTo(unkept);
      assertThat(client.cacheStats().hits()).isEqualTo(1);
    }
  }

  @Test
  void aFollowedHintWinsOverTheResourceTtl() {
    CachePolicy both =
        CachePolicy.builder().followServerHints(true).resourceTtl(MINUTE).build();
    try (McpClient client =
        McpClient.stdio(TestServers.modern("reject")).cache(both).connect()) {
      String unkept = read(client, "counted://0");

      assertThat(read(client, "counted://0")).isNotEqualTo(unkept);
    }
  }

  @Test
  void hintsAreIgnoredUnlessThePolicyFollowsThem() {
    try (McpClient client = McpClient.stdio(TestServers.modern("reject"))
        .cache(CachePolicy.builder().trustReadOnlyHints(true).build())
        .connect()) {
      String first = read(client, "counted://60000");

      assertThat(read(client, "counted://60000")).isNotEqualTo(first);
    }
  }
}
