package dev.imcp.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.TestServers;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The README's demo, run as the main job runs it, against the simulator. */
class DemoTest {
  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void printsTypedResultsFromEachServiceAndOneHandledError() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Demo.run("", new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String output = bytes.toString(StandardCharsets.UTF_8);

    assertThat(output)
        .contains("Connected to iMCP 1.3.0 (the simulator), protocol 2025-03-26")
        .contains("Sprint Planning @ Conference Room 4B")
        .contains("Jane Appleseed   (415) 555-0132, +1 415-555-0199")
        .contains("Partly Cloudy, 18.1 °C (feels like 17.4 °C), humidity 68.0 %")
        .contains("[ ] Pick up dry cleaning (due ")
        .contains("ServiceNotEnabledException: Open iMCP from the menu bar and turn on Messages.")
        .doesNotContain("unavailable");
    assertThat(output.lines().count()).as("short").isLessThan(25);
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void runsUnchangedAgainstAnotherServerSayingWhatItLacks() {
    String everything = TestServers.npmServer("server-everything").toString();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Demo.run("node " + everything + " stdio", new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String output = bytes.toString(StandardCharsets.UTF_8);

    assertThat(output)
        .contains("Connected to mcp-servers/everything")
        .contains("unavailable: Tool events_fetch on server 'mcp-servers/everything' failed")
        .contains("unavailable: Tool messages_fetch");
  }
}
