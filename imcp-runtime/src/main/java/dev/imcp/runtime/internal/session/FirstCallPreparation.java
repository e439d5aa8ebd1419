package dev.imcp.runtime.internal.session;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.imcp.runtime.internal.base.Json;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import java.util.Optional;

/**
 * What a first call would otherwise do for the first time, done by the connecting thread while it waits for the
 * server to start: Jackson's bean serialization machinery (built on the first request object it writes, about 0.1 s),
 * and the reading of a result. Nothing here depends on the server; if the server is quicker, the call only finds the
 * work done.
 */
public final class FirstCallPreparation {
  /**
   * A request-shaped record, annotated as generated request records are: writing one builds what every generated
   * record needs, down to the JDK's proxies of those annotations, which reading a record's annotations creates once
   * per annotation type (a few milliseconds each, cold).
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Sample(
      @JsonProperty("text") @NotNull String text,
      @JsonProperty("number") long number,
      @JsonProperty("items") List<String> items) {}

  private FirstCallPreparation() {}

  /** Never fails: preparing is an optimisation, and the first call would meet any problem itself. */
  public static void run() {
    try {
      Json.mapper().writeValueAsBytes(new Sample("x", 1, List.of("y")));
      ToolResults.parse(
          "",
          "",
          Json.mapper()
              .readTree("{\"content\":[{\"type\":\"text\",\"text\":\"x\"}],\"isError\":false}"),
          Optional.empty());
    } catch (RuntimeException e) {
      // the first call does it for real
    }
  }
}
