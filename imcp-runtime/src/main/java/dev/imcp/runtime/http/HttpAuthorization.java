package dev.imcp.runtime.http;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * Authorizes the requests of a Streamable HTTP client ({@link dev.imcp.runtime.HttpClientBuilder#authorization(HttpAuthorization)}):
 * asked for the headers of every request, and told when the server refuses one (401 or 403), so that it can obtain
 * new credentials and have the request sent once more. OAuth 2.1 as MCP specifies it is the module {@code imcp-oauth};
 * this interface is what the transport knows of it.
 *
 * <p>Implementations are thread-safe: requests run in parallel. Neither method is called with a lock held that a
 * request needs, but {@link #headers(URI)} is on the path of every request, so it returns what it has without waiting.
 */
public interface HttpAuthorization {
  /**
   * The headers to send with a request to {@code url} (usually {@code Authorization}), or none. Values are secrets:
   * the transport never logs them nor puts them in an exception.
   *
   * @param url the URL the request goes to
   * @return header names and values; empty when there are no credentials yet
   */
  Map<String, String> headers(URI url);

  /**
   * The server refused a request. The returned stage decides what happens to it: {@code true} sends it again with the
   * headers {@link #headers(URI)} gives then; {@code false} reports the refusal as it came; a failure reports that
   * failure's message (name the step and the URL that failed) with the refusal's status. The transport asks at most a
   * few times for one message, so an authorization server that keeps issuing credentials the server refuses cannot
   * make it loop.
   *
   * @param challenge what the server answered
   * @return whether to send the request again
   */
  CompletionStage<Boolean> refused(Challenge challenge);

  /**
   * A refusal: 401 (no or expired credentials) or 403 (credentials without the rights, such as a missing scope).
   *
   * @param url the URL of the refused request
   * @param status 401 or 403
   * @param wwwAuthenticate the values of the answer's {@code WWW-Authenticate} headers, in order
   * @param sent the {@code Authorization} header the refused request carried, if any: when it is no longer what
   *     {@link #headers(URI)} gives, the credentials were renewed meanwhile and the request can simply go again
   * @param deadline when the refused request's caller stops waiting, if it does: new credentials must come before
   */
  record Challenge(
      URI url,
      int status,
      List<String> wwwAuthenticate,
      Optional<String> sent,
      Optional<Instant> deadline) {
    /**
     * Checks that nothing is null, and copies the list.
     *
     * @param url the URL of the refused request
     * @param status 401 or 403
     * @param wwwAuthenticate the values of the answer's {@code WWW-Authenticate} headers
     * @param sent the {@code Authorization} header the refused request carried, if any
     * @param deadline when the refused request's caller stops waiting, if it does
     */
    public Challenge {
      Objects.requireNonNull(url, "url");
      wwwAuthenticate = List.copyOf(wwwAuthenticate);
      Objects.requireNonNull(sent, "sent");
      Objects.requireNonNull(deadline, "deadline");
    }

    @Override
    public String toString() {
      return "Challenge[" + status + " from " + url + ", " + wwwAuthenticate + "]";
    }
  }
}
