package dev.imcp.runtime.internal.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.TestServers;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.transport.MessageHead;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The {@code initialize} params that follow {@code server/discover} are built as a tree, apart from the line sent at
 * launch: both must say the same, with and without capabilities and with a name to escape. The first request's head
 * (id and method) is handed out beside its line and must be the one the line says.
 */
class InitializeRequestTest {
  @Test
  void theTreeOfParamsIsTheLineSentAtLaunch() {
    ClientSettings.Draft bare = ConnectRaceTest.draft(TestServers.fake());
    bare.clientName = "a \"quoted\"\tname";
    assertSame(bare.freeze());

    ClientSettings.Draft handling = ConnectRaceTest.draft(TestServers.fake());
    handling.requestHandler("roots/list", params -> CompletableFuture.completedFuture(Map.of()));
    handling.requestHandler(
        "sampling/createMessage", params -> CompletableFuture.completedFuture(Map.of()));
    handling.requestHandler(
        "elicitation/create", params -> CompletableFuture.completedFuture(Map.of()));
    assertSame(handling.freeze());
  }

  /** The transport sends the first request with the head these hand out, not read back: it must be the line's. */
  @Test
  void theHeadHandedOutIsTheOneEachLineSays() {
    ClientSettings settings = ConnectRaceTest.draft(TestServers.fake()).freeze();
    byte[] initialize = InitializeRequest.line(settings);
    assertThat(InitializeRequest.head()).isEqualTo(MessageHead.read(initialize));
    byte[] discover = DiscoverRequest.line(settings);
    assertThat(DiscoverRequest.head()).isEqualTo(MessageHead.read(discover));
    assertThat(InitializeRequest.head().isRequest()).isTrue();
    assertThat(DiscoverRequest.head().isRequest()).isTrue();
  }

  private static void assertSame(ClientSettings settings) {
    String line = new String(InitializeRequest.line(settings), StandardCharsets.UTF_8);
    assertThat(InitializeRequest.params(settings)).isEqualTo(Json.readTree(line).path("params"));
  }
}
