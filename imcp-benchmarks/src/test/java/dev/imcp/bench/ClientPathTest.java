package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.node.ObjectNode;

/** Each client's JVM gets the class path of an application that uses it, and runs on it. */
class ClientPathTest {
  private static final DependencyTree TREE = DependencyTree.parse(List.of(
      "dev.imcp:imcp-benchmarks:jar:1",
      "+- tools.jackson.core:jackson-core:jar:3.0:compile",
      "+- dev.imcp:imcp-test-support:jar:1:compile",
      "\\- tools.profiler:async-profiler:jar:4.6:compile"));

  @Test
  void theBenchmarksClassesComeFirstThenTheClientsJarsThenTheBenchmarksOwn() {
    List<String> entries = List.of(
        "/repo/tools/profiler/async-profiler/4.6/async-profiler-4.6.jar",
        "/work/imcp-test-support/target/classes",
        "/repo/junit/junit-6.jar",
        "/repo/tools/jackson/core/jackson-core/3.0/jackson-core-3.0.jar");

    assertThat(ClientPath.of("raw", TREE, entries).split(File.pathSeparator))
        .containsExactly(
            benchmarkClasses(),
            "/repo/tools/jackson/core/jackson-core/3.0/jackson-core-3.0.jar",
            "/work/imcp-test-support/target/classes",
            "/repo/tools/profiler/async-profiler/4.6/async-profiler-4.6.jar");
  }

  @Test
  void aJarMissingFromThisClassPathIsNamed() {
    assertThatThrownBy(() -> ClientPath.of("raw", TREE, List.of("/repo/other-1.jar")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("tools.jackson.core:jackson-core (jackson-core-3.0.jar)");
  }

  @Test
  void theRestOfThisClassPathCanFollowInItsOrder() {
    String path = String.join(File.pathSeparator, "/bench/classes", "/repo/b.jar");
    List<String> entries = List.of("/repo/a.jar", "/repo/b.jar", "/bench/classes", "/repo/c.jar");

    assertThat(ClientPath.withTheRest(path, entries).split(File.pathSeparator))
        .containsExactly("/bench/classes", "/repo/b.jar", "/repo/a.jar", "/repo/c.jar");
  }

  @Test
  void anUnknownWayIsRefused() {
    assertThat(ClientPath.mode("whole")).isEqualTo("whole");
    assertThatThrownBy(() -> ClientPath.mode("all"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("imcp.bench.classPath=all");
  }

  @Test
  void anUnknownClientIsRefused() {
    assertThatThrownBy(() -> ClientPath.dependencies("nobody"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("nobody");
  }

  @Test
  void fromThisModulesTreeOursHoldsItsDependenciesAndNoOtherClients() {
    String path = ClientPath.of("http-untyped");

    assertThat(path.split(File.pathSeparator)[0]).isEqualTo(benchmarkClasses());
    assertThat(path)
        .contains(
            "imcp-runtime",
            "jackson-databind",
            "jackson-core",
            "httpclient5",
            "httpcore5",
            "slf4j-simple")
        .doesNotContain("/mcp-", "archunit", "junit", "jmh-core", "caffeine", "opentelemetry");
    assertThat(path.indexOf("imcp-runtime")).isLessThan(path.indexOf("httpclient5"));
  }

  @Test
  void thisModulesTreeIsParsedOnceForEveryClient() {
    DependencyTree first = ClientPath.tree();
    ClientPath.of("raw");
    ClientPath.of("official");

    assertThat(ClientPath.tree()).isSameAs(first);
  }

  @Test
  void fromThisModulesTreeTheFloorHoldsJacksonsStreamingApiAlone() {
    assertThat(ClientPath.of("raw"))
        .contains("jackson-core")
        .doesNotContain("jackson-databind", "imcp-runtime", "/mcp-", "slf4j");
  }

  @Test
  void fromThisModulesTreeTheOfficialSdkHoldsItsOwnJackson() {
    assertThat(ClientPath.of("official"))
        .contains("/mcp-2", "mcp-core", "reactor-core", "jackson-databind")
        .doesNotContain("imcp-runtime", "httpclient5");
  }

  /** The stdio clients of the harness's default run are launched on their paths by {@link HarnessSmokeTest}. */
  @ParameterizedTest
  @ValueSource(
      strings = {"http-raw", "http-untyped", "http-imcp", "http-official", "untyped-legacy"})
  @Timeout(value = 2, unit = TimeUnit.MINUTES)
  void eachClientMakesItsFirstCallOnItsOwnPath(String client) throws Exception {
    ObjectNode result = ClientProcess.coldStart(client);

    assertThat(result.path("launchToFirstCallMs").asDouble()).isPositive();
    assertThat(result.path("classesToFirstCall").asLong()).isPositive();
  }

  /** Surefire runs in the module's directory, whose classes are the benchmark's. */
  private static String benchmarkClasses() {
    return Path.of("target", "classes").toAbsolutePath().toString();
  }
}
