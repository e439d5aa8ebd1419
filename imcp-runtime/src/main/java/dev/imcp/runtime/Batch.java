package dev.imcp.runtime;

import dev.imcp.runtime.error.BatchTimeoutException;
import dev.imcp.runtime.error.McpException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
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
 * Entry<WeatherConditions> sf = batch.add("sf", () -> imcp.weather().weatherCurrentAsync(WeatherCurrentRequest.of(37.77, -122.42)));
 * Entry<ToolResult> raw = batch.add("events", "events_fetch", Map.of());
 * Results results = batch.run();
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

  /**
   * All calls in flight at once; results still come back in the order added.
   *
   * @return this batch
   */
  public Batch parallel() {
    this.parallel = true;
    return this;
  }

  /**
   * One call after another, each starting when the previous one ended, however it ended. The default.
   *
   * @return this batch
   */
  public Batch sequential() {
    this.parallel = false;
    return this;
  }

  /**
   * A deadline for the whole batch, counted from {@link #run()}. Default none: each call has its own timeout.
   *
   * @param timeout a positive duration
   * @return this batch
   */
  public Batch timeout(Duration timeout) {
    this.timeout = Optional.of(Arguments.requirePositive(timeout, "timeout"));
    return this;
  }

  /**
   * Adds a typed call, such as a generated service's {@code …Async} method.
   *
   * @param <T> what the call returns
   * @param id the call's name in the results, unique in this batch
   * @param call starts the call when the batch gets to it
   * @return the handle to read the call's outcome with
   * @throws IllegalArgumentException when {@code id} is already in the batch
   */
  public synchronized <T> Entry<T> add(String id, Supplier<CompletableFuture<T>> call) {
    Objects.requireNonNull(call, "call");
    if (!ids.add(Objects.requireNonNull(id, "id"))) {
      throw new IllegalArgumentException(
          "Batch call ids must be unique; '" + id + "' is there already");
    }
    calls.add(new Call(id, call));
    return new Entry<>(calls.size() - 1, id);
  }

  /**
   * Adds an untyped call; the id also becomes the call's correlation id.
   *
   * @param id the call's name in the results, unique in this batch
   * @param tool the tool's name
   * @param arguments a request object, a {@code Map}, a JSON object (a Jackson 3 tree,
   *     or JSON text in a {@code String}), or null for none
   * @return the handle to read the call's outcome with
   * @throws IllegalArgumentException when {@code id} is already in the batch
   */
  public Entry<ToolResult> add(String id, String tool, @Nullable Object arguments) {
    Objects.requireNonNull(tool, "tool");
    return add(
        id,
        () -> client.callToolAsync(tool, arguments, CallOptions.defaults().withCorrelationId(id)));
  }

  /**
   * Runs the calls and waits until each has ended. A failing call does not fail the batch: it is one outcome.
   *
   * @return every call's outcome
   * @throws IllegalStateException when the batch already ran
   */
  public Results run() {
    return client.await(runAsync());
  }

  /**
   * Runs the calls, without waiting.
   *
   * @return every call's outcome to come
   * @throws IllegalStateException when the batch already ran
   */
  public synchronized CompletableFuture<Results> runAsync() {
    if (ran) {
      throw new IllegalStateException("A batch runs once");
    }
    ran = true;
    return new BatchRunner(client.serverName(), List.copyOf(calls), parallel, timeout).start();
  }

  /**
   * A handle to one call in a {@link Batch}, for reading its outcome with the right type.
   *
   * @param <T> what the call returns
   */
  public static final class Entry<T> {
    private final int index;
    private final String id;

    Entry(int index, String id) {
      this.index = index;
      this.id = id;
    }

    /** {@return the position in the batch, from 0} */
    public int index() {
      return index;
    }

    /** {@return the id given when the call was added} */
    public String id() {
      return id;
    }

    @Override
    public String toString() {
      return "Entry[" + index + ", " + id + "]";
    }
  }

  /**
   * How one call of a batch ended: its value, or its failure. One failure never hides another call's outcome.
   *
   * @param <T> what the call returns
   */
  public static final class Outcome<T> {
    private final String id;
    private final @Nullable T value;
    private final @Nullable Throwable failure;

    private Outcome(String id, @Nullable T value, @Nullable Throwable failure) {
      this.id = id;
      this.value = value;
      this.failure = failure;
    }

    static <T> Outcome<T> success(String id, @Nullable T value) {
      return new Outcome<>(id, value, null);
    }

    static <T> Outcome<T> failure(String id, Throwable failure) {
      Throwable cause = failure instanceof CompletionException && failure.getCause() != null
          ? failure.getCause()
          : failure;
      return new Outcome<>(id, null, cause);
    }

    /** {@return the id given when the call was added} */
    public String id() {
      return id;
    }

    /** {@return whether the call ended with a value} */
    public boolean succeeded() {
      return failure == null;
    }

    /** {@return the call's value; empty when it failed, or when it succeeded with null} */
    public Optional<T> value() {
      return Optional.ofNullable(value);
    }

    /**
     * {@return why the call failed; empty when it succeeded} Usually an {@link McpException}; a {@link
     * BatchTimeoutException} for calls cut by the batch's deadline.
     */
    public Optional<Throwable> failure() {
      return Optional.ofNullable(failure);
    }

    /**
     * {@return the value, or throws the failure}
     *
     * @throws RuntimeException the failure as it is when unchecked, any other wrapped in a {@link CompletionException}
     */
    public @Nullable T getOrThrow() {
      if (failure instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (failure != null) {
        throw new CompletionException(failure);
      }
      return value;
    }

    @Override
    public String toString() {
      return id + (failure == null ? " = " + value : " failed: " + failure);
    }
  }

  /** Every call's outcome, in the order the calls were added. */
  public static final class Results {
    private final List<Outcome<?>> outcomes;

    Results(List<Outcome<?>> outcomes) {
      this.outcomes = List.copyOf(outcomes);
    }

    /** {@return every outcome, in the order the calls were added} */
    public List<Outcome<?>> outcomes() {
      return outcomes;
    }

    /**
     * {@return the outcome of one call}
     *
     * @param <T> what the call returns
     * @param entry the handle {@link Batch#add} gave for the call
     */
    @SuppressWarnings("unchecked") // the entry was made with the call that produced this outcome
    public <T> Outcome<T> get(Entry<T> entry) {
      return (Outcome<T>) outcomes.get(entry.index());
    }

    /** {@return whether every call ended with a value} */
    public boolean allSucceeded() {
      return outcomes.stream().allMatch(Outcome::succeeded);
    }

    @Override
    public String toString() {
      return outcomes.toString();
    }
  }
}
