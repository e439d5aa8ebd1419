package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.TransportException;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import tools.jackson.databind.JsonNode;

/**
 * A request's failures that name their own exception class, made here: the verifier loads a class passed on as a
 * {@code Throwable} or an {@code McpException} when it links the method that does it, so made in {@code Answers}, {@code
 * PendingRequest} or {@code JsonRpcConnection} they loaded {@link ProtocolErrorException} and {@link
 * McpTimeoutException} on every client's way to its first call, answered in error or timed out or not. This class
 * loads with the first error answer or timeout. Also the failures of answers that cannot be read, or whose reading
 * failed the client: their messages, made in {@code Answers}, were its bytes on that way.
 */
final class RequestFailures {
  private RequestFailures() {}

  /** The server answered {@code request} with a JSON-RPC {@code error}. */
  static void answeredWithError(PendingRequest<?> request, String serverName, JsonNode error) {
    ProtocolErrorException failure = new ProtocolErrorException(
        serverName,
        request.label(),
        error.path("code").asInt(ProtocolErrorException.INTERNAL_ERROR),
        error.path("message").asString("(no message)"),
        error.get("data"));
    request.failAnswered(failure.code(), failure.errorMessage(), failure);
  }

  /** {@code request} had no answer within its deadline. */
  static McpException timedOut(
      String serverName, PendingRequest<?> request, Duration elapsed, String noiseNote) {
    return new McpTimeoutException(serverName, request.label(), request.id, elapsed, noiseNote);
  }

  /** The answer to {@code request} could not be read ({@code why}): the request fails alone, at once. */
  static void unread(PendingRequest<?> request, String serverName, String why) {
    request.fail(new TransportException(
        serverName,
        "the response to " + request.label() + " (request " + request.id + ")" + why,
        OptionalInt.empty(),
        List.of()));
  }

  /** Reading {@code request}'s answer threw {@code e}: the client is closed, and the request, off the list, fails. */
  static void clientFailed(PendingRequest<?> request, String serverName, Error e) {
    request.fail(new TransportException(
        serverName, "the client failed and is closed: " + e, OptionalInt.empty(), List.of(), e));
  }
}
