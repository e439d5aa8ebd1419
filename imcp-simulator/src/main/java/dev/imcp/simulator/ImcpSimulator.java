package dev.imcp.simulator;

import dev.imcp.simulator.internal.ControlFile;
import dev.imcp.simulator.internal.ControlState;
import dev.imcp.simulator.internal.Journal;
import dev.imcp.simulator.internal.SimulatorMain;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * An iMCP stand-in for tests on any OS: the command that starts a simulator process (hand it to any MCP client), and
 * the iMCP menu's switches, which take effect in a running simulator at once (tools vanish from {@code tools/list} and
 * {@code notifications/tools/list_changed} is sent). The simulator answers every iMCP tool with iMCP's result shapes
 * and error texts, and has iMCP's whole-number quirk. Its journal says what it received.
 *
 * <pre>{@code
 * try (ImcpSimulator simulator = ImcpSimulator.start();
 *     ImcpClient imcp = ImcpClient.connect(ServerCommand.of(simulator.command()))) {
 *   simulator.disableService(ImcpService.MESSAGES);
 * }
 * }</pre>
 *
 * <p>The process runs on this JVM's class path, which must hold this module and its dependencies (as a test class path
 * does). Thread-safe.
 */
public final class ImcpSimulator implements AutoCloseable {
  private static final Duration APPLY_TIMEOUT = Duration.ofSeconds(10);

  private final Path directory;
  private final Path control;
  private final Path journal;
  private final Duration approvalDelay;
  private ControlState state;

