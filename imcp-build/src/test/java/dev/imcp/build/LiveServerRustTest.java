package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.ServerCommand;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.ToolDefinition;
import dev.imcp.testing.TestServers;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The goals reach a server on the Rust SDK (rmcp), which exits when its first request is not {@code initialize}: the
 * client under {@code imcp:snapshot} and {@code imcp:generate} starts it again and speaks the 2025 handshake.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class LiveServerRustTest {
  @Test
  void aSnapshotOfAServerThatEndsOnTheEraProbeIsTakenWithThe2025Handshake() {
    ServerTarget.Command rmcp =
        new ServerTarget.Command(ServerCommand.of(TestServers.rmcp()), Duration.ofSeconds(60));

    Snapshot snapshot = LiveServer.snapshot(rmcp);

    assertThat(snapshot.server().orElseThrow().name()).isEqualTo("rmcp");
    assertThat(snapshot.protocolVersion()).hasValue("2025-06-18");
    assertThat(snapshot.tools()).extracting(ToolDefinition::name).containsExactly("shell");
    // A second goal of the same build asks no more: the server starts once, with initialize.
    assertThat(LiveServer.snapshot(rmcp).tools())
        .extracting(ToolDefinition::name)
        .containsExactly("shell");
  }
}
