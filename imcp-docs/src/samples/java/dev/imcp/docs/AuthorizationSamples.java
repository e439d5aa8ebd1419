package dev.imcp.docs;

import dev.imcp.oauth.OAuth;
import dev.imcp.oauth.TokenStore;
import dev.imcp.runtime.McpClient;
import java.net.URI;
import java.time.Duration;
import java.util.Map;

/** docs/authorization.md's code. */
class AuthorizationSamples {
  void signIn() {
    // tag::sign-in[]
    try (McpClient client = McpClient.http(URI.create("https://mcp.example.com/mcp"))
        .authorization(OAuth.builder()
            .tokenStore(TokenStore.user())          // ~/.imcp/tokens.json: sign in once, not at every start
            .build())
        .initializeTimeout(Duration.ofMinutes(3))   // the first connect waits for the user to sign in
        .connect()) {
      System.out.println(client.callTool("search", Map.of("query", "oauth")).text());
    }
    // end::sign-in[]
  }

  OAuth clientCredentials() {
    // tag::client-credentials[]
    OAuth oauth = OAuth.builder()
        .clientId(System.getenv("MCP_CLIENT_ID"))
        .clientSecret(System.getenv("MCP_CLIENT_SECRET"))   // or .privateKey(key, "ES256") for private_key_jwt
        .clientCredentials()
        .build();
    // end::client-credentials[]
    return oauth;
  }
}
