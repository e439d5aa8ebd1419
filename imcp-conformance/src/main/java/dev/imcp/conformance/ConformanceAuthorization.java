package dev.imcp.conformance;

import dev.imcp.oauth.OAuth;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.Duration;
import java.util.Base64;
import tools.jackson.databind.JsonNode;

/**
 * The OAuth configuration each {@code auth/*} scenario expects of a client, from what the suite passes in {@code
 * MCP_CONFORMANCE_CONTEXT}: credentials registered beforehand, client credentials with a secret or a key, cross-app
 * access; otherwise a user's sign-in with the client ID metadata document URL the suite knows. The suite's
 * authorization server consents at once and redirects: the "browser" follows that redirect to the client's loopback
 * receiver, as a real browser would.
 */
final class ConformanceAuthorization {
  /** The client ID metadata document URL the suite expects (it does not fetch it). */
  static final URI CLIENT_METADATA_URL =
      URI.create("https://conformance-test.local/client-metadata.json");

  private ConformanceAuthorization() {}

  static OAuth of(String scenario, JsonNode context) {
    // Long: one case per scenario that passes credentials in its context.
    OAuth.Builder builder = OAuth.builder()
        .clientName("imcp-conformance-client")
        .clientMetadataUrl(CLIENT_METADATA_URL)
        .browser(ConformanceAuthorization::follow);
    switch (scenario) {
      case "auth/pre-registration" ->
        builder.clientId(text(context, "client_id")).clientSecret(text(context, "client_secret"));
      case "auth/client-credentials-basic" ->
        builder
            .clientId(text(context, "client_id"))
            .clientSecret(text(context, "client_secret"))
            .clientCredentials();
      case "auth/client-credentials-jwt" ->
        builder
            .clientId(text(context, "client_id"))
            .privateKey(
                pkcs8(text(context, "private_key_pem")),
                context.path("signing_algorithm").asString("ES256"))
            .clientCredentials();
      case "auth/cross-app-access-complete-flow", "auth/enterprise-managed-authorization" ->
        builder
            .clientId(text(context, "client_id"))
            .clientSecret(text(context, "client_secret"))
            .crossAppAccess(
                URI.create(text(context, "idp_token_endpoint")),
                text(context, "idp_client_id"),
                () -> text(context, "idp_id_token"));
      default -> {}
    }
    return builder.build();
  }

  /** A browser that needs no user: it opens the URL and follows the redirects, to the loopback receiver. */
  private static void follow(URI url) throws IOException {
    HttpClient browser = HttpClient.newBuilder()
        .followRedirects(HttpClient.Redirect.NORMAL)
        .connectTimeout(Duration.ofSeconds(5))
        .build();
    try {
      browser.send(
          HttpRequest.newBuilder(url).timeout(Duration.ofSeconds(10)).GET().build(),
          HttpResponse.BodyHandlers.discarding());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
  }

  private static String text(JsonNode context, String name) {
    if (!context.path(name).isString()) {
      throw new IllegalStateException("MCP_CONFORMANCE_CONTEXT has no '" + name + "'");
    }
    return context.path(name).asString();
  }

  private static PrivateKey pkcs8(String pem) {
    String base64 = pem.replaceAll("-----[A-Z ]+-----", "").replaceAll("\\s", "");
    try {
      return KeyFactory.getInstance("EC")
          .generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(base64)));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(
          "the private key in MCP_CONFORMANCE_CONTEXT cannot be read: " + e, e);
    }
  }
}
