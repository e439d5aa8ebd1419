package dev.imcp.build;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** A plain dialect for this module's tests, so that they assert whole messages: {@code PACKAGE_NAME} is {@code --package-name}. */
final class TestDialect implements Dialect {
  static final TestDialect INSTANCE = new TestDialect();

  @Override
  public String goal(Goal goal) {
    return "test " + goal.word();
  }

  @Override
  public String option(Option option) {
    return "--" + option.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  @Override
  public String set(Option option, List<String> values) {
    return "give "
        + values.stream()
            .map(value -> option(option) + " " + value)
            .collect(Collectors.joining(" "));
  }

  @Override
  public String serverAdvice() {
    return "give --server";
  }

  @Override
  public String credentialsAdvice() {
    return "give --token-variable";
  }
}
