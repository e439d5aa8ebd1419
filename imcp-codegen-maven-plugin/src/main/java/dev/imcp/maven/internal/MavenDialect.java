package dev.imcp.maven.internal;

import dev.imcp.build.Dialect;
import dev.imcp.build.Goal;
import dev.imcp.build.Option;
import java.util.List;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/** The goals' options as a pom and a Maven command line spell them: {@code <packageName>}, {@code -Dimcp.packageName}. */
public final class MavenDialect implements Dialect {
  /** The one instance: it holds nothing. */
  public static final MavenDialect INSTANCE = new MavenDialect();

  private MavenDialect() {}

  @Override
  public String goal(Goal goal) {
    return "imcp:" + goal.word();
  }

  @Override
  public String option(Option option) {
    return option == Option.SERVER ? "-Dimcp.server" : "<" + parameter(option) + ">";
  }

  @Override
  public String set(Option option, List<String> values) {
    String parameter = parameter(option);
    if (option == Option.TIMEOUT) {
      return "set <" + parameter + ">" + values.get(0) + "</" + parameter
          + "> in the plugin's <server> block";
    }
    String element = values.size() == 1 && !option.takesList()
        ? element(parameter, values.get(0))
        : element(
            parameter,
            values.stream()
                .map(value -> element(parameter.substring(0, parameter.length() - 1), value))
                .collect(Collectors.joining()));
    String property = property(option);
    return "set " + element + " in the plugin's configuration"
        + (property == null ? "" : ", or -D" + property + "=" + String.join(",", values));
  }

  @Override
  public String flag(Option option) {
    return "-D" + property(option) + "=true";
  }

  @Override
  public String serverAdvice() {
    return "set <server> in the plugin's configuration, or -Dimcp.server=\"<command line>\" "
        + "(-Dimcp.server=imcp for iMCP, -Dimcp.server=https://…/mcp for an HTTP server)";
  }

  @Override
  public String credentialsAdvice() {
    return "set <serverId> to the id of a <server> in settings.xml whose <password> is the bearer token, or "
        + "<tokenVariable> to the name of an environment variable that holds it (-Dimcp.serverId=…, "
        + "-Dimcp.tokenVariable=…); never put a token in the pom";
  }

  private static String element(String name, String content) {
    return "<" + name + ">" + content + "</" + name + ">";
  }

  private static String parameter(Option option) {
    return switch (option) {
      case SNAPSHOT -> "snapshot";
      case SERVER -> "server";
      case OFFLINE -> "offline";
      case PACKAGE_NAME -> "packageName";
      case CLIENT_NAME -> "clientName";
      case OUTPUT_DIRECTORY -> "outputDirectory";
      case SERVICE_RULES -> "serviceRules";
      case RESULT_MAPPINGS -> "resultMappings";
      case TYPE_MAPPINGS -> "typeMappings";
      case INCLUDE_TOOLS -> "includeTools";
      case EXCLUDE_TOOLS -> "excludeTools";
      case INCLUDE_PROMPTS -> "includePrompts";
      case EXCLUDE_PROMPTS -> "excludePrompts";
      case INCLUDE_RESOURCES -> "includeResources";
      case EXCLUDE_RESOURCES -> "excludeResources";
      case FAIL_ON -> "failOn";
      case TIMEOUT -> "startupTimeout";
      case TOKEN_VARIABLE -> "tokenVariable";
    };
  }

  private static @Nullable String property(Option option) {
    return switch (option) {
      case SERVICE_RULES, RESULT_MAPPINGS, TIMEOUT -> null;
      case FAIL_ON -> "imcp.check.failOn";
      case SERVER -> "imcp.server";
      default -> "imcp." + parameter(option);
    };
  }
}
