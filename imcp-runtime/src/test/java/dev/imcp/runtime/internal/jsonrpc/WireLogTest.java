package dev.imcp.runtime.internal.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What one line of the wire log shows of a message: bounded, on one line, secrets redacted. */
class WireLogTest {
  @Test
  void aSecretArgumentIsRedactedAndTheRestKept() {
    String call =
        "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"connect\","
            + "\"arguments\":{\"connectionString\":\"mongodb://admin:hunter2@db/prod\",\"apiKey\":\"sk-1\","
            + "\"client_secret\":\"s3\",\"password\" : \"p\\\"w\",\"query\":\"hunter\"},"
            + "\"_meta\":{\"progressToken\":\"p-1\"}}}";

    String shown = WireLog.excerpt(call, 2_000);

    assertThat(shown)
        .doesNotContain("hunter2", "sk-1", "s3", "p\\\"w")
        .contains(
            "\"connectionString\":\"***\"",
            "\"apiKey\":\"***\"",
            "\"client_secret\":\"***\"",
            "\"password\" : \"***\"")
        .contains("\"query\":\"hunter\"", "\"progressToken\":\"p-1\"", "\"method\":\"tools/call\"");
  }

  @Test
  void aSecretInsideJsonTextIsRedactedToo() {
    String result = "{\"id\":3,\"result\":{\"content\":[{\"type\":\"text\","
        + "\"text\":\"{\\\"user\\\":\\\"ann\\\",\\\"accessToken\\\":\\\"eyJhbGci\\\"}\"}]}}";

    assertThat(WireLog.excerpt(result, 2_000))
        .doesNotContain("eyJhbGci")
        .contains("\\\"accessToken\\\":\\\"***\\\"", "\\\"user\\\":\\\"ann\\\"");
  }

  @Test
  void aLongMessageIsCutAndSaysHowLongItWas() {
    String big = "{\"id\":1,\"result\":{\"text\":\"" + "x".repeat(10_000) + "\"}}";

    String shown = WireLog.excerpt(big, 2_000);

    assertThat(shown)
        .hasSize(2_000 + ("… (" + big.length() + " characters)").length())
        .endsWith("… (" + big.length() + " characters)");
  }

  @Test
  void aSecretCutOffAtTheEndShowsNoneOfIt() {
    String message =
        "{\"id\":1,\"params\":{\"arguments\":{\"token\":\"" + "t".repeat(5_000) + "\"}}}";

    assertThat(WireLog.excerpt(message, 100))
        .doesNotContain("t".repeat(10))
        .contains("\"token\":\"***… (");
  }

  @Test
  void controlCharactersDoNotBreakTheLogLine() {
    assertThat(WireLog.excerpt("{\"a\":1}\r\n\u001b[31m", 2_000))
        .doesNotContain("\n", "\r", "\u001b");
  }
}
