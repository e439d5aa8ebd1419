package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.error.InputRequiredException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.jsonrpc.TreeHandler;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One request in the 2026-07-28 era: its result read by {@code resultType}, and, while the server answers {@code
 * input_required}, the input gathered from the client's request handlers and the request sent again with it (a new id,
 * {@code inputResponses}, and the server's {@code requestState} echoed unchanged). Cancelling the caller's future
 * cancels the round on the wire.
 */
final class InputRounds<T> {
  /** A server that keeps asking is looping; a person answering a form needs far fewer rounds. */
  static final int MAX_ROUNDS = 8;

  /** Sends one round: {@code params} as they are; the future holds the result or the server's ask. */
  interface Attempt<T> {
    CompletableFuture<Reply<T>> send(ObjectNode params);
  }

  /** A round's outcome: the read result, or what the server still needs. */
  record Reply<T>(@Nullable T value, @Nullable JsonNode inputRequired) {}

  private final String server;
  private final String request;
  private final Attempt<T> attempt;
  private final Map<String, TreeHandler> handlers;
  private final CompletableFuture<T> result = new CompletableFuture<>();
  private volatile @Nullable CompletableFuture<?> inFlight;

  private InputRounds(
      String server, String request, Attempt<T> attempt, Map<String, TreeHandler> handlers) {
    this.server = server;
    this.request = request;
    this.attempt = attempt;
    this.handlers = handlers;
  }

  /**
   * @param request what is asked, for messages, such as {@code tools/call greet}
   */
  static <T> CompletableFuture<T> run(
      String server,
      String request,
      ObjectNode params,
      Attempt<T> attempt,
      Map<String, TreeHandler> handlers) {
    InputRounds<T> rounds = new InputRounds<>(server, request, attempt, handlers);
    rounds.result.whenComplete((value, failure) -> {
      CompletableFuture<?> current = rounds.inFlight;
      if (rounds.result.isCancelled() && current != null) {
        current.cancel(true);
      }
    });
    rounds.round(params, 1);
    return rounds.result;
  }

  /** Reads a 2026-07-28 result: complete, or the server's ask for input; any other {@code resultType} is an error. */
  static <T> Reply<T> read(
      String server, String method, JsonNode result, Function<? super JsonNode, ? extends T> read) {
    JsonNode type = result.path("resultType");
    if (type.isMissingNode() || type.isNull() || type.asString("").equals("complete")) {
      return new Reply<>(read.apply(result), null);
    }
    if (type.asString("").equals("input_required")) {
      return new Reply<>(null, result);
    }
    throw new ProtocolErrorException(
        server,
        method,
        ProtocolErrorException.INTERNAL_ERROR,
        "the result has resultType " + type + ", which this client does not know",
        null);
  }

  private void round(ObjectNode params, int round) {
    CompletableFuture<Reply<T>> sent = attempt.send(params);
    inFlight = sent;
    sent.whenComplete((reply, failure) -> {
      if (failure != null) {
        result.completeExceptionally(VersionRefusal.map(server, Futures.unwrap(failure)));
      } else if (reply.inputRequired() == null) {
        result.complete(reply.value());
      } else if (round >= MAX_ROUNDS) {
        result.completeExceptionally(new InputRequiredException(
            server,
            request,
            methods(reply.inputRequired()),
            "it asked " + round + " times in a row; giving up"));
      } else {
        answer(reply.inputRequired()).whenComplete((responses, unanswered) -> {
          if (unanswered != null) {
            result.completeExceptionally(Futures.unwrap(unanswered));
          } else if (!result.isDone()) {
            round(retry(params, reply.inputRequired(), responses), round + 1);
          }
        });
      }
    });
  }

  /** Each input request to the handler registered for its method, all at once. */
  private CompletableFuture<Optional<ObjectNode>> answer(JsonNode needed) {
    JsonNode requests = needed.path("inputRequests");
    if (!requests.isObject() || requests.isEmpty()) {
      return CompletableFuture.completedFuture(
          Optional.empty()); // only requestState: retry at once
    }
    List<String> missing = new ArrayList<>();
    Map<String, CompletableFuture<JsonNode>> answers = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> entry : requests.properties()) {
      String method = entry.getValue().path("method").asString("");
      TreeHandler handler = handlers.get(method);
      if (handler == null) {
        missing.add(method.isEmpty() ? "(no method)" : method);
      } else {
        answers.put(entry.getKey(), handle(handler, method, entry.getValue().path("params")));
      }
    }
    if (!missing.isEmpty()) {
      return CompletableFuture.failedFuture(noHandler(missing));
    }
    return CompletableFuture.allOf(answers.values().toArray(CompletableFuture[]::new))
        .thenApply(all -> {
          ObjectNode responses = Json.object();
          answers.forEach((key, answer) -> responses.set(key, answer.join()));
          return Optional.of(responses);
        });
  }

  private InputRequiredException noHandler(List<String> missing) {
    return new InputRequiredException(
        server,
        request,
        missing,
        "no handler is registered for " + String.join(", ", missing)
            + "; register one with the client builder's requestHandler(\"" + missing.get(0)
            + "\", …)");
  }

  private CompletableFuture<JsonNode> handle(TreeHandler handler, String method, JsonNode params) {
    CompletionStage<JsonNode> stage;
    try {
      stage = handler.handle(params);
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(failedHandler(method, e));
    }
    return stage.toCompletableFuture().handle((answer, failure) -> {
      if (failure != null) {
        throw Futures.asCompletionException(failedHandler(method, Futures.unwrap(failure)));
      }
      return answer;
    });
  }

  private InputRequiredException failedHandler(String method, Throwable failure) {
    return new InputRequiredException(
        server,
        request,
        List.of(method),
        "the handler for " + method + " failed: " + failure,
        failure);
  }

  /** The original request again, with the input and the server's state; never a previous round's. */
  private static ObjectNode retry(
      ObjectNode params, JsonNode needed, Optional<ObjectNode> responses) {
    ObjectNode again = params.deepCopy();
    again.remove("inputResponses");
    again.remove("requestState");
    responses.ifPresent(input -> again.set("inputResponses", input));
    JsonNode state = needed.path("requestState");
    if (state.isString()) {
      again.put("requestState", state.stringValue());
    }
    return again;
  }

  private static List<String> methods(JsonNode needed) {
    List<String> methods = new ArrayList<>();
    needed
        .path("inputRequests")
        .forEach(input -> methods.add(input.path("method").asString("(no method)")));
    return methods;
  }
}
