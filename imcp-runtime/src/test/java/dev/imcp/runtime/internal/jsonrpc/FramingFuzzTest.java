package dev.imcp.runtime.internal.jsonrpc;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.TransportException;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.transport.LineFramer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.JsonNode;

/**
 * Whatever a server writes on stdout is framed into lines and dispatched without an exception escaping the reader, and
 * the calls it answers complete with a result or an {@link McpException}, never anything else. Seeds: real lines of
 * server-everything and of the fault-injecting fake.
 */
class FramingFuzzTest {
  private static final EventLoop EVENTS = new EventLoop("fuzz");
  private static final IncomingHandlers HANDLERS = NoHandlers.INSTANCE;

  /** Half the calls read their answers streamed, when the line allows it ({@link StreamedResponses}). */
  private static final StreamedReader<JsonNode, JsonNode> STREAMED =
      new StreamedReader<JsonNode, JsonNode>() {
        @Override
        public JsonNode apply(JsonNode result) {
          return result;
        }

        @Override
        public JsonNode parse(JsonParser parser) {
          return StreamedReader.tree(parser);
        }

        @Override
        public JsonNode finish(JsonNode parsed) {
          return parsed;
        }
      };

  @AfterAll
  static void stop() {
    EVENTS.close();
  }

  @FuzzTest(maxDuration = "10s")
  void linesAreFramedAndDispatchedWithoutEscapingFailures(byte[] stdout) {
    JsonRpcConnection connection = new JsonRpcConnection(() -> "fuzz", EVENTS, HANDLERS);
    connection.attach(json -> {});
    List<CompletableFuture<JsonNode>> calls = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      calls.add(connection.request(
          "tools/call",
          "t" + i,
          Json.mapper().createObjectNode(),
          Duration.ofDays(1),
          Optional.empty(),
          Optional.empty(),
          true,
          i % 2 == 0 ? Function.identity() : STREAMED));
    }
    // A small limit, so that oversized lines are exercised too; fed in two reads, so that lines
    // span reads.
    LineFramer framer = new LineFramer(1024, connection.incoming());
    int half = stdout.length / 2;
    framer.feed(stdout, 0, half);
    framer.feed(stdout, half, stdout.length - half);
    framer.finish();
    connection.close(new TransportException("fuzz", "done", OptionalInt.empty(), List.of()));
    for (CompletableFuture<JsonNode> call : calls) {
      call.handle((value, failure) -> {
            Throwable cause = failure instanceof CompletionException ? failure.getCause() : failure;
            if (cause != null
                && !(cause instanceof McpException)
                && !(cause instanceof CancellationException)) {
              throw new IllegalStateException("a call failed with " + cause, cause);
            }
            return value;
          })
          .join();
    }
  }
}
