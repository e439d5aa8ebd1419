package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.TestServers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stdio client's way to its first untyped call builds no data-binding mapper: the handshake, the request line and
 * the answer are read and written with Jackson's streaming core alone (building the mapper cost a cold client about
 * 550 classes and half its CPU). Run in a JVM of its own against server-everything, its class loading logged.
 */
class ColdPathTest {
  @Test
  void noMapperIsBuiltBeforeTheFirstUntypedCall(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("classes.log");
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xlog:class+load:file=" + log,
        "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
        "-cp",
        System.getProperty("java.class.path"),
        ColdPathClient.class.getName()));
    command.addAll(TestServers.everything());
    Process client = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(client.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(client.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(client.exitValue()).as(output).isZero();
    assertThat(output).contains("echo: Echo: cold");

    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    List<String> loaded = new ArrayList<>();
    for (String line : lines) {
      // "[0.805s][info][class,load] <class name> source: …"
      String[] words = line.split(" ");
      if (words.length > 1) {
        loaded.add(words[1]);
      }
    }
    int answered = loaded.indexOf(ColdPathClient.Answered.class.getName());
    assertThat(answered).as("the marker loaded after the first call").isPositive();
    assertThat(loaded.subList(0, answered))
        .as("classes loaded to the first call")
        .contains("dev.imcp.runtime.internal.base.Json", "tools.jackson.databind.node.ObjectNode")
        .doesNotContain(
            "dev.imcp.runtime.internal.base.Json$Mapper",
            "tools.jackson.databind.ObjectMapper",
            "tools.jackson.databind.json.JsonMapper",
            "tools.jackson.databind.ser.BeanSerializerFactory",
            // the Jackson check passes on the annotations' version, without the introspector
            "tools.jackson.databind.introspect.JacksonAnnotationIntrospector");
  }
}
