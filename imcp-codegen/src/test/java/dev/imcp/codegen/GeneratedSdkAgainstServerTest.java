package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.TestServers;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SDK generated for server-everything, compiled, and used through its typed API against the real server. */
class GeneratedSdkAgainstServerTest {
  private static final String PROBE = """
      package com.example.everything;

      import dev.imcp.runtime.Content;
      import dev.imcp.runtime.ServerCommand;
      import dev.imcp.runtime.ToolResult;
      import java.util.List;

      public class Probe {
        public static Object run() {
          try (EverythingClient client = EverythingClient.connect(ServerCommand.of(dev.imcp.testing.TestServers.everything()))) {
            String echo = client.tools().echo(EchoRequest.of("typed hello")).text();
            GetStructuredContentResult weather = client.tools()
                .getStructuredContent(GetStructuredContentRequest.of(GetStructuredContentRequest.Location.CHICAGO));
            Content.Image image = client.tools().getTinyImage();
            ToolResult raw = client.tools().getStructuredContentRaw(
                GetStructuredContentRequest.of(GetStructuredContentRequest.Location.CHICAGO));
            return List.of(echo, weather.conditions(), !Double.isNaN(weather.temperature()),
                client.serviceStatus(), client.toolStatus().get("echo"), image.mimeType(), client.tools().getTinyImageRaw().content().size(),
                raw.structuredContent().isPresent());
          }
        }
      }
      """;

  /** A service with a timeout, a call with progress: both apply (the call's options merge onto the service's). */
  private static final String MERGED_OPTIONS = """
      package com.example.everything;

      import dev.imcp.runtime.CallOptions;
      import dev.imcp.runtime.error.McpTimeoutException;
      import dev.imcp.runtime.ServerCommand;
      import java.time.Duration;
      import java.util.List;
      import java.util.concurrent.CountDownLatch;
      import java.util.concurrent.TimeUnit;

      public class MergedOptions {
        public static Object run() throws InterruptedException {
          try (EverythingClient client = EverythingClient.connect(ServerCommand.of(dev.imcp.testing.TestServers.everything()))) {
            CountDownLatch progressed = new CountDownLatch(1);
            ToolsService patient = client.tools().withTimeout(Duration.ofMillis(1500));
            TriggerLongRunningOperationRequest twentySeconds = TriggerLongRunningOperationRequest.builder().duration(20.0).steps(100.0).build();
            try {
              patient.triggerLongRunningOperation(twentySeconds, CallOptions.defaults().withProgress(progress -> progressed.countDown()));
              return List.of("no timeout");
            } catch (McpTimeoutException e) {
              return List.of(e.elapsed().toMillis(), progressed.await(10, TimeUnit.SECONDS));
            }
          }
        }
      }
      """;

  @Test
  void perCallOptionsMergeOntoTheServicesSoItsTimeoutAndTheCallsProgressBothApply(
      @TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        "everything.json",
        GeneratorOptions.builder("com.example.everything")
            .clientName("EverythingClient")
            .build(),
        Map.of("com.example.everything.MergedOptions", MERGED_OPTIONS),
        dir);

    List<?> answers = (List<?>) sdk.run("com.example.everything.MergedOptions");

    assertThat(answers)
        .as("the service's 1.5 s timeout fired although the call set only progress")
        .hasSize(2);
    assertThat((Long) answers.get(0)).isBetween(1500L, 19_000L);
    assertThat(answers.get(1))
        .as("the call's progress listener heard the server")
        .isEqualTo(true);
  }

  private static final String ONLY_ECHO = """
      package com.example.some;

      import dev.imcp.runtime.stub.DriftPolicy;
      import dev.imcp.runtime.ServerCommand;
      import java.util.List;

      public class OnlyEcho {
        public static Object run() {
          try (SomeClient client = SomeClient.connect(ServerCommand.of(dev.imcp.testing.TestServers.everything()), DriftPolicy.FAIL)) {
            return List.of(client.tools().echo(EchoRequest.of("still here")).text(), client.toolStatus(), client.serviceStatus());
          }
        }
      }
      """;

  @Test
  void toolsLeftOutOfTheSdkAreLeftOutOfItsDriftChecks(@TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        "everything.json",
        GeneratorOptions.builder("com.example.some")
            .clientName("SomeClient")
            .toolSelection(ToolSelection.of(List.of("echo"), List.of()))
            .build(),
        Map.of("com.example.some.OnlyEcho", ONLY_ECHO),
        dir);

    List<?> answers = (List<?>) sdk.run("com.example.some.OnlyEcho");

    assertThat(answers.get(0)).isEqualTo("Echo: still here");
    assertThat(answers.get(1))
        .isEqualTo(Map.of("echo", dev.imcp.runtime.stub.ToolStatus.AVAILABLE));
    assertThat(answers.get(2)).isEqualTo(Map.of("tools", true));
  }

  @Test
  void typedCallsAndTypedResultsWorkAgainstTheRealServer(@TempDir Path dir) {
    TestServers.everything(); // fails with how to install them when the npm servers are missing
    CompiledSdk sdk = CompiledSdk.compile(
        "everything.json",
        GeneratorOptions.builder("com.example.everything")
            .clientName("EverythingClient")
            .resultMapping(ResultMapping.parse("get-tiny-image=dev.imcp.runtime.Content.Image"))
            .build(),
        Map.of("com.example.everything.Probe", PROBE),
        dir);

    List<?> answers = (List<?>) sdk.run("com.example.everything.Probe");

    assertThat(answers.get(0)).isEqualTo("Echo: typed hello");
    assertThat((String) answers.get(1)).isNotBlank();
    assertThat(answers.get(2)).isEqualTo(true);
    assertThat(answers.get(3)).isEqualTo(Map.of("tools", true));
    assertThat(answers.get(4)).isEqualTo(dev.imcp.runtime.stub.ToolStatus.AVAILABLE);
    assertThat(answers.get(5)).as("a mapped result type").isEqualTo("image/png");
    assertThat((Integer) answers.get(6))
        .as("the raw result keeps every item")
        .isGreaterThanOrEqualTo(2);
    assertThat(answers.get(7)).as("raw results of outputSchema tools").isEqualTo(true);
  }
}
