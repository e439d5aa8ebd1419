package dev.imcp.simulator;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives a test an {@link ImcpSimulator} with every service on, and cleans it up after the test (or after the class,
 * for a {@code @BeforeAll} parameter).
 *
 * <pre>{@code
 * @ExtendWith(ImcpSimulatorExtension.class)
 * class CalendarTest {
 *   @Test
 *   void fetchesEvents(ImcpSimulator simulator) { … }
 * }
 * }</pre>
 */
// JUnit's types, not re-exported (module-info.java): the tests that use this have JUnit.
@SuppressWarnings("exports")
public final class ImcpSimulatorExtension implements ParameterResolver {
  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(ImcpSimulatorExtension.class);

  /** Made by JUnit for {@code @ExtendWith(ImcpSimulatorExtension.class)}. */
  public ImcpSimulatorExtension() {}

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == ImcpSimulator.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    ImcpSimulator simulator = ImcpSimulator.start();
    context
        .getStore(NAMESPACE)
        .put(parameter.getDeclaringExecutable() + "#" + parameter.getIndex(), (AutoCloseable)
            simulator::close);
    return simulator;
  }
}
