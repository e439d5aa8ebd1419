package dev.imcp.oauth.internal;

import com.nimbusds.oauth2.sdk.AuthorizationCode;
import com.nimbusds.oauth2.sdk.AuthorizationCodeGrant;
import com.nimbusds.oauth2.sdk.AuthorizationRequest;
import com.nimbusds.oauth2.sdk.ResponseType;
import com.nimbusds.oauth2.sdk.Scope;
import com.nimbusds.oauth2.sdk.id.ClientID;
import com.nimbusds.oauth2.sdk.id.State;
import com.nimbusds.oauth2.sdk.pkce.CodeChallengeMethod;
import com.nimbusds.oauth2.sdk.pkce.CodeVerifier;
import dev.imcp.oauth.OAuthException;
import java.io.IOException;
import java.net.URI;
import java.util.Map;
import java.util.Set;

/**
 * The authorization code flow of a native client: PKCE with S256 (refused with a server that does not advertise it),
 * {@code state}, {@code resource}, the user sent to the browser with a loopback redirect, the response's {@code iss}
 * checked (RFC 9207), then the code exchanged at the token endpoint.
 */
public final class CodeFlow {
  private CodeFlow() {}

  public static TokenEndpoint.Issued authorize(
      AuthorizationServer server,
      URI resource,
      Set<String> scope,
      Settings settings,
      Deadline deadline) {
    // Long: the flow's steps in the order RFC 6749 and 8252 give them, each a few lines, read best
    // in one place.
    if (server.fromMetadata() && !server.codeChallengeMethods().contains("S256")) {
      throw new OAuthException(
          "checking the authorization server metadata",
          server.url(),
          "it does not advertise PKCE with S256 (code_challenge_methods_supported "
              + server.codeChallengeMethods()
              + "), which MCP requires; no authorization is attempted");
    }
    AuthHttp.requireSecure("the authorization request", server.authorizationEndpoint());
    settings.browser().unavailable().ifPresent(why -> {
      throw new OAuthException(
          "signing in", server.authorizationEndpoint(), "nobody can sign in here: " + why);
    });
    try (LoopbackReceiver receiver = receiver(server, settings)) {
      String redirect = receiver.uri().toString();
      Registration client = ClientIdentity.of(server, redirect, settings, deadline);
      CodeVerifier verifier = new CodeVerifier();
      State state = new State();
      AuthorizationRequest.Builder request = new AuthorizationRequest.Builder(
              ResponseType.CODE, new ClientID(client.clientId()))
          .endpointURI(server.authorizationEndpoint())
          .redirectionURI(receiver.uri())
          .state(state)
          .codeChallenge(verifier, CodeChallengeMethod.S256)
          .resources(resource);
      if (!scope.isEmpty()) {
        request.scope(new Scope(scope.toArray(String[]::new)));
      }
      try {
        settings.browser().open(request.build().toURI());
      } catch (IOException | RuntimeException e) {
        throw new OAuthException(
            "opening the browser",
            server.authorizationEndpoint(),
            String.valueOf(e.getMessage()),
            e);
      }
      Map<String, String> answer = receiver.await(
          deadline.forUser(LoopbackReceiver.STEP, receiver.uri()), server.authorizationEndpoint());
      String code = check(answer, state, server, receiver.uri());
      return TokenEndpoint.request(
          "the token request (authorization code)",
          server.tokenEndpoint(),
          server.issuer(),
          client,
          new AuthorizationCodeGrant(new AuthorizationCode(code), receiver.uri(), verifier),
          Set.of(),
          resource,
          settings,
          deadline);
    }
  }

  /**
   * The loopback receiver: on the configured port; else on the port of a registration kept for this authorization
   * server, when it is free, so that the registration serves again (its redirect URI names the port); else any.
   */
  private static LoopbackReceiver receiver(AuthorizationServer server, Settings settings) {
    if (settings.redirectPort() != 0 || settings.clientId().isPresent()) {
      return LoopbackReceiver.start(settings.redirectPort());
    }
    for (Registration kept : settings.store().registrationsOf(server.issuer())) {
      URI redirect = URI.create(kept.redirectUri().isEmpty() ? "about:none" : kept.redirectUri());
      if ("127.0.0.1".equals(redirect.getHost()) && redirect.getPort() > 0) {
        try {
          return LoopbackReceiver.start(redirect.getPort());
        } catch (OAuthException busy) {
          break; // taken now: any port, and a registration for it
        }
      }
    }
    return LoopbackReceiver.start(0);
  }

  /** The code, once the answer is known to be for this request and from this server. */
  static String check(
      Map<String, String> answer, State state, AuthorizationServer server, URI redirect) {
    // Long: one rule per check of the response (state, iss, error, code), each with its message.
    String step = "checking the authorization response";
    if (!state.getValue().equals(answer.get("state"))) {
      throw new OAuthException(
          step, redirect, "its state is not the one sent; it is not for this request");
    }
    String iss = answer.get("iss");
    if (iss != null && !iss.equals(server.issuer())) {
      throw new OAuthException(
          step,
          redirect,
          "it comes from the issuer '" + iss + "', not from '" + server.issuer()
              + "' which was asked (RFC 9207); a mix-up is refused");
    }
    if (iss == null && server.issParameter()) {
      throw new OAuthException(
          step,
          redirect,
          "it has no iss, which " + server.issuer()
              + " says it sends (authorization_response_iss_parameter_supported; RFC 9207)");
    }
    if (answer.containsKey("error")) {
      throw OAuthException.refused(
          "the authorization request",
          server.authorizationEndpoint(),
          answer.get("error"),
          answer.get("error_description"));
    }
    String code = answer.get("code");
    if (code == null || code.isEmpty()) {
      throw new OAuthException(step, redirect, "it has neither a code nor an error");
    }
    return code;
  }
}
