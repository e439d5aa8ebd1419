package dev.imcp.runtime.internal.base;

import org.apache.hc.core5.util.VersionInfo;
import org.jspecify.annotations.Nullable;

/**
 * The version of the HttpClient on the class path, read once; apart from {@link
 * StackCheck}, which every client loads, because HttpClient is optional and this class names one of HttpCore's types.
 */
public final class HttpClientVersion {
  /** HttpClient's class whose presence and package stand for HttpClient's. */
  static final String HTTP_CLIENTS = "org.apache.hc.client5.http.impl.classic.HttpClients";

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

  /**
   * Read by the first to ask: from the manifest of HttpClient's jar, which the class loader read when it defined the
   * package of {@link #HTTP_CLIENTS} (loaded, neither linked nor initialised); from HttpClient's {@code
   * version.properties} where the manifest says none (a repackaged jar). The properties are a resource, and a resource
   * lookup asks the JDK's own loaders first, which open the runtime image's reader: about 30 classes on the way to an
   * HTTP client's first call.
   */
  private static final class Release {
    static final String RELEASE = read();

    private static String read() {
      ClassLoader loader = HttpClientVersion.class.getClassLoader();
      String manifest = manifestVersion(loader);
      if (manifest != null) {
        return manifest;
      }
      VersionInfo info = VersionInfo.loadVersionInfo("org.apache.hc.client5", loader);
      return info == null ? VersionInfo.UNAVAILABLE : info.getRelease();
    }

    private static @Nullable String manifestVersion(ClassLoader loader) {
      try {
        return Class.forName(HTTP_CLIENTS, false, loader).getPackage().getImplementationVersion();
      } catch (ClassNotFoundException | LinkageError e) {
        return null;
      }
    }
  }
}
