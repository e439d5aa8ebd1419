/**
 * OAuth 2.1 for remote MCP servers: {@link dev.imcp.oauth.OAuth}, given to {@code HttpClientBuilder.authorization(…)},
 * obtains and renews the tokens a server asks for; {@link dev.imcp.oauth.TokenStore} keeps them.
 */
@NullMarked
package dev.imcp.oauth;

import org.jspecify.annotations.NullMarked;
