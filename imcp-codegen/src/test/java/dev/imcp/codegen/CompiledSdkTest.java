package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.schema.SnapshotFormat;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** That running a probe of an SDK that did not compile cleanly fails with javac's own messages. */
class CompiledSdkTest {
  private static final String TOOLS = """
      {"tools":[{"name":"echo","inputSchema":{"type":"object","required":["text"],
        "properties":{"text":{"type":"string"}}}}]}""";

  private static CompiledSdk compileProbe(String body, Path dir) {
    return CompiledSdk.compile(
        SnapshotFormat.read(TOOLS, "inline"),
        GeneratorOptions.builder("com.example.probe").build(),
        Map.of("com.example.probe.Probe", """
            package com.example.probe;

            public class Probe {
              public static Object run() {
                %s
              }
            }
            """.formatted(body)),
        dir);
  }

  @Test
  void aProbeThatCompilesRuns(@TempDir Path dir) {
    assertThat(compileProbe("return EchoRequest.of(\"hi\").text();", dir)
            .run("com.example.probe.Probe"))
        .isEqualTo("hi");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "return EchoRequest.of(42);        | int cannot be converted to java.lang.String",
        "return new java.util.ArrayList(); | raw type"
      })
  void aProbeThatDidNotCompileWithoutAWarningFailsTheRunWithJavacsMessage(
      String body, String message, @TempDir Path dir) {
    CompiledSdk sdk = compileProbe(body, dir);

    assertThatThrownBy(() -> sdk.run("com.example.probe.Probe"))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("javac -Xlint:all -Werror, before running com.example.probe.Probe")
        .hasMessageContaining("Probe.java:5")
        .hasMessageContaining(message);
  }
}
