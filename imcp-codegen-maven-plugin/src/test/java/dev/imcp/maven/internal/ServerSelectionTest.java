package dev.imcp.maven.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServerSelectionTest {
  @Test
  void theCommandLineIsSplitLikeAShellWouldAndWinsOverTheBlock() {
    ServerSelection.Server server = ServerSelection.choose("node 'my server.js' --name \"a b\"", "ignored", List.of("x"),
        Map.of("LOG", "debug"), Path.of("/srv"), 5).orElseThrow();

    assertThat(server.command().command()).containsExactly("node", "my server.js", "--name", "a b");
    assertThat(server.command().environment()).containsEntry("LOG", "debug");
    assertThat(server.command().workingDirectory()).contains(Path.of("/srv"));
    assertThat(server.timeout()).isEqualTo(Duration.ofSeconds(5));
  }

  @Test
  void theBlockGivesCommandAndArguments() {
    assertThat(ServerSelection.choose(null, "node", List.of("index.js", "stdio"), Map.of(), null, 60).orElseThrow().command().command())
        .containsExactly("node", "index.js", "stdio");
  }

  @Test
  void noServerIsConfiguredWhenNeitherIsSet() {
    assertThat(ServerSelection.choose(" ", null, List.of(), Map.of(), null, 60)).isEmpty();
  }

  @Test
  void anUnbalancedQuoteIsAClearError() {
    assertThatThrownBy(() -> ServerSelection.choose("node 'server.js", null, List.of(), Map.of(), null, 60))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Cannot split imcp.server 'node 'server.js': ");
  }
}
