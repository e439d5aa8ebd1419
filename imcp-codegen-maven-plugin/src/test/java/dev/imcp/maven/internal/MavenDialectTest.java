package dev.imcp.maven.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.build.Goal;
import dev.imcp.build.Option;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Messages name the goals' options as a pom and a Maven command line write them. */
class MavenDialectTest {
  private static final MavenDialect MAVEN = MavenDialect.INSTANCE;

  @Test
  void goalsAreTheirPrefixedNames() {
    assertThat(MAVEN.goal(Goal.CHECK)).isEqualTo("imcp:check");
  }

  @Test
  void everyOptionHasAParameterAndEachWithAPropertySaysBoth() {
    for (Option option : Option.values()) {
      assertThat(MAVEN.option(option)).isNotBlank();
      assertThat(MAVEN.set(option, List.of("x"))).startsWith("set <");
    }
    assertThat(MAVEN.set(Option.PACKAGE_NAME, List.of("com.example.tools")))
        .isEqualTo(
            "set <packageName>com.example.tools</packageName> in the plugin's configuration, or "
                + "-Dimcp.packageName=com.example.tools");
    assertThat(MAVEN.set(Option.FAIL_ON, List.of("breaking")))
        .isEqualTo(
            "set <failOn>breaking</failOn> in the plugin's configuration, or -Dimcp.check.failOn=breaking");
  }

  @Test
  void listsAreWrittenElementByElement() {
    assertThat(MAVEN.set(Option.EXCLUDE_TOOLS, List.of("a", "b")))
        .isEqualTo(
            "set <excludeTools><excludeTool>a</excludeTool><excludeTool>b</excludeTool></excludeTools> in the "
                + "plugin's configuration, or -Dimcp.excludeTools=a,b");
    assertThat(MAVEN.set(Option.SERVICE_RULES, List.of("events_*=calendar")))
        .isEqualTo(
            "set <serviceRules><serviceRule>events_*=calendar</serviceRule></serviceRules> in the "
                + "plugin's configuration");
  }

  @Test
  void theTimeoutLivesInTheServerBlock() {
    assertThat(MAVEN.option(Option.TIMEOUT)).isEqualTo("<startupTimeout>");
    assertThat(MAVEN.set(Option.TIMEOUT, List.of("120")))
        .isEqualTo("set <startupTimeout>120</startupTimeout> in the plugin's <server> block");
  }

  @Test
  void switchesAreProperties() {
    assertThat(MAVEN.flag(Option.OFFLINE)).isEqualTo("-Dimcp.offline=true");
  }
}
