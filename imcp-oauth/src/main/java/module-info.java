/**
 * OAuth 2.1 for remote MCP servers: {@link dev.imcp.oauth.OAuth}, given to {@code HttpClientBuilder.authorization(…)}.
 */
// Nimbus oauth2-oidc-sdk and json-smart name no module: they are read under their file-derived
// names.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.imcp.oauth {
  requires transitive dev.imcp.runtime;
  requires oauth2.oidc.sdk;
  requires com.nimbusds.jose.jwt;
  // Optional in the runtime, needed here: OAuth is for Streamable HTTP servers.
  requires org.apache.httpcomponents.client5.httpclient5;
  requires org.apache.httpcomponents.core5.httpcore5;
  requires jdk.httpserver;
  requires java.desktop;
  requires java.net.http;
  requires static org.jspecify;

  exports dev.imcp.oauth;
}
