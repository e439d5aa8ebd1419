package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import org.apache.hc.client5.http.ClientProtocolException;
import org.apache.hc.client5.http.ConnectTimeoutException;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpHost;

/**
 * The failures the transport throws as HttpClient threw them, made here and not where they happen: a class that
 * creates and throws one has the JVM load its type when that class is verified, so that every {@code http://} client
 * loaded HttpClient's exception classes on its way to its first call. This class loads only when one is thrown.
 */
final class HttpClientExceptions {
  private HttpClientExceptions() {}

  /** A connect that timed out, as HttpClient's connection operator reported it. */
  static IOException connectTimeout(
      HttpHost target, InetSocketAddress address, SocketTimeoutException cause) {
    ConnectTimeoutException timeout = new ConnectTimeoutException(
        "Connect to " + target + " [" + address + "] failed: " + cause.getMessage(), target);
    timeout.initCause(cause);
    return timeout;
  }

  /** An answer HttpCore could not read as HTTP. */
  static IOException protocol(HttpException cause) {
    return new ClientProtocolException(cause.getMessage(), cause);
  }
}
