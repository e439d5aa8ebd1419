package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.testing.PythonServers;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * FastMCP wraps a result that is not an object in {@code {"result": …}} and marks the {@code outputSchema} {@code
 * x-fastmcp-wrap-result}: the generated methods return the value ({@code long}, {@code List<String>}), against a real
 * FastMCP 4 server ({@code test-servers/fastmcp_results.py}) and on the corpus' captured FastMCP listing.
 */
class FastMcpWrappedResultsTest {
  private static final String PACKAGE = "com.example.fastmcp";

  private static final String PROBE = """
      package com.example.fastmcp;

      import dev.imcp.runtime.ServerCommand;
      import java.util.List;
      import java.util.Map;

      public class Probe {
        public static Object run() {
          try (ResultsClient client =
              ResultsClient.connect(ServerCommand.of(dev.imcp.testing.PythonServers.fastmcp("fastmcp_results.py")))) {
            ToolsService tools = client.tools();
            long words = tools.countWords(CountWordsRequest.of("one two three"));
            boolean palindrome = tools.isPalindrome(IsPalindromeRequest.of("abba"));
            List<String> split = tools.splitWords(SplitWordsRequest.of("x y"));
            Long found = tools.findIndex(FindIndexRequest.of(List.of("a", "b"), "b"));
            Long missing = tools.findIndex(FindIndexRequest.of(List.of("a"), "z"));
            List<OpenTasksResult.OpenTask> tasks = tools.openTasks(OpenTasksRequest.of(List.of("write")));
            long async = tools.countWordsAsync(CountWordsRequest.of("a b")).join();
            String raw = tools.countWordsRaw(CountWordsRequest.of("a")).structuredContentMap().orElseThrow().toString();
            return List.of(words, palindrome, split, found, missing == null, tasks.get(0).title(), tasks.get(0).done(),
                async, raw);
          }
        }
      }
      """;

  private static Snapshot snapshot;

  @BeforeAll
  static void listTheServer() {
    try (McpClient client = McpClient.stdio(
            ServerCommand.of(PythonServers.fastmcp("fastmcp_results.py")))
        .connect()) {
      snapshot = client.snapshot();
    }
  }

  @Test
  void wrappedResultsAreReturnedAsTheirValueFromARealFastMcpServer(@TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        snapshot,
        GeneratorOptions.builder(PACKAGE).clientName("ResultsClient").build(),
        Map.of(PACKAGE + ".Probe", PROBE),
        dir);
    assertThat(sdk.errors).isEmpty();
    assertThat(sdk.file("ToolsService"))
        .contains(
            "long countWords(CountWordsRequest request)",
            "CompletableFuture<Long> countWordsAsync(CountWordsRequest request)",
            "boolean isPalindrome(IsPalindromeRequest request)",
            "List<String> splitWords(SplitWordsRequest request)",
            "@Nullable Long findIndex(FindIndexRequest request)",
            "List<OpenTasksResult.OpenTask> openTasks(OpenTasksRequest request)",
            "ToolResult countWordsRaw(CountWordsRequest request)");
    assertThat(sdk.paths()).noneMatch(path -> path.endsWith("/CountWordsResult.java"));

    assertThat(sdk.run(PACKAGE + ".Probe"))
        .isEqualTo(
            List.of(3L, true, List.of("x", "y"), 1L, true, "write", false, 2L, "{result=1}"));
  }

  @Test
  void theCapturedFastMcpListingReturnsValues() throws Exception {
    GenerationResult generation = Generator.generate(
        SnapshotFormat.read(Path.of("../corpus/servers/tasks-fastmcp.json")),
        GeneratorOptions.builder(PACKAGE).build());
    String services = generation.files().stream()
        .filter(file -> file.path().endsWith("Service.java"))
        .map(GeneratedFile::content)
        .reduce("", String::concat);
    assertThat(services)
        .contains(
            "long linkTask(LinkTaskRequest request)",
            "boolean setStatus(SetStatusRequest request)",
            "List<ListTasksResult.Task> listTasks(ListTasksRequest request)")
        .doesNotContain("LinkTaskResult linkTask");
  }
}
