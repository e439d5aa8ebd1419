package dev.imcp.bench.http;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.http.io.entity.StringEntity;

/** A floor on Apache HttpClient 5 classic: blocking, a pool of {@value #THREADS} keep-alive connections. */
final class ApacheHttpClient extends BlockingEchoClient {
  private final CloseableHttpClient http;
  private final URI url;

  ApacheHttpClient(URI url) {
    super("apache");
    this.url = url;
    this.http = HttpClients.custom()
        .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
            .setMaxConnTotal(THREADS)
            .setMaxConnPerRoute(THREADS)
            .build())
        .disableAutomaticRetries()
        .build();
    initialize();
  }

  @Override
  Answer post(String body, String sessionId) {
    HttpPost post = new HttpPost(url);
    post.setHeader("Accept", "application/json, text/event-stream");
    if (sessionId != null) {
      post.setHeader("Mcp-Session-Id", sessionId);
      post.setHeader("MCP-Protocol-Version", "2025-11-25");
    }
    post.setEntity(new StringEntity(body, ContentType.APPLICATION_JSON));
    try {
      return http.execute(post, response -> {
        Header session = response.getFirstHeader("Mcp-Session-Id");
        String text =
            response.getEntity() == null ? "" : EntityUtils.toString(response.getEntity());
        return new Answer(response.getCode(), session == null ? null : session.getValue(), text);
      });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    super.close();
    http.close(org.apache.hc.core5.io.CloseMode.IMMEDIATE);
  }
}
