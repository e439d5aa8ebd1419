package dev.imcp.oauth.internal;

import dev.imcp.oauth.OAuthException;
import dev.imcp.runtime.http.HttpAuthorization;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The MCP authorization flow for one server, behind {@link HttpAuthorization}: the current token on every request
 * (refreshed in the background shortly before it expires), and on a refusal the discovery of the protected resource
 * and its authorization server, then a refresh, or a new grant for the scopes the challenge asks (with those granted
 * before: step-up). One flow at a time; refusals that arrive meanwhile find the token it obtained.
 */
public final class Authorizer {
  private static final Logger LOG = LoggerFactory.getLogger(Authorizer.class);
  /**
   * An access token this close to its expiry (at most a third of its lifetime) is refreshed before a request finds it
   * expired.
   */
  private static final Duration REFRESH_AHEAD = Duration.ofSeconds(30);

  private static final AtomicInteger THREADS = new AtomicInteger();
  private static final Executor FLOWS = Executors.newCachedThreadPool(task -> {
    Thread thread = new Thread(task, "imcp-oauth-" + THREADS.incrementAndGet());
    thread.setDaemon(true);
    return thread;
  });

  private final Settings settings;
  private final Object flow = new Object();
  private final Map<String, AuthorizationServer> servers = new ConcurrentHashMap<>();
  private final AtomicBoolean refreshing = new AtomicBoolean();
  private volatile @Nullable Grant grant;
  /** When the grant in use is refreshed ahead of its expiry; null for never. */
  private volatile @Nullable Instant refreshAt;

  private volatile boolean loaded;
  private final String server;
  private final URI serverUri;

  public Authorizer(URI server, Settings settings) {
    this.serverUri = canonical(server);
    this.server = serverUri.toString();
    this.settings = settings;
  }

  /** The canonical URI of a server (RFC 8707): lower-case scheme and host, no fragment. */
  public static URI canonical(URI url) {
    String path = url.getRawPath() == null ? "" : url.getRawPath();
    String query = url.getRawQuery() == null ? "" : "?" + url.getRawQuery();
    return URI.create(ProtectedResource.origin(url) + path + query);
  }

  public Map<String, String> headers(URI url) {
    Grant current = current();
    if (current == null
        || !ProtectedResource.origin(url).equals(ProtectedResource.origin(serverUri))) {
      return Map.of(); // a token goes to the server it was issued for, nowhere else
    }
    if (!"https".equalsIgnoreCase(url.getScheme()) && !AuthHttp.isLoopback(url)) {
      return Map.of(); // never over plain HTTP to another machine
    }
    Instant due = refreshAt;
    if (current.refreshToken() != null
        && due != null
        && !settings.clock().instant().isBefore(due)
        && servers.containsKey(current.issuer())
        && refreshing.compareAndSet(false, true)) {
      CompletableFuture.runAsync(() -> refreshAhead(current), FLOWS)
          .whenComplete((ignored, failure) -> refreshing.set(false));
    }
    return Map.of("Authorization", "Bearer " + current.accessToken());
  }

  public CompletableFuture<Boolean> refused(HttpAuthorization.Challenge challenge) {
    return CompletableFuture.supplyAsync(
        () -> {
          synchronized (flow) {
            return authorize(challenge);
          }
        },
        FLOWS);
  }

  private @Nullable Grant current() {
    if (!loaded) {
      loaded = true;
      if (grant == null) {
        settings.store().latest(server).ifPresent(this::use);
      }
    }
    return grant;
  }

