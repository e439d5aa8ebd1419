package dev.imcp.runtime.redeploy;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.HttpTestServer;
import dev.imcp.testing.TestServers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * An application server's redeploy: once an application has closed its clients and is undeployed, nothing the
 * runtime started or left behind may keep its class loader: not a thread of its own, not a thread-local on the
 * request thread that made the call (a blocking HTTP call runs its exchange there), and not a JDK thread it caused to
 * start (the JDK's timer thread keeps the class loaders on the stack of the thread that started it). Each check runs
 * in a JVM of its own ({@link RedeployCheck}), so that nothing another test started first hides a leak.
 */
class RedeployTest {
  @Test
  void anApplicationThatCalledOverStdioIsCollectedOnceUndeployed() throws Exception {
    assertThat(check(TestServers.everything()))
        .containsSubsequence("answer: Echo: redeployed", "collected");
  }

  @Test
  void anApplicationThatCalledOverHttpIsCollectedOnceUndeployed() throws Exception {
    try (HttpTestServer server = HttpTestServer.everything(null)) {
      assertThat(check(List.of(server.uri().toString())))
          .containsSubsequence("answer: Echo: redeployed", "collected");
    }
  }

  private static String check(List<String> server) throws Exception {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
        "-cp",
        System.getProperty("java.class.path"),
        RedeployCheck.class.getName()));
    command.addAll(server);
    Process check = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(check.waitFor(60, TimeUnit.SECONDS)).as(output).isTrue();
    assertThat(check.exitValue()).as(output).isZero();
    return output;
  }
}
