package dev.imcp.oauth.internal;

import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import com.nimbusds.oauth2.sdk.http.ReadOnlyHTTPRequest;
import com.nimbusds.oauth2.sdk.http.ReadOnlyHTTPResponse;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Sends Nimbus' requests on the JDK's {@link HttpClient} instead of {@code HttpURLConnection}, which logs every request
 * header (the client's secret in {@code Authorization: Basic} among them) at {@code FINE} to anyone who raises
 * {@code sun.net.www.protocol.http} to debug; the JDK client logs nothing unless {@code jdk.httpclient.HttpClient.log}
 * is set on purpose. Follows no redirect; reads at most 1 MiB of an answer, the whole within the request's timeout.
 */
final class UnloggedSender implements com.nimbusds.oauth2.sdk.http.HTTPRequestSender {
  static final UnloggedSender INSTANCE = new UnloggedSender();
  private static final int MAX_BODY = 1 << 20;

  private final HttpClient client = HttpClient.newBuilder()
      .version(HttpClient.Version.HTTP_1_1)
      .followRedirects(HttpClient.Redirect.NEVER)
      .connectTimeout(Duration.ofSeconds(30))
      .build();

  private UnloggedSender() {}

  @Override
  public ReadOnlyHTTPResponse send(ReadOnlyHTTPRequest request) throws IOException {
    // Long: a Nimbus request mapped onto the JDK's and its answer back, field by field.
    Duration timeout = Duration.ofMillis(Math.max(1, request.getReadTimeout()));
    HttpRequest.Builder builder = HttpRequest.newBuilder(request.getURI()).timeout(timeout);
    request
        .getHeaderMap()
        .forEach((name, values) -> values.forEach(value -> builder.header(name, value)));
    String body = request.getBody();
    builder.method(
        request.getMethod().name(),
        body == null
            ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    HttpResponse<InputStream> answer;
    try {
      answer = client.send(builder.build(), HttpResponse.BodyHandlers.ofInputStream());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
    HTTPResponse response = new HTTPResponse(answer.statusCode());
    answer.headers().map().forEach((name, values) -> {
      if (!name.startsWith(":")) {
        response.setHeader(name, values.toArray(String[]::new));
      }
    });
    try (InputStream in = answer.body()) {
      byte[] bytes = in.readNBytes(MAX_BODY + 1);
      if (bytes.length > MAX_BODY) {
        throw new IOException("the answer is over " + MAX_BODY + " bytes");
      }
      response.setBody(bytes.length == 0 ? null : new String(bytes, StandardCharsets.UTF_8));
    }
    return response;
  }
}
