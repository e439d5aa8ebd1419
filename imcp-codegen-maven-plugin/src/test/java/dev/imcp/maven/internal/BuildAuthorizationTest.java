package dev.imcp.maven.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.apache.maven.settings.Server;
import org.junit.jupiter.api.Test;

/** Where a build's OAuth credentials come from (settings.xml or -D, never the pom), and what it refuses. */
class BuildAuthorizationTest {
  private static final String URL = "https://mcp.example.com/mcp";

  @Test
  void aBearerTokenWinsAndOAuthIsNotEngaged() {
    HttpCredentials token = new HttpCredentials(Optional.of("t"), "the environment variable T");
    assertThat(BuildAuthorization.forBuild(token, URL, null, id -> Optional.empty(), name -> null))
        .isSameAs(token);
  }

  @Test
  void withoutCredentialsTheTokenImcpLoginKeepsIsUsed() {
    HttpCredentials credentials = BuildAuthorization.forBuild(
        HttpCredentials.none(),
        URL,
        null,
        id -> Optional.empty(),
        Map.of("imcp.oauth.tokenStore", "/tmp/t.json")::get);
    assertThat(credentials.authorization()).isPresent();
    assertThat(credentials.source()).isEqualTo("the token imcp:login keeps in /tmp/t.json");
  }

  @Test
  void clientCredentialsComeFromSettingsXmlUsernameAndPassword() {
    Server server = new Server();
    server.setId("ci");
    server.setUsername("client-id");
    server.setPassword("client-secret");
    HttpCredentials credentials = BuildAuthorization.forBuild(
        HttpCredentials.none(), URL, "ci", id -> Optional.of(server), name -> null);
    assertThat(credentials.authorization()).isPresent();
    assertThat(credentials.source())
        .isEqualTo("client credentials in settings.xml's <server> 'ci'");
    assertThat(credentials.toString()).doesNotContain("client-secret");
  }

  @Test
  void whatIsMissingOrTwiceGivenIsSaidWithoutQuotingASecret() {
    assertThatThrownBy(() -> BuildAuthorization.forBuild(
            HttpCredentials.none(), URL, "ci", id -> Optional.empty(), name -> null))
        .hasMessage(
            "-Dimcp.oauthServerId is 'ci', and settings.xml has no <server> with that id: add <server><id>ci"
                + "</id><username>the client id</username><password>the client secret</password></server> to "
                + "~/.m2/settings.xml (or to the settings given with -s)");
    Server secretOnly = new Server();
    secretOnly.setPassword("s3cret");
    assertThatThrownBy(() -> BuildAuthorization.forBuild(
            HttpCredentials.none(), URL, "ci", id -> Optional.of(secretOnly), name -> null))
        .hasMessage(
            "settings.xml's <server> 'ci' needs the OAuth client id in <username> and its secret in "
                + "<password> (mvn --encrypt-password encrypts it)");
    assertThatThrownBy(() -> BuildAuthorization.forBuild(
            HttpCredentials.none(),
            URL,
            null,
            id -> Optional.empty(),
            Map.of("imcp.oauth.clientId", "id")::get))
        .hasMessage(
            "-Dimcp.oauth.clientId and -Dimcp.oauth.clientSecret go together: give both, or neither");
    assertThatThrownBy(() -> BuildAuthorization.forBuild(
            new HttpCredentials(Optional.of("t"), "x"),
            URL,
            null,
            id -> Optional.empty(),
            Map.of("imcp.oauth.clientId", "id", "imcp.oauth.clientSecret", "s3cret")::get))
        .hasMessage(
            "A bearer token (x) and OAuth client credentials (-Dimcp.oauth.clientId) are both configured: "
                + "keep one of them")
        .message()
        .doesNotContain("s3cret");
  }

  @Test
  void theTokenStoreIsTheUsersUnlessSaidOtherwise() {
    assertThat(BuildAuthorization.tokenStore(name -> null))
        .isEqualTo(Path.of(System.getProperty("user.home"), ".imcp", "tokens.json"));
    assertThat(BuildAuthorization.tokenStore(Map.of("imcp.oauth.tokenStore", "t.json")::get))
        .isEqualTo(Path.of("t.json").toAbsolutePath());
  }
}
