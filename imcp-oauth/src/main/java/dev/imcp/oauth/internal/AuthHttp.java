package dev.imcp.oauth.internal;

import com.nimbusds.oauth2.sdk.http.HTTPRequest;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import dev.imcp.oauth.OAuthException;
import dev.imcp.runtime.http.SafeUrl;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every request of an authorization, on Nimbus' {@link HTTPRequest}: over HTTPS, or plain HTTP to loopback only; no
 * redirect followed (a token request redirected elsewhere would carry the client's credentials there); each bounded by
 * what the {@link Deadline} leaves; a failure becomes an {@link OAuthException} naming the step and the URL. Logs the
 * step, URL and status at debug, never a header or a body.
 */
public final class AuthHttp {
  private static final Logger LOG = LoggerFactory.getLogger(AuthHttp.class);
  /** The most of an answer's body a failure message quotes. */
  private static final int EXCERPT = 200;

  private AuthHttp() {}

  public static HTTPResponse send(String step, HTTPRequest request, Deadline deadline) {
    URI url = request.getURI();
    requireSecure(step, url);
    Duration limit = deadline.forStep(step, url);
    int millis = (int) Math.max(1, Math.min(Integer.MAX_VALUE, limit.toMillis()));
    request.setConnectTimeout(millis);
    request.setReadTimeout(millis);
    request.setFollowRedirects(false);
    try {
      HTTPResponse response = request.send(UnloggedSender.INSTANCE);
      LOG.debug(
          "{}: {} {} -> {}", step, request.getMethod(), SafeUrl.of(url), response.getStatusCode());
      return response;
    } catch (SocketTimeoutException | java.net.http.HttpTimeoutException e) {
      throw new OAuthException(step, url, "no answer within " + seconds(limit), e);
    } catch (ConnectException e) {
      throw new OAuthException(step, url, "connection refused", e);
    } catch (UnknownHostException e) {
      throw new OAuthException(step, url, "unknown host " + e.getMessage(), e);
    } catch (IOException e) {
      throw new OAuthException(
          step, url, e.getMessage() == null ? e.toString() : e.getMessage(), e);
    }
  }

  /** HTTPS, or HTTP to a loopback address: credentials and codes never cross a network in the clear. */
  public static void requireSecure(String step, URI url) {
    String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
    if (scheme.equals("https") || scheme.equals("http") && isLoopback(url)) {
      return;
    }
    throw new OAuthException(
        step,
        url,
        "an authorization URL must be https:// (plain http:// only to a loopback address)");
  }

  public static boolean isLoopback(URI url) {
    String host = url.getHost();
    if (host == null) {
      return false;
    }
    if (host.equalsIgnoreCase("localhost")) {
      return true;
    }
    if (!host.matches("[0-9.]+|\\[?[0-9a-fA-F:]+]?")) {
      return false; // a name: not resolved here, so that DNS cannot make it look local
    }
    try {
      return InetAddress.getByName(host).isLoopbackAddress();
    } catch (UnknownHostException e) {
      return false;
    }
  }

  /** A failure for an answer that is not what the step expects, with a bounded excerpt of its body. */
  public static OAuthException unexpected(
      String step, URI url, HTTPResponse response, String expected) {
    String body = response.getBody();
    String excerpt = body == null || body.isBlank()
        ? ""
        : ": "
            + (body.length() > EXCERPT ? body.substring(0, EXCERPT) + "…" : body)
                .replaceAll("\\s+", " ");
    return new OAuthException(
        step, url, "HTTP " + response.getStatusCode() + " instead of " + expected + excerpt);
  }

  static String seconds(Duration duration) {
    long millis = duration.toMillis();
    return millis % 1000 == 0
        ? millis / 1000 + " s"
        : String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
  }
}
