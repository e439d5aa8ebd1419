package dev.imcp.build;

import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/** An HTTP server's bearer token in an environment variable, named by an option such as {@code --token-variable}. */
public final class EnvironmentCredentials implements CredentialSource {
  private final String variable;
  private final String option;
  private final Function<String, @Nullable String> environment;

  /**
   * Reads the token from {@code variable} when it is resolved.
   *
   * @param variable the variable's name
   * @param option how the front end names the option that gave it, for messages
   * @param environment the value of an environment variable, or null; {@code System::getenv} outside tests
   */
  public EnvironmentCredentials(
      String variable, String option, Function<String, @Nullable String> environment) {
    this.variable = variable;
    this.option = option;
    this.environment = environment;
  }

  @Override
  public Optional<String> given() {
    return Optional.of(option);
  }

  @Override
  public HttpCredentials resolve() {
    return HttpCredentials.fromEnvironment(variable, environment, option);
  }
}
