package dev.imcp.runtime.internal.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.Progress;
import dev.imcp.runtime.error.ProtocolErrorException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An answer is streamed straight into its request's value when the line shows itself that request's answer, with the
 * id first or last; every other line is read as a tree, as before, and gives the same outcome.
 */
class StreamedResponsesTest {
  private static final EventLoop EVENTS = new EventLoop("streamed");
  private static final IncomingHandlers HANDLERS = NoHandlers.INSTANCE;

  @AfterAll
  static void stop() {
    EVENTS.close();
  }

  private final JsonRpcConnection connection = new JsonRpcConnection(() -> "s", EVENTS, HANDLERS);

  StreamedResponsesTest() {
    connection.attach(json -> {});
  }

  private CompletableFuture<String> call(Optional<Consumer<Progress>> progress) {
    return TextReader.call(connection, progress);
  }

  private void receive(String line) {
    byte[] bytes = ("xx" + line + "yy").getBytes(StandardCharsets.UTF_8);
    connection.incoming().line(bytes, 2, bytes.length - 4);
  }

  private static String outcome(CompletableFuture<String> call) {
    return call.handle((value, failure) -> value != null
            ? value
            : (failure instanceof CompletionException ? failure.getCause() : failure).toString())
        .orTimeout(10, TimeUnit.SECONDS)
        .join();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"result\":{\"text\":\"a\"},\"jsonrpc\":\"2.0\",\"id\":1}",
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"a\"}}",
        "{\"result\":{\"text\":\"a\",\"id\":2},\"id\" : 1 }\r",
        "{\"id\":1,\"result\":{\"text\":\"a\"},\"extra\":[{\"id\":2}]}"
      })
  void anAnswerIsStreamedWithItsIdFirstOrLast(String line) {
    CompletableFuture<String> call = call(Optional.empty());
    receive(line);
    assertThat(outcome(call)).isEqualTo("stream:a");
    assertThat(connection.pendingCount()).isZero();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        // the id neither first nor last: only the tree finds it
        "{\"result\":{\"text\":\"a\"},\"id\":1,\"jsonrpc\":\"2.0\"}",
        // the id as a string of digits
        "{\"result\":{\"text\":\"a\"},\"id\":\"1\"}",
        // the reader cannot stream this result
        "{\"result\":{\"text\":\"a\",\"refuse\":true},\"id\":1}",
        // two ids: the tree keeps the last
        "{\"id\":7,\"result\":{\"text\":\"a\"},\"id\":1}"
      })
  void otherAnswersAreReadAsTrees(String line) {
    CompletableFuture<String> call = call(Optional.empty());
    receive(line);
    assertThat(outcome(call)).isEqualTo("tree:a");
  }

  @Test
  void aTrailingIdThatIsNotTheMessagesDoesNotStreamAnotherRequestsAnswer() {
    CompletableFuture<String> first = call(Optional.empty());
    CompletableFuture<String> second = call(Optional.empty());
    // An id inside the result is not the message's.
    receive("{\"id\":1,\"result\":{\"text\":\"a\",\"inner\":{\"id\":2}}}");
    assertThat(outcome(first)).isEqualTo("stream:a");
    assertThat(second).isNotDone();
    receive("{\"result\":{\"text\":\"b\"},\"id\":2}");
    assertThat(outcome(second)).isEqualTo("stream:b");
  }

  @Test
  void anErrorIsTheServersError() {
    CompletableFuture<String> call = call(Optional.empty());
    receive("{\"error\":{\"code\":-32602,\"message\":\"bad\"},\"jsonrpc\":\"2.0\",\"id\":1}");
    assertThat(call)
        .failsWithin(Duration.ofSeconds(10))
        .withThrowableThat()
        .havingCause()
        .isInstanceOf(ProtocolErrorException.class);
  }

  @Test
  void aFailureToUseTheResultFailsTheCall() {
    CompletableFuture<String> call = call(Optional.empty());
    receive("{\"result\":{\"text\":\"fail\"},\"jsonrpc\":\"2.0\",\"id\":1}");
    assertThat(outcome(call)).isEqualTo("java.lang.IllegalStateException: cannot use it");
  }

  @Test
  void aCallWithProgressIsAnsweredAfterItsProgressAsATree() {
    CompletableFuture<String> call = call(Optional.of(progress -> {}));
    receive("{\"result\":{\"text\":\"a\"},\"jsonrpc\":\"2.0\",\"id\":1}");
    assertThat(outcome(call)).isEqualTo("tree:a");
  }

  @Test
  void aLineWithMoreAfterTheMessageIsNotStreamed() {
    CompletableFuture<String> call = call(Optional.empty());
    receive("{\"result\":{\"text\":\"a\"},\"id\":1}{\"result\":{\"text\":\"b\"},\"id\":1}");
    assertThat(outcome(call)).doesNotStartWith("stream:");
  }

  @Test
  void aServersRequestWithOurIdIsNotAnAnswer() {
    CompletableFuture<String> call = call(Optional.empty());
    receive("{\"result\":{\"text\":\"a\"},\"method\":\"ping\",\"id\":1}");
    assertThat(call).isNotDone();
    receive("{\"result\":{\"text\":\"b\"},\"id\":1}");
    assertThat(outcome(call)).isEqualTo("stream:b");
  }
}
