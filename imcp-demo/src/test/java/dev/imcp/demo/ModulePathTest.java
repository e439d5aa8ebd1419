package dev.imcp.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The demo, the iMCP SDK, the simulator, the runtime and their dependencies on the module path, as named modules, the
 * demo started as {@code dev.imcp.demo}: what the {@code module-info.java} files export, open and require is then what
 * the JVM enforces (Jackson reading generated records, Hibernate Validator, the runtime's own messages, the simulator's
 * API). Tests otherwise run on the class path, where descriptors are not enforced.
 */
class ModulePathTest {
  /** The demo and what it needs at run time; test tooling stays on the class path. */
  private static final Pattern MODULES = Pattern.compile(
      ".*/(imcp-(demo|simulator|sdk-generated|runtime|schema|discovery)/target/classes"
          + "|(imcp-(simulator|sdk-generated|runtime|schema|discovery)"
          + "|jackson-(databind|core|annotations|dataformat-yaml)|caffeine|error_prone_annotations"
          + "|jakarta\\.validation-api|hibernate-validator|jboss-logging|classmate|slf4j-api|slf4j-simple|jspecify"
          + "|httpclient5|httpcore5|handy-uri-templates"
          + "|mcp|mcp-core|mcp-json-jackson3|json-schema-validator|itu|snakeyaml-engine|reactor-core"
          + "|reactive-streams)-[0-9][^/]*\\.jar)");

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void theDemoRunsAsANamedModuleWithTheSdkTheSimulatorAndTheRuntime()
      throws IOException, InterruptedException {
    List<String> classPath =
        Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));
    String modulePath = classPath.stream()
        .filter(entry -> MODULES.matcher(entry.replace('\\', '/')).matches())
        .collect(Collectors.joining(File.pathSeparator));
    assertThat(modulePath)
        .contains("imcp-demo")
        .contains("imcp-simulator")
        .contains("imcp-sdk-generated")
        .contains("imcp-runtime")
        .contains("jackson-databind");

    Process demo = new ProcessBuilder(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "--module-path",
            modulePath,
            "--add-modules",
            "org.slf4j.simple",
            // The simulator process is started with this JVM's class path, so it keeps every entry.
            "-cp",
            String.join(File.pathSeparator, classPath),
            "--module",
            "dev.imcp.demo/dev.imcp.demo.Demo")
        .redirectErrorStream(true)
        .start();
    String output = new String(demo.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

    assertThat(demo.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(output)
        .contains("Connected to iMCP 1.3.0 (the simulator)")
        .contains("Partly Cloudy, 18.1 °C (feels like 17.4 °C), humidity 68.0 %")
        .contains("ServiceNotEnabledException: Open iMCP from the menu bar and turn on Messages.")
        .doesNotContain("unavailable")
        .doesNotContain("IllegalAccess")
        .doesNotContain("InaccessibleObject");
    assertThat(demo.exitValue()).as(output).isZero();
  }
}
