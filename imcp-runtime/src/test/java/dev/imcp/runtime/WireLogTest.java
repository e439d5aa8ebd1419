package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The wire log ({@code dev.imcp.wire} at DEBUG) shows every message sent to and received from a real server, one line
 * each, with the server's name, and no secret among the arguments. The client runs in a JVM of its own, since
 * slf4j-simple reads its levels once per JVM.
 */
class WireLogTest {
  @Test
  void atDebugEachMessageIsOneLineWithSecretsRedacted() throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
        "-Dorg.slf4j.simpleLogger.log.dev.imcp.wire=debug",
        "-cp",
        System.getProperty("java.class.path"),
        WireLogClient.class.getName()));
    command.addAll(TestServers.everything().command());
    Process client = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(client.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

    assertThat(client.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(client.exitValue()).as(output).isZero();
    List<String> wire =
        output.lines().filter(line -> line.contains("dev.imcp.wire")).toList();
    assertThat(wire)
        .anySatisfy(line -> assertThat(line).contains(" → ", "\"method\":\"server/discover\""))
        .anySatisfy(line -> assertThat(line).contains(" ← ", "\"code\":-32601"))
        .anySatisfy(line -> assertThat(line).contains(" → ", "\"method\":\"initialize\""))
        .anySatisfy(
            line -> assertThat(line).contains(" → ", "\"method\":\"notifications/initialized\""))
        .anySatisfy(line -> assertThat(line)
            .contains(" → ", "\"method\":\"tools/call\"", "wire-check", "\"password\":\"***\""))
        .anySatisfy(line -> assertThat(line).contains(" ← ", "Echo: wire-check"));
    assertThat(output).doesNotContain("hunter2");
  }
}
