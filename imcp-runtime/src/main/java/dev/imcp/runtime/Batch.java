package dev.imcp.runtime;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Several calls run as one: one after another (the default, for ordered work such as read-before-write), or all in
 * flight at once ({@link #parallel()}, pipelined on the one connection and matched by id). Results come back in the
 * order the calls were added, each a success or a failure of its own. A deadline for the whole batch cancels what is
 * still running (sending {@code notifications/cancelled}) and skips what has not started.
 *
 * <pre>{@code
 * Batch batch = client.batch().parallel().timeout(Duration.ofSeconds(10));
 * BatchEntry<WeatherConditions> sf = batch.add("sf", () -> imcp.weather().weatherCurrentAsync(WeatherCurrentRequest.of(37.77, -122.42)));
 * BatchEntry<ToolResult> raw = batch.add("events", "events_fetch", Map.of());
 * BatchResults results = batch.run();
 * results.get(sf).value().ifPresent(…);
 * }</pre>
 *
 * <p>JSON-RPC batch arrays are not used: the protocol dropped them after 2025-03-26. A batch runs once.
 */
public final class Batch {
  /** One call: its id and how to start it. */
  record Call(String id, Supplier<? extends CompletableFuture<?>> start) {}

  private final McpClient client;
  private final List<Call> calls = new ArrayList<>();
  private final Set<String> ids = new HashSet<>();
  private boolean parallel;
  private Optional<Duration> timeout = Optional.empty();
  private boolean ran;

  Batch(McpClient client) {
    this.client = client;
  }

  /** All calls in flight at once; results still come back in the order added. */
  public Batch parallel() {
    this.parallel = true;
    return this;
  }

  /** One call after another, each starting when the previous one ended, however it ended. The default. */
  public Batch sequential() {
    this.parallel = false;
    return this;
  }

  /** A deadline for the whole batch, counted from {@link #run()}. Default none: each call has its own timeout. */
  public Batch timeout(Duration timeout) {
    this.timeout = Optional.of(Durations.requirePositive(timeout, "timeout"));
    return this;
  }

  /** Adds a typed call, such as a generated service's {@code …Async} method; {@code id} comes back with its outcome. */
  public synchronized <T> BatchEntry<T> add(String id, Supplier<CompletableFuture<T>> call) {
    Objects.requireNonNull(call, "call");
    if (!ids.add(Objects.requireNonNull(id, "id"))) {
      throw new IllegalArgumentException("Batch call ids must be unique; '" + id + "' is there already");
    }
    calls.add(new Call(id, call));
    return new BatchEntry<>(calls.size() - 1, id);
  }

  /** Adds an untyped call; the id also becomes the call's correlation id. */
  public BatchEntry<ToolResult> add(String id, String tool, @Nullable Object arguments) {
    Objects.requireNonNull(tool, "tool");
    return add(id, () -> client.callToolAsync(tool, arguments, CallOptions.defaults().withCorrelationId(id)));
  }

  public BatchResults run() {
    return McpClient.await(runAsync());
  }

  public synchronized CompletableFuture<BatchResults> runAsync() {
    if (ran) {
      throw new IllegalStateException("A batch runs once");
    }
    ran = true;
    return new BatchRunner(client.serverName(), List.copyOf(calls), parallel, timeout).start();
  }
}
