package dev.imcp.runtime.internal.http;

import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.HttpVersion;
import org.apache.hc.core5.http.ProtocolVersion;
import org.jspecify.annotations.Nullable;

/** Whether an answered connection may go back to the pool ({@link BlockingExchange}). */
final class KeepAlive {
  private KeepAlive() {}

  /**
   * Whether the connection may carry another exchange: HTTP/1.1 or later, a body whose end the connection knows (a
   * length or chunks, not "until the connection closes"), and no {@code Connection: close}.
   */
  static boolean allows(ClassicHttpResponse response, @Nullable HttpEntity entity) {
    ProtocolVersion version = response.getVersion();
    if (version != null && version.lessEquals(HttpVersion.HTTP_1_0)) {
      return false;
    }
    if (entity != null && entity.getContentLength() < 0 && !entity.isChunked()) {
      return false;
    }
    Header connection = response.getFirstHeader(HttpHeaders.CONNECTION);
    return connection == null || !closes(connection.getValue());
  }

  private static boolean closes(@Nullable String connection) {
    if (connection == null) {
      return false;
    }
    for (int i = 0; i + 5 <= connection.length(); i++) {
      if (connection.regionMatches(true, i, "close", 0, 5)) {
        return true;
      }
    }
    return false;
  }
}
