package dev.imcp.runtime.stub;

import dev.imcp.runtime.LifecycleEvent;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.NotificationListener;
import dev.imcp.runtime.internal.base.Futures;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.RuntimeThread;
import dev.imcp.schema.Change;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The drift check that {@link ToolGuard} and {@link ContextGuard} share: when the comparison runs, its latest result by
 * member, and what the {@link DriftPolicy} makes of it. The first comparison runs at once under {@link
 * DriftPolicy#FAIL} (and {@link #start} waits for it, since calls may be refused), after the first call's answer under
 * {@link DriftPolicy#LOG} (or when {@link #status()} is asked), never under {@link DriftPolicy#IGNORE}; it runs again
 * after a {@code list_changed} of the guard's lists (from the first comparison on) and after a supervised restart.
 * What is listed and how it is compared is the guard's subclass.
 *
 * <p>No lambda, method reference or stream is made on the way to a typed client's first call (construction, {@link
 * #start}, {@link #refusal}, {@link #thenCompare}): in a cold JVM each spins a class, and their share of a launch was
 * measurable (docs/PERFORMANCE.md, "Cold start: the typed path"). The check is its own listener for that reason.
 *
 * @param <K> how a member is named
 * @param <L> what the live server lists
 */
abstract class DriftCheck<K, L>
    implements NotificationListener,
        Consumer<LifecycleEvent>,
        BiConsumer<@Nullable Object, @Nullable Throwable>,
        Runnable {
  /** One member's standing, with the breaking changes that make it {@link ToolStatus#BROKEN}. */
  record Evaluation(ToolStatus status, List<Change> breaking) {
    static final Evaluation UNKNOWN = new Evaluation(ToolStatus.UNKNOWN, List.of());

    static Evaluation of(ToolStatus status) {
      return new Evaluation(status, List.of());
    }

    boolean drifted() {
      return status == ToolStatus.MISSING || status == ToolStatus.BROKEN;
    }
  }

  private final McpClient client;
  private final DriftPolicy policy;
  /** The guard's, so that its drift is logged under its name. */
  private final Log log;
  /** What the guard's lists hold, for log messages: {@code tools}, {@code prompts and resources}. */
  private final String members;

  private volatile Map<K, Evaluation> evaluations;
  /** The first comparison; under LOG it starts after the first call's answer. */
  private final CompletableFuture<Void> initial = new CompletableFuture<>();

  private final AtomicBoolean initialStarted = new AtomicBoolean();

  /**
   * @param log the guard's logger
   * @param members what the guard's lists hold, for log messages
   * @param keys the SDK's members, in its order
   */
  DriftCheck(McpClient client, DriftPolicy policy, Log log, String members, Collection<K> keys) {
    this.client = client;
    this.policy = Objects.requireNonNull(policy, "policy");
    this.log = log;
    this.members = members;
    Map<K, Evaluation> unknown = new LinkedHashMap<>();
    for (K key : keys) {
      unknown.put(key, Evaluation.UNKNOWN);
    }
    this.evaluations = unknown;
  }

  /** {@return the live server's lists, to come} */
  abstract CompletableFuture<L> list();

  /** {@return each member's standing against what was listed, in the SDK's order} */
  abstract Map<K, Evaluation> compare(L live);

  /** {@return the exception that refuses a call to a drifted member, whose message is also the warning logged} */
  abstract RuntimeException drift(K key, Evaluation evaluation);

  /** {@return whether a notification announces a change of the guard's lists} */
  abstract boolean announcesChange(String method);

  /**
   * Compares as the policy says, again after every announcement {@link #announcesChange} accepts and after a restart;
   * under FAIL the first comparison runs now and this waits for it. Nothing is ever compared under IGNORE or without
   * members.
   */
  final void start() {
    if (policy == DriftPolicy.IGNORE || evaluations.isEmpty()) {
      initial.complete(null);
      return;
    }
    client.addNotificationListener(this);
    client.addLifecycleListener(this);
    if (policy == DriftPolicy.FAIL) {
      compareOnce();
      initial.join();
    }
  }

  /** A notification: compares again after a change of the guard's lists, once the first comparison has started. */
  @Override
  public final void onNotification(String method, Map<String, Object> params) {
    // Before the first comparison has started, it lists itself: a change announced earlier
    // (server-everything announces one right after initialize) needs no list of its own, whose
    // comparison would hold up the client's reader while the first call waits.
    if (announcesChange(method) && initialStarted.get()) {
      list().whenComplete(new Compared());
    }
  }

  /** A lifecycle event: a restarted server may offer other members. */
  @Override
  public final void accept(LifecycleEvent event) {
    if (event.kind() == LifecycleEvent.Kind.RESTARTED) {
      list().whenComplete(new Compared());
    }
  }

  /** The first call's answer (or failure) under LOG: starts the first comparison. */
  @Override
  public final void accept(@Nullable Object result, @Nullable Throwable failure) {
    compareOnce();
  }

  /** {@return each member's standing, in the SDK's order} Waits for the first comparison, starting it under LOG. */
  final Map<K, ToolStatus> status() {
    if (policy != DriftPolicy.IGNORE) {
      compareOnce();
    }
    initial.join();
    Map<K, ToolStatus> status = new LinkedHashMap<>();
    evaluations.forEach((key, evaluation) -> status.put(key, evaluation.status()));
    return status;
  }

  /**
   * {@return why a call to {@code key} is refused: under FAIL, a member missing or broken on the live server; null when
   * it is not}
   */
  final @Nullable RuntimeException refusal(K key) {
    // Under LOG the server decides about a member it no longer lists: its own error says why (iMCP:
    // service switched off).
    Evaluation evaluation = evaluations.get(key);
    return evaluation != null && policy == DriftPolicy.FAIL && evaluation.drifted()
        ? drift(key, evaluation)
        : null;
  }

  /**
   * {@code call}, with the first comparison started once its answer is in (under LOG, until it has started), on the
   * thread that completes it: a blocking caller returns without listing itself. A call answered already was answered
   * on the caller's own thread (a blocking HTTP call runs its exchange there, {@code CallerRuns}): the comparison then
   * starts on a runtime thread of its own, since started here its list request was made and sent before the caller had
   * its answer (5-15 ms of a cold typed client's way to its first call, docs/PERFORMANCE.md).
   */
  final <T> CompletableFuture<T> thenCompare(CompletableFuture<T> call) {
    if (policy == DriftPolicy.LOG && !initialStarted.get()) {
      if (call.isDone()) {
        RuntimeThread.of("imcp-drift-check", this).start();
      } else {
        call.whenComplete(this);
      }
    }
    return call;
  }

  /** Starts the first comparison: on a thread of its own when the first call was answered on its caller's. */
  @Override
  public final void run() {
    compareOnce();
  }

  /** Starts the first comparison, once. */
  private void compareOnce() {
    if (!initialStarted.compareAndSet(false, true)) {
      return;
    }
    list().whenComplete(new InitialCompared());
  }

  /** A comparison's list, compared. */
  private final class Compared implements BiConsumer<L, @Nullable Throwable> {
    @Override
    public void accept(@Nullable L live, @Nullable Throwable failure) {
      compared(live, failure);
    }
  }

  /** The first comparison's list, compared; then {@link #status()} may read. */
  private final class InitialCompared implements BiConsumer<L, @Nullable Throwable> {
    @Override
    public void accept(@Nullable L live, @Nullable Throwable failure) {
      try {
        compared(live, failure);
      } finally {
        initial.complete(null); // status() must never wait forever
      }
    }
  }

  private void compared(@Nullable L live, @Nullable Throwable failure) {
    if (live == null) {
      if (client.isClosed()) {
        // Closed by its owner before the comparison could list: nothing drifted, nothing to warn
        // of.
        log.debug(
            "No comparison of the {} of {}: the client is closed", members, client.serverName());
      } else {
        warnCannotCompare(failure == null ? "no list" : Futures.unwrap(failure).getMessage());
      }
      return;
    }
    try {
      Map<K, Evaluation> next = compare(live);
      evaluations = next;
      for (Map.Entry<K, Evaluation> entry : next.entrySet()) {
        if (entry.getValue().drifted()) {
          log.warn("{}", drift(entry.getKey(), entry.getValue()).getMessage());
        }
      }
    } catch (RuntimeException e) {
      warnCannotCompare(e.toString());
    }
  }

  private void warnCannotCompare(@Nullable String why) {
    log.warn(
        "Cannot compare the {} of {} with the generated SDK: {}",
        members,
        client.serverName(),
        why);
  }
}
