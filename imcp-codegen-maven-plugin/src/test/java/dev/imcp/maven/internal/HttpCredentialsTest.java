package dev.imcp.maven.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.apache.maven.settings.Server;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class HttpCredentialsTest {
  private static final String TOKEN = "tok-3f9a-secret";

  private static Function<String, Optional<Server>> settings(String id, @Nullable String password) {
    Server server = new Server();
    server.setId(id);
    server.setPassword(password);
    return wanted -> wanted.equals(id) ? Optional.of(server) : Optional.empty();
  }

  private static Function<String, @Nullable String> environment(Map<String, String> variables) {
    return variables::get;
  }

  @Test
  void theSettingsServersPasswordIsTheBearerToken() {
    HttpCredentials credentials =
        HttpCredentials.resolve("example", null, settings("example", TOKEN), environment(Map.of()));

    assertThat(credentials.bearerToken()).contains(TOKEN);
    assertThat(credentials.source())
        .isEqualTo("the <password> of settings.xml's <server> 'example'");
    assertThat(credentials)
        .hasToString(
            "HttpCredentials[bearer token in the <password> of settings.xml's <server> 'example']");
  }

  @Test
  void theNamedEnvironmentVariableHoldsTheBearerToken() {
    HttpCredentials credentials = HttpCredentials.resolve(
        null, "EXAMPLE_TOKEN", settings("x", "y"), environment(Map.of("EXAMPLE_TOKEN", TOKEN)));

    assertThat(credentials.bearerToken()).contains(TOKEN);
    assertThat(credentials.source()).isEqualTo("the environment variable EXAMPLE_TOKEN");
  }

  @Test
  void neitherNamedMeansNoCredentials() {
    assertThat(HttpCredentials.resolve(null, " ", settings("x", "y"), environment(Map.of())))
        .isEqualTo(HttpCredentials.none());
    assertThat(HttpCredentials.none()).hasToString("HttpCredentials[none]");
  }

  @Test
  void bothNamedIsAClearError() {
    assertThatThrownBy(() -> HttpCredentials.resolve(
            "example", "EXAMPLE_TOKEN", settings("example", TOKEN), environment(Map.of())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "<serverId> and <tokenVariable> both give the bearer token: set one of them (-Dimcp.serverId or -Dimcp.tokenVariable)");
  }

  @Test
  void aServerIdThatSettingsLackSaysWhatToAdd() {
    assertThatThrownBy(() -> HttpCredentials.resolve(
            "missing", null, settings("example", TOKEN), environment(Map.of())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "<serverId> is 'missing', and settings.xml has no <server> with that id: add <server><id>missing</id>"
                + "<password>the bearer token</password></server> to ~/.m2/settings.xml (or to the settings given with -s)");
  }

  @Test
  void aSettingsServerWithoutPasswordSaysWhereTheTokenGoes() {
    assertThatThrownBy(() -> HttpCredentials.resolve(
            "example", null, settings("example", null), environment(Map.of())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "settings.xml's <server> 'example' has no <password>: put the server's bearer token there "
                + "(mvn --encrypt-password encrypts it)");
  }

  @Test
  void anUnsetOrBlankVariableIsNamed() {
    assertThatThrownBy(() -> HttpCredentials.resolve(
            null, "EXAMPLE_TOKEN", settings("x", "y"), environment(Map.of("EXAMPLE_TOKEN", " "))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "<tokenVariable> names the environment variable EXAMPLE_TOKEN, which is not set or is blank: set it to "
                + "the server's bearer token");
  }

  @Test
  void aTokenWithALineBreakIsRefusedWithoutQuotingIt() {
    assertThatThrownBy(() -> HttpCredentials.resolve(
            null,
            "EXAMPLE_TOKEN",
            settings("x", "y"),
            environment(Map.of("EXAMPLE_TOKEN", TOKEN + "\n"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "The bearer token in the environment variable EXAMPLE_TOKEN holds a line break or another control "
                + "character, which no HTTP header may carry");
  }
}
