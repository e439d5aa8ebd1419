package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The transport speaks HTTP/1.1 only, so the HTTP/2 library {@code httpclient5} brings along ({@code httpcore5-h2}) is
 * not needed, not even by the TLS strategy: an HTTPS session runs in a JVM of its own on this test's class path minus
 * that jar. An application that uses nothing else of HTTP/2 may exclude it (docs/http.md).
 */
class HttpWithoutHttp2Test {
  @Test
  void anHttpsSessionRunsWithoutTheHttp2Library() throws Exception {
    String classPath = Arrays.stream(
            System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> !Path.of(entry).getFileName().toString().startsWith("httpcore5-h2"))
        .collect(Collectors.joining(File.pathSeparator));
    assertThat(classPath).contains("httpclient5").doesNotContain("httpcore5-h2");
    Process client = new ProcessBuilder(List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
            "-cp",
            classPath,
            TlsWithoutHttp2Client.class.getName()))
        .redirectErrorStream(true)
        .start();
    String output = new String(client.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

    assertThat(client.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(client.exitValue()).as(output).isZero();
    assertThat(output.lines())
        .as(output)
        .containsExactly("http2 on the class path: false", "scheme: https", "tool: only");
  }
}
