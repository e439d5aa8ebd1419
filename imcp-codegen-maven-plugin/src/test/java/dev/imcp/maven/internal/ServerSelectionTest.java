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
    ServerTarget.Command server = (ServerTarget.Command) ServerSelection.choose(
            "node 'my server.js' --name \"a b\"",
            null,
            "ignored",
            List.of("x"),
            Map.of("LOG", "debug"),
            Path.of("/srv"),
            5)
        .orElseThrow();

    assertThat(server.command().command()).containsExactly("node", "my server.js", "--name", "a b");
    assertThat(server.command().environment()).containsEntry("LOG", "debug");
    assertThat(server.command().workingDirectory()).contains(Path.of("/srv"));
    assertThat(server.timeout()).isEqualTo(Duration.ofSeconds(5));
  }

  @Test
  void theBlockGivesCommandAndArguments() {
    assertThat(((ServerTarget.Command) ServerSelection.choose(
                    null, null, "node", List.of("index.js", "stdio"), Map.of(), null, 60)
                .orElseThrow())
            .command()
            .command())
        .containsExactly("node", "index.js", "stdio");
  }

  @Test
  void noServerIsConfiguredWhenNeitherIsSet() {
    assertThat(ServerSelection.choose(" ", null, null, List.of(), Map.of(), null, 60))
        .isEmpty();
  }

  @Test
  void anUnbalancedQuoteIsAClearError() {
    assertThatThrownBy(() ->
            ServerSelection.choose("node 'server.js", null, null, List.of(), Map.of(), null, 60))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Cannot split imcp.server 'node 'server.js': ");
  }

  @Test
  void anHttpUrlOnTheCommandLineIsAnHttpServerAndWinsOverTheBlock() {
    ServerTarget server = ServerSelection.choose(
            " HTTPS://mcp.example.com:8443/mcp?key=secret ",
            null,
            "node",
            List.of(),
            Map.of(),
            null,
            7)
        .orElseThrow();

    assertThat(server).isInstanceOfSatisfying(ServerTarget.Http.class, http -> {
      assertThat(http.url()).hasToString("HTTPS://mcp.example.com:8443/mcp?key=secret");
      assertThat(http.credentials()).isEqualTo(HttpCredentials.none());
    });
    assertThat(server.displayName()).isEqualTo("HTTPS://mcp.example.com:8443/mcp");
    assertThat(server.timeout()).isEqualTo(Duration.ofSeconds(7));
  }

  @Test
  void theBlocksUrlIsAnHttpServer() {
    assertThat(ServerSelection.choose(
                null, "http://127.0.0.1:3001/mcp", null, List.of(), Map.of(), null, 60)
            .orElseThrow())
        .isInstanceOfSatisfying(
            ServerTarget.Http.class,
            http -> assertThat(http.url()).hasToString("http://127.0.0.1:3001/mcp"));
    assertThat(ServerSelection.isConfigured(null, "http://127.0.0.1:3001/mcp", null))
        .isTrue();
  }

  @Test
  void aBlockWithBothUrlAndCommandIsAClearError() {
    assertThatThrownBy(() -> ServerSelection.choose(
            null, "http://127.0.0.1:3001/mcp", "node", List.of(), Map.of(), null, 60))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "<server> has both <url> and <command>: an HTTP server is reached at its URL, a local one started by "
                + "its command; keep one");
  }

  @Test
  void aUrlWithUserInfoIsRefusedWithoutShowingIt() {
    assertThatThrownBy(() -> ServerSelection.choose(
            "https://me:hunter2@mcp.example.com/mcp", null, null, List.of(), Map.of(), null, 60))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "The server URL https://mcp.example.com/mcp carries user info, and a pom or a command line is no place "
                + "for credentials: name a settings.xml <server> with <serverId>, or an environment variable with <tokenVariable>");
  }

  @Test
  void aUrlThatIsNoUrlIsAClearErrorWithoutQuotingIt() {
    assertThatThrownBy(() -> ServerSelection.choose(
            null, "http://mcp example.com/mcp?key=secret", null, List.of(), Map.of(), null, 60))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("The server URL is not a URL: Illegal character in authority at index 7");
    assertThatThrownBy(
            () -> ServerSelection.choose(null, "http:///mcp", null, List.of(), Map.of(), null, 60))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "The server URL is http://… or https://… with a host, got http://(no host)/mcp");
  }
}
