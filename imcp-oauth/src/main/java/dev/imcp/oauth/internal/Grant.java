package dev.imcp.oauth.internal;

import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Tokens an authorization server issued for one MCP server. The tokens are secrets: {@link #toString()} never shows
 * them.
 *
 * @param server the MCP server's canonical URL, the tokens' audience
 * @param issuer the authorization server that issued them
 * @param accessToken what goes in {@code Authorization: Bearer}
 * @param refreshToken to get a new access token without the user, when issued
 * @param expiresAt when the access token expires, when the server said
 * @param scope the scopes granted (or requested, when the answer named none), space-separated; empty for none
 */
public record Grant(
    String server,
    String issuer,
    String accessToken,
    @Nullable String refreshToken,
    @Nullable Instant expiresAt,
    String scope) {

  public Optional<String> refresh() {
    return Optional.ofNullable(refreshToken);
  }

  public Set<String> scopes() {
    return scopes(scope);
  }

  /** Whether every one of {@code wanted} was granted. */
  public boolean covers(Set<String> wanted) {
    return scopes().containsAll(wanted);
  }

  public static Set<String> scopes(@Nullable String scope) {
    Set<String> scopes = new LinkedHashSet<>();
    if (scope != null) {
      Arrays.stream(scope.trim().split("\\s+")).filter(s -> !s.isEmpty()).forEach(scopes::add);
    }
    return scopes;
  }

  @Override
  public String toString() {
    return "Grant[" + server + " from " + issuer + ", scope '" + scope + "'"
        + (refreshToken == null ? "" : ", refreshable")
        + (expiresAt == null ? "" : ", expires " + expiresAt) + "]";
  }
}
