package dev.imcp.oauth;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The test acting as the user's browser: opens the authorization URL and follows redirects with cookies, through the
 * authorization server's sign-in and consent pages, back to the client's loopback redirect URI.
 */
final class TestBrowser implements Browser {
  private final AtomicInteger opened = new AtomicInteger();
  private final HttpClient http = HttpClient.newBuilder()
      .cookieHandler(new CookieManager())
      .followRedirects(HttpClient.Redirect.NEVER)
      .connectTimeout(Duration.ofSeconds(5))
      .build();

  @Override
  public void open(URI url) throws IOException {
    opened.incrementAndGet();
    URI next = url;
    for (int hop = 0; hop < 20; hop++) {
      HttpResponse<String> response;
      try {
        response = http.send(
            HttpRequest.newBuilder(next).timeout(Duration.ofSeconds(10)).GET().build(),
            HttpResponse.BodyHandlers.ofString());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException(e);
      }
      if (response.statusCode() / 100 != 3) {
        if (response.statusCode() != 200) {
          throw new IOException(
              "HTTP " + response.statusCode() + " at " + next + ": " + response.body());
        }
        return;
      }
      next = next.resolve(response.headers().firstValue("Location").orElseThrow());
    }
    throw new IOException("more than 20 redirects from " + url);
  }

  /** How many times the user was sent to sign in. */
  int opened() {
    return opened.get();
  }
}