  private ImcpSimulator(Builder builder) {
    try {
      this.directory = Files.createTempDirectory("imcp-simulator");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    this.control = directory.resolve("control.properties");
    this.journal = directory.resolve("journal.jsonl");
    this.approvalDelay = builder.approvalDelay;
    this.state = new ControlState(0, builder.imcpOn, builder.enabled, builder.denied);
    ControlFile.write(control, state);
  }

  /** {@return a simulator with every service on, iMCP on, every permission granted, no approval delay} */
  public static ImcpSimulator start() {
    return builder().build();
  }

  /** {@return a builder whose defaults are those of {@link #start()}} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return the command line that starts a simulator process speaking MCP on stdio; start as many as needed} */
  public List<String> command() {
    List<String> command = new ArrayList<>(List.of(
        javaExecutable(),
        "-XX:TieredStopAtLevel=1",
        "-XX:+UseSerialGC",
        "-cp",
        System.getProperty("java.class.path"),
        SimulatorMain.class.getName(),
        "--control",
        control.toString(),
        "--journal",
        journal.toString()));
    if (!approvalDelay.isZero()) {
      command.addAll(List.of("--approval-delay-ms", Long.toString(approvalDelay.toMillis())));
    }
    return List.copyOf(command);
  }

  /**
   * Switches a service off in the iMCP menu: its tools leave {@code tools/list}; calls get "Tool not found…". Waits
   * until a running simulator has applied it.
   *
   * @param service the service
   * @throws IllegalStateException when a running simulator does not apply it within 10 s
   */
  public void disableService(ImcpService service) {
    EnumSet<ImcpService> enabled = copy(state.enabled());
    enabled.remove(service);
    change(state.imcpOn(), enabled, state.denied());
  }

  /**
   * Switches a service on in the iMCP menu; waits as {@link #disableService} does.
   *
   * @param service the service
   * @throws IllegalStateException when a running simulator does not apply it within 10 s
   */
  public void enableService(ImcpService service) {
    EnumSet<ImcpService> enabled = copy(state.enabled());
    enabled.add(service);
    change(state.imcpOn(), enabled, state.denied());
  }

  /**
   * Switches iMCP off: {@code tools/list} is empty and every call gets "iMCP is currently disabled…". Waits as {@link
   * #disableService} does.
   *
   * @throws IllegalStateException when a running simulator does not apply it within 10 s
   */
  public void disableImcp() {
    change(false, state.enabled(), state.denied());
  }

  /**
   * Switches iMCP back on; waits as {@link #disableService} does.
   *
   * @throws IllegalStateException when a running simulator does not apply it within 10 s
   */
  public void enableImcp() {
    change(true, state.enabled(), state.denied());
  }

  /**
   * Takes away the macOS permission a service needs (Calendar, Reminders, Location, Camera, Contacts, Messages): its
   * calls fail with iMCP's "access not authorized" texts. Waits as {@link #disableService} does.
   *
   * @param service the service
   * @throws IllegalStateException when a running simulator does not apply it within 10 s
   */
  public void denyPermission(ImcpService service) {
    EnumSet<ImcpService> denied = copy(state.denied());
    denied.add(service);
    change(state.imcpOn(), state.enabled(), denied);
  }

  /**
   * Gives back the macOS permission a service needs; waits as {@link #disableService} does.
   *
   * @param service the service
   * @throws IllegalStateException when a running simulator does not apply it within 10 s
   */
  public void grantPermission(ImcpService service) {
    EnumSet<ImcpService> denied = copy(state.denied());
    denied.remove(service);
    change(state.imcpOn(), state.enabled(), denied);
  }

  /** {@return every call any simulator process started from {@link #command()} answered, in order} */
  public List<SimulatedCall> calls() {
    return Journal.read(journal);
  }

  /**
   * Deletes the simulator's files. Processes still running keep the last state.
   *
   * @throws UncheckedIOException when a file cannot be deleted
   */
  @Override
  public void close() {
    try (Stream<Path> files = Files.walk(directory)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes the new state and, when a simulator is running, waits until it has applied it and told its client. */
  private synchronized void change(
      boolean imcpOn, Set<ImcpService> enabled, Set<ImcpService> denied) {
    state = state.next(imcpOn, enabled, denied);
    ControlFile.write(control, state);
    long deadline = System.nanoTime() + APPLY_TIMEOUT.toNanos();
    while (true) {
      Optional<ControlFile.Ack> ack = ControlFile.readAck(control);
      boolean running = ack.flatMap(a -> ProcessHandle.of(a.pid()))
          .map(ProcessHandle::isAlive)
          .orElse(false);
      if (!running || ack.get().generation() >= state.generation()) {
        return;
      }
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("The simulator (pid " + ack.get().pid()
            + ") did not apply the change within " + APPLY_TIMEOUT);
      }
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("Interrupted while waiting for the simulator", e);
      }
    }
  }

  private static EnumSet<ImcpService> copy(Set<ImcpService> services) {
    return services.isEmpty() ? EnumSet.noneOf(ImcpService.class) : EnumSet.copyOf(services);
  }

  private static String javaExecutable() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** How the simulated iMCP starts. */
  public static final class Builder {
    private Duration approvalDelay = Duration.ZERO;
    private boolean imcpOn = true;
    private Set<ImcpService> enabled = EnumSet.allOf(ImcpService.class);
    private Set<ImcpService> denied = Set.of();

    private Builder() {}

    /**
     * How long {@code initialize} waits, as for a person approving the client in iMCP. Default none.
     *
     * @param delay zero or more
     * @return this builder
     * @throws IllegalArgumentException for a negative delay
     */
    public Builder approvalDelay(Duration delay) {
      if (delay.isNegative()) {
        throw new IllegalArgumentException("approvalDelay must not be negative: " + delay);
      }
      this.approvalDelay = delay;
      return this;
    }

    /**
     * The services switched on at start; default all. (A fresh iMCP install has only Maps on.)
     *
     * @param services the services on; the others are off
     * @return this builder
     */
    public Builder enabledServices(ImcpService... services) {
      this.enabled = Set.copyOf(Arrays.asList(services));
      return this;
    }

    /**
     * Whether iMCP's global switch is on at start; default on.
     *
     * @param on the switch
     * @return this builder
     */
    public Builder imcpEnabled(boolean on) {
      this.imcpOn = on;
      return this;
    }

    /**
     * The services whose macOS permission is missing at start; default none.
     *
     * @param services the services without permission
     * @return this builder
     */
    public Builder deniedPermissions(ImcpService... services) {
      this.denied = Set.copyOf(Arrays.asList(services));
      return this;
    }

    /**
     * Writes the simulator's control file; processes start from {@link ImcpSimulator#command()}.
     *
     * @return the simulator; close it to delete its files
     * @throws UncheckedIOException when its temporary directory cannot be made
     */
    public ImcpSimulator build() {
      return new ImcpSimulator(this);
    }
  }

  @Override
  public String toString() {
    return "ImcpSimulator[" + Objects.toString(directory) + ", " + state + "]";
  }
}
