package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.TestServers;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The runtime's optional dependencies (HttpClient, Caffeine, Hibernate Validator and what it brings) are what their
 * names say: a stdio client runs without them, and each feature that needs one says which artifact to add. Run in a JVM
 * of its own, on this test's class path minus those jars.
 */
class LeanClassPathTest {
  private static final List<String> OPTIONAL = List.of(
      "httpclient5", "httpcore5", "caffeine", "hibernate-validator", "jboss-logging", "classmate");

  @Test
  void stdioRunsWithoutTheOptionalJarsAndEachFeatureNamesWhatItNeeds() throws Exception {
    String classPath = Arrays.stream(
            System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry ->
            OPTIONAL.stream().noneMatch(Path.of(entry).getFileName().toString()::startsWith))
        .collect(Collectors.joining(File.pathSeparator));
    assertThat(classPath).doesNotContain("httpclient5", "caffeine", "hibernate-validator");
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
        "-cp",
        classPath,
        LeanClient.class.getName()));
    command.addAll(TestServers.everything());
    Process client = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(client.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

    assertThat(client.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(client.exitValue()).as(output).isZero();
    assertThat(output.lines())
        .as(output)
        .contains("echo: Echo: lean")
        .anySatisfy(line -> assertThat(line)
            .startsWith("hand: Validating a ")
            .contains("org.hibernate.validator:hibernate-validator:9."))
        .anySatisfy(line -> assertThat(line)
            .startsWith("http: McpClient.http(…)")
            .contains("add org.apache.httpcomponents.client5:httpclient5:5.", "imcp-bom"))
        .anySatisfy(line -> assertThat(line)
            .startsWith("cache: A result cache")
            .contains("add com.github.ben-manes.caffeine:caffeine:3."))
        .contains("email: true", "not an email: false");
    assertThat(output).doesNotContain("NoClassDefFoundError", "WARN");
  }
}
