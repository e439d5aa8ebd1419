package dev.imcp.simulator;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A simulator and a client connected to it, shared by the tests of a class: started before the first test, closed
 * after the last (the client first). Any client: the iMCP SDK's, an {@code McpClient}, or another library's; it is
 * given the simulator's {@linkplain ImcpSimulator#command() command}.
 *
 * <pre>{@code
 * class CalendarTest {
 *   @RegisterExtension
 *   static final SimulatedSession<ImcpClient> SESSION =
 *       SimulatedSession.connecting(command -> Imcp.connect(ServerCommand.of(command)));
 *
 *   @Test
 *   void fetchesEvents() {
 *     SESSION.client().calendar().eventsFetch(EventsFetchRequest.builder().build());
 *     assertThat(SESSION.lastCall().tool()).isEqualTo("events_fetch");
 *   }
 * }
 * }</pre>
 *
 * <p>For a simulator of its own per test, with other settings, use {@link ImcpSimulatorExtension} or {@link
 * ImcpSimulator#builder()}.
 *
 * @param <C> the client
 */
// JUnit's types, not re-exported (module-info.java): the tests that use this have JUnit.
@SuppressWarnings("exports")
public final class SimulatedSession<C extends AutoCloseable>
    implements BeforeAllCallback, AfterAllCallback {
  private final Function<List<String>, C> connect;
  private ImcpSimulator simulator;
  private C client;

  private SimulatedSession(Function<List<String>, C> connect) {
    this.connect = Objects.requireNonNull(connect, "connect");
  }

  /**
   * A session whose client {@code connect} makes from the simulator's command, for {@code @RegisterExtension} on a
   * static field.
   *
   * @param connect starts the client on the command of a simulator process
   * @param <C> the client
   * @return the session, started before the class's tests
   */
  public static <C extends AutoCloseable> SimulatedSession<C> connecting(
      Function<List<String>, C> connect) {
    return new SimulatedSession<>(connect);
  }

  /**
   * Starts a simulator with every service on and connects the client; when connecting fails, the simulator is closed.
   *
   * @param context the test class's context
   */
  @Override
  public void beforeAll(ExtensionContext context) {
    ImcpSimulator started = ImcpSimulator.start();
    try {
      client = connect.apply(started.command());
    } catch (RuntimeException | Error e) {
      started.close();
      throw e;
    }
    simulator = started;
  }

  /**
   * Closes the client, then deletes the simulator's files.
   *
   * @param context the test class's context
   * @throws Exception what the client's {@code close} throws
   */
  @Override
  public void afterAll(ExtensionContext context) throws Exception {
    C closingClient = client;
    ImcpSimulator closingSimulator = simulator;
    client = null;
    simulator = null;
    try {
      if (closingClient != null) {
        closingClient.close();
      }
    } finally {
      if (closingSimulator != null) {
        closingSimulator.close();
      }
    }
  }

  /**
   * {@return the simulator, to switch services and permissions or read its journal}
   *
   * @throws IllegalStateException outside the class's tests (the session is not started)
   */
  public ImcpSimulator simulator() {
    return started(simulator);
  }

  /**
   * {@return the client connected to the simulator}
   *
   * @throws IllegalStateException outside the class's tests (the session is not started)
   */
  public C client() {
    return started(client);
  }

  /**
   * {@return the last call the simulator answered}
   *
   * @throws IllegalStateException when it has answered none, or outside the class's tests
   */
  public SimulatedCall lastCall() {
    List<SimulatedCall> calls = simulator().calls();
    if (calls.isEmpty()) {
      throw new IllegalStateException("The simulator has answered no tools/call yet");
    }
    return calls.get(calls.size() - 1);
  }

  private static <T> T started(T value) {
    if (value == null) {
      throw new IllegalStateException("The simulated session is not started: register it with"
          + " @RegisterExtension on a static field, and use it in the class's tests");
    }
    return value;
  }
}
