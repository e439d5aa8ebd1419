package dev.imcp.runtime.internal.base;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.hc.core5.util.VersionInfo;
import org.junit.jupiter.api.Test;

/**
 * HttpClient's version is read from its jar's manifest, not from its {@code version.properties} (a resource lookup,
 * about 30 classes on the way to an HTTP client's first call): both say the same release.
 */
class HttpClientVersionTest {
  @Test
  void theManifestSaysTheReleaseTheVersionPropertiesSay() {
    VersionInfo properties = VersionInfo.loadVersionInfo(
        "org.apache.hc.client5", HttpClientVersion.class.getClassLoader());

    assertThat(properties).isNotNull();
    assertThat(HttpClientVersion.found()).isEqualTo(properties.getRelease());
  }

  @Test
  void theUserAgentNamesThatRelease() {
    assertThat(HttpClientVersion.userAgent())
        .startsWith("Apache-HttpClient/" + HttpClientVersion.found() + " (Java/");
  }
}
