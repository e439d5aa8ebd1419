package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class ServerSelectionTest {
  private static ServerSettings commandLine(@Nullable String commandLine) {
    return new ServerSettings(
        commandLine, null, null, List.of(), Map.of(), null, 60, CredentialSource.NONE);
  }

  private static ServerSettings url(String url, @Nullable String command) {
    return new ServerSettings(
        null, url, command, List.of(), Map.of(), null, 60, CredentialSource.NONE);
  }

  private static Optional<ServerTarget> choose(ServerSettings settings) {
    return ServerSelection.choose(settings, TestDialect.INSTANCE);
  }

  @Test
  void theCommandLineIsSplitLikeAShellWouldAndWinsOverTheCommand() {
    ServerTarget.Command server = (ServerTarget.Command) choose(new ServerSettings(
            "node 'my server.js' --name \"a b\"",
            null,
            "ignored",
            List.of("x"),
            Map.of("LOG", "debug"),
            Path.of("/srv"),
            5,
            CredentialSource.NONE))
        .orElseThrow();

    assertThat(server.command().command()).containsExactly("node", "my server.js", "--name", "a b");
    assertThat(server.command().environment()).containsEntry("LOG", "debug");
    assertThat(server.command().workingDirectory()).contains(Path.of("/srv"));
    assertThat(server.timeout()).isEqualTo(Duration.ofSeconds(5));
  }

  @Test
  void aCommandComesWithItsArguments() {
    ServerSettings settings = new ServerSettings(
        null,
        null,
        "node",
        List.of("index.js", "stdio"),
        Map.of(),
        null,
        60,
        CredentialSource.NONE);

    assertThat(((ServerTarget.Command) choose(settings).orElseThrow()).command().command())
        .containsExactly("node", "index.js", "stdio");
  }

  @Test
  void noServerIsConfiguredWhenNeitherIsSet() {
    assertThat(choose(commandLine(" "))).isEmpty();
    assertThat(ServerSettings.none().configured()).isFalse();
  }

  @Test
  void anUnbalancedQuoteSaysHowToQuote() {
    assertThatThrownBy(() -> choose(commandLine("node 'server.js")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "--server 'node 'server.js' cannot be split into a program and its arguments as a shell would: "
                + "unbalanced quotes in node 'server.js; close each quote, and quote an argument that holds a space "
                + "('my server.js')");
  }

  @Test
  void aTimeoutBelowOneSecondSaysWhatItNeeds() {
    ServerSettings settings = new ServerSettings(
        "node server.js", null, null, List.of(), Map.of(), null, 0, CredentialSource.NONE);

    assertThatThrownBy(() -> choose(settings))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "--timeout is 0 seconds, and a server needs at least 1 to start: give --timeout 60 (the "
                + "default), or more for a slow server");
  }

  @Test
  void anHttpUrlOnTheCommandLineIsAnHttpServerAndWinsOverTheCommand() {
    ServerTarget server = choose(new ServerSettings(
            " HTTPS://mcp.example.com:8443/mcp?key=secret ",
            null,
            "node",
            List.of(),
            Map.of(),
            null,
            7,
            CredentialSource.NONE))
        .orElseThrow();

    assertThat(server).isInstanceOfSatisfying(ServerTarget.Http.class, http -> {
      assertThat(http.url()).hasToString("HTTPS://mcp.example.com:8443/mcp?key=secret");
      assertThat(http.credentials()).isEqualTo(HttpCredentials.none());
    });
    assertThat(server.displayName()).isEqualTo("HTTPS://mcp.example.com:8443/mcp");
    assertThat(server.timeout()).isEqualTo(Duration.ofSeconds(7));
  }

  @Test
  void aUrlIsAnHttpServer() {
    assertThat(choose(url("http://127.0.0.1:3001/mcp", null)).orElseThrow())
        .isInstanceOfSatisfying(
            ServerTarget.Http.class,
            http -> assertThat(http.url()).hasToString("http://127.0.0.1:3001/mcp"));
    assertThat(url("http://127.0.0.1:3001/mcp", null).configured()).isTrue();
  }

  @Test
  void bothUrlAndCommandIsAClearError() {
    assertThatThrownBy(() -> choose(url("http://127.0.0.1:3001/mcp", "node")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "<server> has both <url> and <command>: an HTTP server is reached at its URL, a local one started by "
                + "its command; keep one");
  }

  @Test
  void aUrlWithUserInfoIsRefusedWithoutShowingIt() {
    assertThatThrownBy(() -> choose(commandLine("https://me:hunter2@mcp.example.com/mcp")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "The server URL https://mcp.example.com/mcp carries user info, and a build file or a command "
                + "line is no place for credentials: give --token-variable");
  }

  @Test
  void aUrlThatIsNoUrlIsAClearErrorWithoutQuotingIt() {
    assertThatThrownBy(() -> choose(url("http://mcp example.com/mcp?key=secret", null)))
        .isInstanceOf(IllegalArgumentException.class)
        // The index is where the JDK's parser gave up: the authority's start on 17, the space on
        // 25.
        .hasMessageMatching(
            "The server URL is not a URL: Illegal character in authority at index (7|10); write "
                + "it as http\\(s\\)://host\\[:port\\]/path, with %20 for a space")
        .hasMessageNotContaining("secret");
    assertThatThrownBy(() -> choose(url("http:///mcp", null)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "The server URL http://(no host)/mcp is not http://… or https://… with a host: write it as "
                + "http(s)://host[:port]/path, such as http://127.0.0.1:3001/mcp");
  }
}
