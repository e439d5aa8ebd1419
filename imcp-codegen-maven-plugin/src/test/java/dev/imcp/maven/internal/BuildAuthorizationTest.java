package dev.imcp.maven.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.build.CredentialSource;
import dev.imcp.build.HttpCredentials;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.apache.maven.settings.Server;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** Where a build's OAuth credentials come from (settings.xml or -D, never the pom), and what it refuses. */
class BuildAuthorizationTest {
  private static final CredentialSource TOKEN = new CredentialSource() {
    @Override
    public Optional<String> given() {
      return Optional.of("<tokenVariable>");
    }

    @Override
    public HttpCredentials resolve() {
      return new HttpCredentials(Optional.of("t"), "x");
    }
  };

  private static HttpCredentials resolve(
      CredentialSource bearer,
      @Nullable String oauthServerId,
      Function<String, Optional<Server>> servers,
      Function<String, @Nullable String> properties) {
    return new BuildAuthorization(bearer, oauthServerId, servers, properties).resolve();
  }

  @Test
  void aBearerTokenWinsAndOAuthIsNotEngaged() {
    HttpCredentials credentials = resolve(TOKEN, null, id -> Optional.empty(), name -> null);
    assertThat(credentials.bearerToken()).hasValue("t");
    assertThat(credentials.authorization()).isEmpty();
  }

  @Test
  void withoutCredentialsTheTokenImcpLoginKeepsIsUsed() {
    HttpCredentials credentials = resolve(
        CredentialSource.NONE,
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
    HttpCredentials credentials =
        resolve(CredentialSource.NONE, "ci", id -> Optional.of(server), name -> null);
    assertThat(credentials.authorization()).isPresent();
    assertThat(credentials.source())
        .isEqualTo("client credentials in settings.xml's <server> 'ci'");
    assertThat(credentials.toString()).doesNotContain("client-secret");
  }

  @Test
  void whatIsMissingOrTwiceGivenIsSaidWithoutQuotingASecret() {
    assertThatThrownBy(
            () -> resolve(CredentialSource.NONE, "ci", id -> Optional.empty(), name -> null))
        .hasMessage(
            "-Dimcp.oauthServerId is 'ci', and settings.xml has no <server> with that id: add <server><id>ci"
                + "</id><username>the client id</username><password>the client secret</password></server> to "
                + "~/.m2/settings.xml (or to the settings given with -s)");
    Server secretOnly = new Server();
    secretOnly.setPassword("s3cret");
    assertThatThrownBy(
            () -> resolve(CredentialSource.NONE, "ci", id -> Optional.of(secretOnly), name -> null))
        .hasMessage(
            "settings.xml's <server> 'ci' needs the OAuth client id in <username> and its secret in "
                + "<password> (mvn --encrypt-password encrypts it)");
    assertThatThrownBy(() -> resolve(
            CredentialSource.NONE,
            null,
            id -> Optional.empty(),
            Map.of("imcp.oauth.clientId", "id")::get))
        .hasMessage(
            "-Dimcp.oauth.clientId and -Dimcp.oauth.clientSecret go together: give both, or neither");
    assertThatThrownBy(() -> resolve(
            TOKEN,
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
