package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.error.HttpException;
import dev.imcp.runtime.error.TransportException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** A refusal is recognised by the HTTP status the runtime's exception carries, never by its message's text. */
class HttpRefusalTest {
  private static final URI URL = URI.create("http://127.0.0.1:9/mcp");
  private static final ServerTarget.Http TARGET =
      new ServerTarget.Http(URL, HttpCredentials.none(), Duration.ofSeconds(5));

  private static HttpException answer(int status, String what) {
    return new HttpException(
        URL.toString(), what, status, URL, "text/plain", Optional.empty(), "no", null);
  }

  @Test
  void aForbiddenStatusFoundAmongTheCausesIsExplained() {
    TransportException refused = answer(403, "the server said no");

    assertThat(HttpRefusal.explain(
            new IllegalStateException("wrapped", refused), TARGET, TestDialect.INSTANCE))
        .contains("HTTP 403 Forbidden from " + URL
            + ": the server wants credentials, and none were configured: give --token-variable");
  }

  @Test
  void aMessageThatOnlyReadsLikeARefusalIsNone() {
    TransportException lookalike = new TransportException(
        "a server",
        "the tool answered 'HTTP 401 Unauthorized from http://elsewhere/'",
        OptionalInt.empty(),
        List.of());

    assertThat(HttpRefusal.explain(lookalike, TARGET, TestDialect.INSTANCE)).isEmpty();
  }

  @Test
  void anExpiredSessionIsNoRefusal() {
    TransportException ended =
        answer(404, "the server at " + URL + " ended the session (HTTP 404) again");

    assertThat(HttpRefusal.explain(ended, TARGET, TestDialect.INSTANCE)).isEmpty();
  }
}
