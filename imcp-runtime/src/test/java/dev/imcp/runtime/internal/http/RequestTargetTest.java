package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.apache.hc.client5.http.classic.methods.HttpUriRequestBase;
import org.apache.hc.client5.http.impl.DefaultSchemePortResolver;
import org.apache.hc.client5.http.routing.RoutingSupport;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.protocol.HttpCoreContext;
import org.apache.hc.core5.http.protocol.RequestTargetHost;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The target and {@code Host} header that {@link HttpConnections} makes from an endpoint's URI without HttpClient's
 * classes are the ones HttpClient's routing and HttpCore's {@code RequestTargetHost} made from it.
 */
class RequestTargetTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "http://127.0.0.1:8080/mcp",
        "http://localhost/mcp",
        "https://Example.COM/mcp?x=1",
        "https://example.com:8443/",
        "http://user:secret@example.com:81/mcp",
        "http://[::1]:3000/mcp",
        "https://[2001:db8::1]/mcp",
        "HTTP://example.com/mcp"
      })
  void areHttpClientsOwn(String text) throws Exception {
    URI uri = URI.create(text);
    HttpUriRequestBase request = new HttpUriRequestBase("POST", uri);
    HttpHost routed = RoutingSupport.normalize(
        RoutingSupport.determineHost(request), DefaultSchemePortResolver.INSTANCE);
    new RequestTargetHost().process(request, null, HttpCoreContext.create());

    HttpHost target = HttpConnections.target(uri);
    assertThat(target).isEqualTo(routed);
    assertThat(target.getSchemeName()).isEqualTo(routed.getSchemeName());
    assertThat(target.getHostName()).isEqualTo(routed.getHostName());
    assertThat(target.getPort()).isEqualTo(routed.getPort());
    assertThat(HttpConnections.hostHeader(uri))
        .isEqualTo(request.getFirstHeader(HttpHeaders.HOST).getValue());
  }
}
