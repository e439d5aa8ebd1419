package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class HttpCredentialsTest {
  private static final String TOKEN = "tok-3f9a-secret";

  @Test
  void theNamedEnvironmentVariableHoldsTheBearerToken() {
    HttpCredentials credentials = HttpCredentials.fromEnvironment(
        "EXAMPLE_TOKEN", Map.of("EXAMPLE_TOKEN", TOKEN)::get, "--token-variable");

    assertThat(credentials.bearerToken()).contains(TOKEN);
    assertThat(credentials.source()).isEqualTo("the environment variable EXAMPLE_TOKEN");
    assertThat(credentials)
        .hasToString("HttpCredentials[bearer token in the environment variable EXAMPLE_TOKEN]");
  }

  @Test
  void noneSaysSo() {
    assertThat(HttpCredentials.none().bearerToken()).isEmpty();
    assertThat(HttpCredentials.none()).hasToString("HttpCredentials[none]");
  }

  @Test
  void anUnsetOrBlankVariableIsNamedWithItsOption() {
    assertThatThrownBy(() -> HttpCredentials.fromEnvironment(
            "EXAMPLE_TOKEN", Map.of("EXAMPLE_TOKEN", " ")::get, "--token-variable"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "--token-variable names the environment variable EXAMPLE_TOKEN, which is not set or is blank: set it to "
                + "the server's bearer token");
    assertThatThrownBy(() ->
            HttpCredentials.fromEnvironment("EXAMPLE_TOKEN", Map.<String, String>of()::get, "<x>"))
        .hasMessageStartingWith(
            "<x> names the environment variable EXAMPLE_TOKEN, which is not set");
  }

  @Test
  void aTokenWithALineBreakIsRefusedWithoutQuotingIt() {
    assertThatThrownBy(() -> HttpCredentials.of(TOKEN + "\n", "the environment variable X"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "The bearer token in the environment variable X holds a line break or another control "
                + "character, which no HTTP header may carry: set it to the token alone (a value read from a file "
                + "often keeps the file's last line break)");
  }
}
