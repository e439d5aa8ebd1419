package dev.imcp.runtime.error;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** What a caller reads from the exception also reaches a caller that gets it serialized (another JVM, a cache). */
class TransportExceptionTest {
  @Test
  void theExitCodeAndStderrSurviveSerialization() throws Exception {
    TransportException exited =
        new TransportException("a server", "the server exited", OptionalInt.of(3), List.of("boom"));

    TransportException copy = roundTrip(exited);

    assertThat(copy.exitCode()).hasValue(3);
    assertThat(copy.stderrTail()).containsExactly("boom");
    assertThat(copy.httpStatus()).isEmpty();
    assertThat(copy).hasMessage(exited.getMessage());
  }

  @Test
  void aRunningServerHasNoExitCodeAfterSerializationEither() throws Exception {
    TransportException unreadable = new TransportException(
        "a server", "cannot read", OptionalInt.empty(), List.of(), new IOException("closed"));

    assertThat(roundTrip(unreadable).exitCode()).isEmpty();
  }

  @Test
  void whatAnHttpAnswerSaidSurvivesSerialization() throws Exception {
    HttpException refused = new HttpException(
        "a server",
        "HTTP 503 from http://h/mcp",
        503,
        URI.create("http://h/mcp"),
        "text/html",
        Optional.of(Duration.ofSeconds(30)),
        "<html>\u0007busy</html>",
        null);

    HttpException copy = (HttpException) roundTrip(refused);

    assertThat(copy.httpStatus()).hasValue(503);
    assertThat(copy.status()).isEqualTo(503);
    assertThat(copy.url()).isEqualTo(URI.create("http://h/mcp"));
    assertThat(copy.contentType()).isEqualTo("text/html");
    assertThat(copy.retryAfter()).hasValue(Duration.ofSeconds(30));
    assertThat(copy.bodyExcerpt()).isEqualTo("<html>?busy</html>");
    assertThat(copy.exitCode()).isEmpty();
  }

  @Test
  void aBodyExcerptIsBoundedAndPrintable() {
    String excerpt = HttpException.excerpt("x".repeat(10_000) + "\r\nFake-Log-Line");

    assertThat(excerpt)
        .startsWith("x".repeat(HttpException.MAX_EXCERPT) + "… (")
        .endsWith(" characters)")
        .doesNotContain("\n", "Fake-Log-Line");
    assertThat(HttpException.excerpt("a\r\nb\tc")).isEqualTo("a??b\tc");
  }

  private static TransportException roundTrip(TransportException exception) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(exception);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      return (TransportException) in.readObject();
    }
  }
}
