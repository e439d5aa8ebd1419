package dev.imcp.runtime.internal.base;

import org.apache.hc.core5.util.VersionInfo;

/**
 * The version of the HttpClient on the class path, read once from its {@code version.properties}; apart from {@link
 * StackCheck}, which every client loads, because HttpClient is optional and this class names one of HttpCore's types.
 */
public final class HttpClientVersion {
  private HttpClientVersion() {}

  /** {@return HttpClient's release, or {@link VersionInfo#UNAVAILABLE} when its jar says none} */
  public static String found() {
    return Release.RELEASE;
  }

  /**
   * {@return the {@code User-Agent} that HttpClient's minimal client sent, as {@code
   * VersionInfo.getSoftwareInfo("Apache-HttpClient", "org.apache.hc.client5", HttpClients.class)} makes it} Made here
   * without its {@code String.format} (a cold JVM's first format loads the {@code Formatter} and a dozen regex classes)
   * and without loading HttpClient's {@code HttpClients}: an {@code http://} client loads no HttpClient class.
   */
  public static String userAgent() {
    String release = found();
    String name = VersionInfo.UNAVAILABLE.equals(release)
        ? "Apache-HttpClient"
        : "Apache-HttpClient/" + release;
    return name + " (Java/" + System.getProperty("java.version") + ")";
  }

  /** Read by the first to ask. */
  private static final class Release {
    static final String RELEASE = read();

    private static String read() {
      VersionInfo info = VersionInfo.loadVersionInfo(
          "org.apache.hc.client5", HttpClientVersion.class.getClassLoader());
      return info == null ? VersionInfo.UNAVAILABLE : info.getRelease();
    }
  }
}