  private boolean authorize(HttpAuthorization.Challenge challenge) {
    // Long: the decision on a refusal, step by step as the spec orders it; each step is a call.
    Grant current = current();
    if (current != null
        && !challenge.sent().equals(Optional.of("Bearer " + current.accessToken()))) {
      return true; // the token changed since the request went: it goes again with the new one
    }
    if (!"https".equalsIgnoreCase(challenge.url().getScheme())
        && !AuthHttp.isLoopback(challenge.url())) {
      throw new OAuthException(
          "authorizing",
          challenge.url(),
          "a token is never sent over plain http:// to another machine; use https://");
    }
    BearerChallenge bearer = BearerChallenge.of(challenge.wwwAuthenticate());
    if (challenge.status() == 403) {
      if (!bearer.error().equals(Optional.of(BearerChallenge.INSUFFICIENT_SCOPE))) {
        return false; // forbidden for a reason new scopes do not change
      }
      if (current != null && !bearer.scope().isEmpty() && current.covers(bearer.scope())) {
        throw new OAuthException(
            "the step-up authorization",
            challenge.url(),
            "the server asks for the scope '" + String.join(" ", bearer.scope())
                + "', which the token already has; another authorization would not change that");
      }
    }
    Deadline deadline = Deadline.of(
        challenge.deadline(), settings.stepLimit(), settings.interactiveLimit(), settings.clock());
    Optional<ProtectedResource> resource =
        ProtectedResource.discover(serverUri, bearer.resourceMetadata(), deadline);
    AuthorizationServer authorizationServer = resource
        .map(found -> AuthorizationServer.discover(found.authorizationServers().get(0), deadline))
        .orElseGet(() -> AuthorizationServer.legacy(serverUri, deadline));
    servers.put(authorizationServer.issuer(), authorizationServer);
    if (current != null && !current.issuer().equals(authorizationServer.issuer())) {
      LOG.debug("{} moved from {} to {}", server, current.issuer(), authorizationServer.issuer());
      settings.store().remove(current);
      current =
          null; // tokens and registrations of one authorization server are never shown to another
    }
    if (current != null && challenge.status() == 401 && current.refreshToken() != null) {
      Optional<Grant> refreshed = refresh(authorizationServer, current, deadline);
      if (refreshed.isPresent()) {
        keep(refreshed.get());
        return true;
      }
    }
    URI resourceId = resource.map(ProtectedResource::resource).orElse(serverUri);
    Set<String> scope = scope(bearer, resource, authorizationServer, current);
    TokenEndpoint.Issued issued = switch (settings.grant()) {
      case AUTHORIZATION_CODE ->
        CodeFlow.authorize(authorizationServer, resourceId, scope, settings, deadline);
      case CLIENT_CREDENTIALS ->
        Grants.clientCredentials(authorizationServer, resourceId, scope, settings, deadline);
      case CROSS_APP -> Grants.crossApp(authorizationServer, resourceId, scope, settings, deadline);
    };
    keep(issued.grant(server, authorizationServer.issuer()));
    return true;
  }

  /**
   * The scopes to ask for: the challenge's, else all the protected resource lists, else none; with those configured,
   * those already granted (a step-up keeps them), and {@code offline_access} where the authorization server offers it
   * to a user's sign-in (SEP-2207).
   */
  private Set<String> scope(
      BearerChallenge bearer,
      Optional<ProtectedResource> resource,
      AuthorizationServer authorizationServer,
      @Nullable Grant current) {
    Set<String> scope = new LinkedHashSet<>();
    if (current != null) {
      scope.addAll(current.scopes());
    }
    scope.addAll(settings.scopes());
    if (!bearer.scope().isEmpty()) {
      scope.addAll(bearer.scope());
    } else if (settings.scopes().isEmpty() && current == null) {
      resource.flatMap(ProtectedResource::scopesSupported).ifPresent(scope::addAll);
    }
    if (settings.grant() == Settings.GrantKind.AUTHORIZATION_CODE
        && authorizationServer.scopesSupported().orElse(Set.of()).contains("offline_access")) {
      scope.add("offline_access");
    }
    return scope;
  }

  /** A refresh; empty when the authorization server no longer honours the refresh token (a new grant is needed). */
  private Optional<Grant> refresh(
      AuthorizationServer authorizationServer, Grant current, Deadline deadline) {
    try {
      return Optional.of(Grants.refresh(authorizationServer, current, settings, deadline));
    } catch (OAuthException e) {
      if (e.error().isPresent()) {
        LOG.debug(
            "The refresh token for {} was refused ({}); authorizing anew",
            server,
            e.error().get());
        return Optional.empty();
      }
      throw e;
    }
  }

  private void refreshAhead(Grant expiring) {
    synchronized (flow) {
      if (grant != expiring) {
        return;
      }
      AuthorizationServer authorizationServer = servers.get(expiring.issuer());
      Deadline deadline = Deadline.of(
          Optional.empty(), settings.stepLimit(), settings.stepLimit(), settings.clock());
      try {
        refresh(authorizationServer, expiring, deadline).ifPresent(this::keep);
      } catch (OAuthException e) {
        LOG.debug(
            "Refreshing the token for {} ahead of its expiry failed: {}", server, e.getMessage());
      }
    }
  }

  private void keep(Grant obtained) {
    use(obtained);
    settings.store().put(obtained);
  }

  private void use(Grant obtained) {
    Instant expiry = obtained.expiresAt();
    if (expiry == null) {
      refreshAt = null;
    } else {
      Duration third = Duration.between(settings.clock().instant(), expiry).dividedBy(3);
      refreshAt = expiry.minus(third.compareTo(REFRESH_AHEAD) < 0 ? third : REFRESH_AHEAD);
    }
    grant = obtained;
  }

  /** The token in use, for the owner ({@code OAuth.token()}). */
  public Optional<Grant> grant() {
    return Optional.ofNullable(current());
  }
}
