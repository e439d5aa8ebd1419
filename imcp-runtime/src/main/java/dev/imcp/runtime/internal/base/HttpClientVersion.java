package dev.imcp.runtime.internal.base;

import org.apache.hc.core5.util.VersionInfo;

/**
 * The version of the HttpClient on the class path; apart from {@link StackCheck}, which every client loads, because
 * HttpClient is optional and this class names one of its types.
 */
final class HttpClientVersion {
  private HttpClientVersion() {}

  static String found(ClassLoader loader) {
    VersionInfo info = VersionInfo.loadVersionInfo("org.apache.hc.client5", loader);
    return info == null ? VersionInfo.UNAVAILABLE : info.getRelease();
  }
}
