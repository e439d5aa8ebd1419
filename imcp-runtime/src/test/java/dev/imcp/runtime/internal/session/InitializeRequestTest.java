package dev.imcp.runtime.internal.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.TestServers;
import dev.imcp.runtime.internal.base.Json;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The {@code initialize} params that follow {@code server/discover} are built as a tree, apart from the line sent at
 * launch: both must say the same, with and without capabilities and with a name to escape.
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

  private static void assertSame(ClientSettings settings) {
    String line = new String(InitializeRequest.line(settings), StandardCharsets.UTF_8);
    assertThat(InitializeRequest.params(settings)).isEqualTo(Json.readTree(line).path("params"));
  }
}
