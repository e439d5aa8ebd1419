package dev.imcp.runtime.error;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
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
  void theHttpStatusSurvivesSerialization() throws Exception {
    TransportException refused =
        TransportException.httpAnswer("a server", "HTTP 403 Forbidden from http://h/mcp", 403);

    TransportException copy = roundTrip(refused);

    assertThat(copy.httpStatus()).hasValue(403);
    assertThat(copy.exitCode()).isEmpty();
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
