package dev.imcp.build;

import java.util.List;

/**
 * How a front end names its goals and options, so that a message tells the user what to change in the terms they
 * configured it with: {@code <packageName>} and {@code -Dimcp.packageName=…} for Maven, {@code --package-name} for the
 * CLI.
 */
public interface Dialect {
  /**
   * {@return the goal as the user runs it, such as {@code imcp:generate} or {@code imcp generate}}
   *
   * @param goal the goal
   */
  String goal(Goal goal);

  /**
   * {@return the option as the user writes it, for saying which one is wrong, such as {@code <packageName>}}
   *
   * @param option the option
   */
  String option(Option option);

  /**
   * {@return how to give the option a value, as an imperative, such as {@code add --package-name com.example.tools}}
   *
   * @param option the option
   * @param values example values; more than one for an option that takes a list
   */
  String set(Option option, List<String> values);

  /**
   * {@return how to turn a switch on, such as {@code --offline}; by default the option as written}
   *
   * @param option a boolean option
   */
  default String flag(Option option) {
    return option(option);
  }

  /** {@return how to name a server (a command line, iMCP, a URL), as an imperative} */
  String serverAdvice();

  /** {@return how to give an HTTP server's bearer token, as an imperative} */
  String credentialsAdvice();
}
