package dev.imcp.runtime.http;

import java.net.URI;

/**
 * A URL as messages, logs and thread names show it: scheme, host, port and path, never the user info, query or
 * fragment, which may carry credentials, tokens or codes. The runtime, the build's goals and {@code imcp-oauth} all show
 * URLs this one way.
 */
public final class SafeUrl {
  private SafeUrl() {}

  /**
   * {@return {@code url}'s scheme, host, port and path, for a message; {@code (no host)} in the host's place when it has
   * none}
   *
   * @param url any URI
   */
  public static String of(URI url) {
    return text(url, "(no host)");
  }

  /**
   * {@return {@code url} without user info, query or fragment, and without an authority when it has no host}
   *
   * @param url any URI whose scheme, host, port and path make a URI again, as every http or https URL's do
   */
  public static URI withoutSecrets(URI url) {
    return URI.create(text(url, ""));
  }

  private static String text(URI url, String noHost) {
    StringBuilder text = new StringBuilder();
    if (url.getScheme() != null) {
      text.append(url.getScheme()).append("://");
    }
    text.append(url.getHost() == null ? noHost : url.getHost());
    if (url.getPort() != -1) {
      text.append(':').append(url.getPort());
    }
    return text.append(url.getRawPath() == null ? "" : url.getRawPath()).toString();
  }
}
