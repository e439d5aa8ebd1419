package dev.imcp.cli;

import dev.imcp.build.Dialect;
import dev.imcp.build.Goal;
import dev.imcp.build.Option;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** The goals' options as the command line spells them: {@code imcp generate --package-name com.example.tools}. */
final class CliDialect implements Dialect {
  static final CliDialect INSTANCE = new CliDialect();

  /** What a shell passes through unquoted. */
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9._/:,=+@%-]+");

  private CliDialect() {}

  @Override
  public String goal(Goal goal) {
    return "imcp " + goal.word();
  }

  @Override
  public String option(Option option) {
    return switch (option) {
      case SNAPSHOT -> "--snapshot";
      case SERVER -> "--server";
      case OFFLINE -> "--offline";
      case PACKAGE_NAME -> "--package-name";
      case CLIENT_NAME -> "--client-name";
      case OUTPUT_DIRECTORY -> "--output";
      case SERVICE_RULES -> "--service-rule";
      case RESULT_MAPPINGS -> "--result-mapping";
      case TYPE_MAPPINGS -> "--type-mapping";
      case INCLUDE_TOOLS -> "--include";
      case EXCLUDE_TOOLS -> "--exclude";
      case INCLUDE_PROMPTS -> "--include-prompt";
      case EXCLUDE_PROMPTS -> "--exclude-prompt";
      case INCLUDE_RESOURCES -> "--include-resource";
      case EXCLUDE_RESOURCES -> "--exclude-resource";
      case FAIL_ON -> "--fail-on";
      case TIMEOUT -> "--timeout";
      case TOKEN_VARIABLE -> "--token-variable";
    };
  }

  @Override
  public String set(Option option, List<String> values) {
    return "add "
        + values.stream()
            .map(value -> option(option) + " " + quoted(value))
            .collect(Collectors.joining(" "));
  }

  @Override
  public String serverAdvice() {
    return "add --server \"<command line>\" (--server imcp for iMCP), or --url https://…/mcp for an HTTP "
        + "server";
  }

  @Override
  public String credentialsAdvice() {
    return "add --token-variable NAME, naming an environment variable that holds the bearer token; never put a "
        + "token on the command line";
  }

  /** A value as a shell user types it: quoted when it holds a glob, a space or another special character. */
  static String quoted(String value) {
    return PLAIN.matcher(value).matches() ? value : "'" + value.replace("'", "'\\''") + "'";
  }
}
