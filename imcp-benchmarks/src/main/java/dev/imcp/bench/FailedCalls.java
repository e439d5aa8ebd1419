package dev.imcp.bench;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * The failed calls of one phase: how many, and the first one's exception (its class, message and cause chain, bounded),
 * so that a report says why calls failed, not only how many. Safe to use from every calling thread at once.
 */
final class FailedCalls {
  /** How many throwables of a cause chain are kept, the failure itself included. */
  static final int MAX_CHAIN = 8;
  /** How much of each message is kept. */
  static final int MAX_MESSAGE = 300;

  private final AtomicLong count = new AtomicLong();
  private final AtomicReference<@Nullable List<Map<String, String>>> first =
      new AtomicReference<>();

  /** A call that failed with {@code failure}. */
  void failed(Throwable failure) {
    count.incrementAndGet();
    if (first.get() == null) {
      first.compareAndSet(null, chain(failure));
    }
  }

  /** A call that answered {@code answer} where {@code message}'s echo was expected. */
  void wrong(String message, @Nullable String answer) {
    count.incrementAndGet();
    if (first.get() == null) {
      first.compareAndSet(
          null,
          chain(new IllegalStateException("wrong answer: expected '" + EchoClient.expected(message)
              + "', got '" + answer + "'")));
    }
  }

  /** Counts the outcome of one call: a failure, a wrong answer, or nothing when it answered right. */
  void outcome(String message, @Nullable String answer, @Nullable Throwable failure) {
    if (failure != null) {
      failed(failure);
    } else if (!EchoClient.expected(message).equals(answer)) {
      wrong(message, answer);
    }
  }

  long count() {
    return count.get();
  }

  /** The first failure, the failure first and then its causes, each as {@code class} and {@code message}; or null. */
  @Nullable
  List<Map<String, String>> first() {
    return first.get();
  }

  /** Puts {@code failedCalls} and, when a call failed, {@code firstFailure} into a phase's result. */
  void into(Map<String, Object> result) {
    result.put("failedCalls", count());
    List<Map<String, String>> chain = first();
    if (chain != null) {
      result.put("firstFailure", chain);
    }
  }

  /** Throws, saying how many calls failed and the first one's chain, when any did. */
  void throwIfAny() {
    List<Map<String, String>> chain = first();
    if (chain != null) {
      throw new IllegalStateException(count() + " calls failed; the first: " + describe(chain));
    }
  }

  /** One line: each throwable of the chain as {@code class: message}, joined by {@code ← caused by}. */
  static String describe(List<Map<String, String>> chain) {
    StringBuilder line = new StringBuilder();
    for (Map<String, String> link : chain) {
      if (line.length() > 0) {
        line.append(" ← caused by ");
      }
      line.append(link.get("class")).append(": ").append(link.get("message"));
      if (link.containsKey("at")) {
        line.append(" (at ").append(link.get("at")).append(')');
      }
    }
    return line.toString();
  }

  /**
   * The report's section on failed calls: for each run, client and phase with any, the count and the first failure's
   * chain; one line saying there were none otherwise.
   *
   * @param runs each run's results, one per client, as the harness merged them
   * @param label each client's heading in the report
   */
  static String markdown(List<List<JsonNode>> runs, Function<String, String> label) {
    StringBuilder md =
        new StringBuilder("\nFailed calls, with the first failure of each phase:\n\n");
    int lines = 0;
    for (int run = 0; run < runs.size(); run++) {
      for (JsonNode result : runs.get(run)) {
        for (Map.Entry<String, JsonNode> phase : result.path("failedCalls").properties()) {
          if (phase.getValue().asDouble() > 0) {
            JsonNode first = result.path("firstFailure").path(phase.getKey());
            md.append(String.format(
                Locale.ROOT,
                "- run %d, %s, %s: %.0f failed; first: %s%n",
                run + 1,
                label.apply(result.path("client").asString()),
                phase.getKey(),
                phase.getValue().asDouble(),
                first.isArray() ? describe(links(first)) : "not kept"));
            lines++;
          }
        }
      }
    }
    return lines == 0 ? md.append("- none\n").toString() : md.toString();
  }

  private static List<Map<String, String>> links(JsonNode chain) {
    List<Map<String, String>> links = new ArrayList<>();
    for (JsonNode node : chain) {
      Map<String, String> link = new LinkedHashMap<>();
      node.properties()
          .forEach(field -> link.put(field.getKey(), field.getValue().asString()));
      links.add(link);
    }
    return links;
  }

  /** {@code failure} and its causes, at most {@link #MAX_CHAIN}, each message cut to {@link #MAX_MESSAGE}. */
  static List<Map<String, String>> chain(Throwable failure) {
    List<Map<String, String>> chain = new ArrayList<>();
    Set<Throwable> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (Throwable t = failure; t != null && seen.add(t); t = t.getCause()) {
      if (chain.size() == MAX_CHAIN) {
        chain.add(Map.of("class", "…", "message", "more causes left out"));
        break;
      }
      Map<String, String> link = new LinkedHashMap<>();
      link.put("class", t.getClass().getName());
      link.put("message", cut(String.valueOf(t.getMessage())));
      StackTraceElement[] frames = t.getStackTrace();
      if (frames.length > 0) {
        link.put("at", frames[0].toString());
      }
      chain.add(link);
    }
    return chain;
  }

  private static String cut(String message) {
    String line = message.replace('\n', ' ').replace('|', '/');
    return line.length() <= MAX_MESSAGE ? line : line.substring(0, MAX_MESSAGE) + "…";
  }
}
