package dev.imcp.maven.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.build.HttpCredentials;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.apache.maven.settings.Server;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class SettingsCredentialsTest {
  private static final String TOKEN = "tok-3f9a-secret";

  private static Function<String, Optional<Server>> settings(String id, @Nullable String password) {
    Server server = new Server();
    server.setId(id);
    server.setPassword(password);
    return wanted -> wanted.equals(id) ? Optional.of(server) : Optional.empty();
  }

  private static SettingsCredentials credentials(
      @Nullable String serverId, @Nullable String tokenVariable, Map<String, String> environment) {
    return new SettingsCredentials(
        serverId, tokenVariable, settings("example", TOKEN), environment::get);
  }

  @Test
  void theSettingsServersPasswordIsTheBearerToken() {
    HttpCredentials resolved = credentials("example", null, Map.of()).resolve();

    assertThat(resolved.bearerToken()).contains(TOKEN);
    assertThat(resolved.source()).isEqualTo("the <password> of settings.xml's <server> 'example'");
  }

  @Test
  void theNamedEnvironmentVariableHoldsTheBearerToken() {
    HttpCredentials resolved =
        credentials(null, "EXAMPLE_TOKEN", Map.of("EXAMPLE_TOKEN", TOKEN)).resolve();

    assertThat(resolved.bearerToken()).contains(TOKEN);
    assertThat(resolved.source()).isEqualTo("the environment variable EXAMPLE_TOKEN");
  }

  @Test
  void neitherNamedMeansNoCredentials() {
    SettingsCredentials none = credentials(null, " ", Map.of());

    assertThat(none.resolve()).isEqualTo(HttpCredentials.none());
    assertThat(none.given()).isEmpty();
  }

  @Test
  void givenNamesTheOptionsThatWereSet() {
    assertThat(credentials("example", null, Map.of()).given()).contains("<serverId>");
    assertThat(credentials("example", "X", Map.of()).given())
        .contains("<serverId> and <tokenVariable>");
  }

  @Test
  void bothNamedIsAClearError() {
    assertThatThrownBy(() -> credentials("example", "EXAMPLE_TOKEN", Map.of()).resolve())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "<serverId> and <tokenVariable> both give the bearer token: set one of them (-Dimcp.serverId or -Dimcp.tokenVariable)");
  }

  @Test
  void aServerIdThatSettingsLackSaysWhatToAdd() {
    assertThatThrownBy(() -> credentials("missing", null, Map.of()).resolve())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "<serverId> is 'missing', and settings.xml has no <server> with that id: add <server><id>missing</id>"
                + "<password>the bearer token</password></server> to ~/.m2/settings.xml (or to the settings given with -s)");
  }

  @Test
  void aSettingsServerWithoutPasswordSaysWhereTheTokenGoes() {
    SettingsCredentials noPassword =
        new SettingsCredentials("example", null, settings("example", null), name -> null);

    assertThatThrownBy(noPassword::resolve)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "settings.xml's <server> 'example' has no <password>: put the server's bearer token there "
                + "(mvn --encrypt-password encrypts it)");
  }

  @Test
  void anUnsetVariableIsNamedWithThePomsParameter() {
    assertThatThrownBy(() -> credentials(null, "EXAMPLE_TOKEN", Map.of()).resolve())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "<tokenVariable> names the environment variable EXAMPLE_TOKEN, which is not set or is blank: set it to "
                + "the server's bearer token");
  }
}
