package dev.imcp.runtime.internal.http;

import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.transport.TransportSettings;
import dev.imcp.testing.HttpTestServer;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A transport to a fault server ({@code http-faults.mjs}) for tests that watch its exchanges, not its answers. */
final class FaultsTransport {
  private FaultsTransport() {}

  /** The fault server, started on a free port. */
  static HttpTestServer server() {
    try {
      return HttpTestServer.node(
          HttpTestServer.freePort(),
          Path.of(FaultsTransport.class.getResource("/fakes/http-faults.mjs").toURI())
              .toString());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A call of the fault server's {@code tool}, with no arguments, as request 1. */
  static byte[] call(String tool) {
    return ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
            + "\",\"arguments\":{}}}")
        .getBytes(StandardCharsets.UTF_8);
  }

  /**
   * A transport to {@code faults}, with no headers or credentials, that hears no answer ({@link QuietInbound}) and adds
   * each failure that ends it, a {@link TransportException} or an {@link Error}, to {@code ends}.
   */
  static HttpTransport open(HttpTestServer faults, Duration bound, List<Object> ends) {
    return new HttpTransport(
        new HttpEndpoint(
            faults.uri(), Map.of(), Optional.empty(), Optional.empty(), Optional.empty()),
        () -> "http-faults",
        TransportSettings.defaults(),
        bound,
        new QuietInbound(),
        new HttpTransport.Listener() {
          @Override
          public void ended(TransportException failure) {
            ends.add(failure);
          }

          @Override
          public void failed(Error error) {
            ends.add(error);
          }
        });
  }
}
