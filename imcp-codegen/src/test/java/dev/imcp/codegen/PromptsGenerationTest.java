package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.stub.ToolStatus;
import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.PromptArgument;
import dev.imcp.schema.PromptDefinition;
import dev.imcp.schema.ResourceTemplateDefinition;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.testing.PythonServers;
import dev.imcp.testing.TestServers;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server's prompts as typed methods in {@code <Client>Prompts}, its templates as typed reads in {@code
 * <Client>Resources}, both handed out by the facade, and used against the live server-everything. The golden file is
 * {@code src/test/resources/golden/everything-resources/…/EverythingPrompts.java.txt}; after an intended change, rerun
 * with {@code -Dimcp.updateGoldens=true} and review the diff like code.
 */
class PromptsGenerationTest {
  /** The SDK of everything-prompts.json, whose prompts this test and whose resources ResourcesGenerationTest hold. */
  static final GeneratorOptions OPTIONS = GeneratorOptions.builder("com.example.everything")
      .clientName("Everything")
      .build();
  /** Where that SDK's golden files are. */
  static final Path GOLDEN_DIRECTORY =
      Path.of("src/test/resources/golden/everything-resources/com/example/everything");

  private static final Path GOLDEN = GOLDEN_DIRECTORY.resolve("EverythingPrompts.java.txt");

  private static final String LIVE = """
      package com.example.everything;

      import dev.imcp.runtime.CallOptions;
      import dev.imcp.runtime.Content;
      import dev.imcp.runtime.context.PromptMessage;
      import dev.imcp.runtime.context.ResourceContent;
      import dev.imcp.runtime.ServerCommand;
      import java.time.Duration;
      import java.util.List;
      import java.util.Map;

      public class Probe {
        public static Object run() {
          try (Everything client = Everything.connect(ServerCommand.of(dev.imcp.testing.TestServers.everything()))) {
            EverythingPrompts prompts = client.prompts().withOptions(CallOptions.defaults().withTimeout(Duration.ofSeconds(20)));
            String required = prompts.argsPrompt("Paris").text();
            String optional = prompts.argsPrompt(EverythingPrompts.ArgsPromptArguments.of("Austin").withState("TX")).text();
            String async = prompts.completablePromptAsync("Sales", "Eve").join().text();
            PromptMessage.Role role = prompts.simplePrompt().messages().get(0).role();
            Content embedded = prompts.resourcePrompt("Text", "2").messages().get(1).content();
            EverythingResources resources = client.resources();
            ResourceContent text = resources.readDynamicTextResource("7").contents().get(0);
            String blobUri = resources.readDynamicBlobResourceAsync("8").join().contents().get(0).uri();
            String doc = resources.read(EverythingResources.ARCHITECTURE_MD).contents().get(0).uri();
            return List.of(required, optional, async, role.name(),
                ((Content.EmbeddedResource) embedded).uri(), text.uri(), text.mimeType().orElse("?"), blobUri, doc,
                prompts.completeCompletablePromptDepartment("S"),
                prompts.completeCompletablePromptName("", Map.of("department", "Support")),
                resources.completeDynamicTextResourceResourceId("12"));
          }
        }
      }
      """;

  @Test
  void serverEverythingsPromptsMatchTheGoldenFile() throws IOException {
    GenerationResult result =
        Generator.generate(CompiledSdk.snapshot("everything-prompts.json"), OPTIONS);
    GoldenFile.assertMatches(result, "/EverythingPrompts.java", GOLDEN);
  }

  @Test
  void promptsAndTemplateReadsWorkAgainstTheLiveServer(@TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        "everything-prompts.json", OPTIONS, Map.of("com.example.everything.Probe", LIVE), dir);

    sdk.assertCompiledAndDocumented(dir);
    assertThat(sdk.run("com.example.everything.Probe"))
        .isEqualTo(List.of(
            "What's weather in Paris?",
            "What's weather in Austin, TX?",
            "Please promote Eve to the head of the Sales team.",
            "USER",
            "demo://resource/dynamic/text/2",
            "demo://resource/dynamic/text/7",
            "text/plain",
            "demo://resource/dynamic/blob/8",
            "demo://resource/static/document/architecture.md",
            List.of("Sales", "Support"),
            List.of("John", "Kim", "Lee"),
            List.of("12")));
  }

  /**
   * An SDK generated when {@code args-prompt} required a {@code country} and the text template's variable was {@code
   * {id}}: under {@link dev.imcp.runtime.stub.DriftPolicy#FAIL} the live server-everything's prompt and template are
   * refused before anything is sent, blocking and async, while the members that did not drift are called.
   */
  @Test
  void aGeneratedClientRefusesADriftedPromptAndTemplateUnderFail(@TempDir Path dir) {
    Snapshot live = CompiledSdk.snapshot("everything-prompts.json");
    List<PromptDefinition> prompts = live.prompts().stream()
        .map(prompt -> !prompt.name().equals("args-prompt")
            ? prompt
            : PromptDefinition.of(
                prompt.name(),
                List.of(
                    prompt.arguments().get(0),
                    new PromptArgument(
                        "country", Optional.empty(), Optional.empty(), true, Map.of()),
                    prompt.arguments().get(1))))
        .toList();
    List<ResourceTemplateDefinition> templates = live.resourceTemplates().stream()
        .map(template -> !template.name().equals("Dynamic Text Resource")
            ? template
            : new ResourceTemplateDefinition(
                template.name(),
                "demo://resource/dynamic/text/{id}",
                Optional.empty(),
                Optional.empty(),
                template.mimeType(),
                Map.of()))
        .toList();
    CompiledSdk sdk = CompiledSdk.compile(
        live.withPromptsAndResources(prompts, templates, live.resources()),
        OPTIONS,
        Map.of("com.example.everything.Probe", """
            package com.example.everything;

            import dev.imcp.runtime.ServerCommand;
            import dev.imcp.runtime.error.ContextDriftException;
            import dev.imcp.runtime.stub.DriftPolicy;
            import dev.imcp.schema.SurfaceKind;
            import java.util.ArrayList;
            import java.util.List;
            import java.util.concurrent.CompletionException;

            public class Probe {
              public static Object run() {
                List<Object> seen = new ArrayList<>();
                try (Everything client = Everything.connect(
                    ServerCommand.of(dev.imcp.testing.TestServers.everything()), DriftPolicy.FAIL)) {
                  try {
                    client.prompts().argsPrompt("Paris", "FR");
                    seen.add("sent");
                  } catch (ContextDriftException e) {
                    seen.add(e.getMessage());
                  }
                  try {
                    client.resources().readDynamicTextResource("7");
                    seen.add("sent");
                  } catch (ContextDriftException e) {
                    seen.add(e.getMessage().lines().findFirst().orElseThrow());
                  }
                  try {
                    client.prompts().completeArgsPromptCityAsync("P").join();
                    seen.add("sent");
                  } catch (CompletionException e) {
                    seen.add(e.getCause().getClass().getSimpleName());
                  }
                  seen.add(client.prompts().completeCompletablePromptDepartmentAsync("S").join());
                  seen.add(client.resources().readDynamicBlobResource("8").contents().get(0).uri());
                  seen.add(client.contextStatus(SurfaceKind.PROMPT).get("args-prompt").name());
                  seen.add(client.contextStatus(SurfaceKind.RESOURCE_TEMPLATE).get("Dynamic Text Resource").name());
                }
                return seen;
              }
            }
            """),
        dir);

    assertThat(sdk.run("com.example.everything.Probe"))
        .isEqualTo(List.of(
            "Prompt args-prompt on server 'mcp-servers/everything' changed in a breaking way since this SDK was "
                + "generated; regenerate it (imcp:snapshot, then build):\n"
                + "  - BREAKING prompt args-prompt /arguments/country: argument removed",
            "Resource template Dynamic Text Resource on server 'mcp-servers/everything' changed in a breaking way "
                + "since this SDK was generated; regenerate it (imcp:snapshot, then build):",
            "ContextDriftException",
            List.of("Sales", "Support"),
            "demo://resource/dynamic/blob/8",
            "BROKEN",
            "BROKEN"));
  }

  /**
   * FastMCP 4 ({@code test-servers/fastmcp_prompts.py}, on the Python of {@code test-servers/.venv}): listed live,
   * generated from that listing, and the SDK's prompts, template read and static resource called on the live server
   * under {@link dev.imcp.runtime.stub.DriftPolicy#FAIL}.
   */
  @Test
  void aLiveFastMcpServerIsGeneratedAndCalled(@TempDir Path dir) {
    Snapshot live = listedLive(ServerCommand.of(PythonServers.fastmcp("fastmcp_prompts.py")));
    CompiledSdk sdk =
        CompiledSdk.compile(live, OPTIONS, Map.of("com.example.everything.Probe", """
            package com.example.everything;

            import dev.imcp.runtime.ServerCommand;
            import dev.imcp.runtime.stub.DriftPolicy;
            import dev.imcp.schema.SurfaceKind;
            import java.util.List;

            public class Probe {
              public static Object run() {
                try (Everything client = Everything.connect(
                    ServerCommand.of(dev.imcp.testing.PythonServers.fastmcp("fastmcp_prompts.py")), DriftPolicy.FAIL)) {
                  EverythingPrompts prompts = client.prompts();
                  return List.of(
                      prompts.summarizeNote("n1").text(),
                      prompts.summarizeNote(EverythingPrompts.SummarizeNoteArguments.of("n1").withStyle("short")).text(),
                      prompts.reviewWeekAsync("2026", "48").join().text(),
                      client.resources().readNoteVersion("n1", "3").text(),
                      client.resources().read(EverythingResources.INDEX).text(),
                      List.copyOf(client.contextStatus(SurfaceKind.PROMPT).values()));
                }
              }
            }
            """), dir);

    assertThat(sdk.run("com.example.everything.Probe"))
        .isEqualTo(List.of(
            "Summarize note n1",
            "Summarize note n1 in a short style",
            "Review week 48 of 2026 for all",
            "# n1 v3",
            "[]",
            List.of(ToolStatus.AVAILABLE, ToolStatus.AVAILABLE)));
  }

  @Test
  void aFastMcpServersOptionalArgumentsGoThroughTheRecordInTheServersOrder(@TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        "fastmcp-prompts.json", OPTIONS, Map.of("com.example.everything.Probe", """
            package com.example.everything;

            public class Probe {
              public static Object run() {
                EverythingPrompts.ReviewWeekArguments week = EverythingPrompts.ReviewWeekArguments.of("2026", "48");
                try {
                  new EverythingPrompts.ReviewWeekArguments(null, "48", null);
                  return "accepted a missing required argument";
                } catch (NullPointerException e) {
                  return java.util.List.of(week.toMap(), week.withTeam("core").toMap(),
                      EverythingPrompts.SummarizeNoteArguments.of("n1").withStyle("short").toMap().keySet(),
                      e.getMessage());
                }
              }
            }
            """), dir);

    assertThat(sdk.run("com.example.everything.Probe"))
        .isEqualTo(List.of(
            Map.of("year", "2026", "week", "48"),
            Map.of("year", "2026", "week", "48", "team", "core"),
            java.util.Set.of("note_id", "style"),
            "prompt review-week: argument year is required"));
  }

  @Test
  void hostilePromptNamesStayInertAndNothingCollides(@TempDir Path dir) {
    String hostile = """
        {"tools":[{"name":"prompts","inputSchema":{"type":"object"}}],
         "prompts":[{"name":"*/ class {@code","description":"*/ @Deprecated <b>",
                     "arguments":[{"name":"class","required":true},{"name":"of","required":false}]},
                    {"name":"of","arguments":[]},
                    {"name":"withOptions","arguments":[{"name":"x y","required":true}]}],
         "resourceTemplates":[{"name":"read","uriTemplate":"x://{a}"},{"name":"subscribe","uriTemplate":"x://s/{b}"}]}
        """;

    CompiledSdk sdk = CompiledSdk.compile(
        SnapshotFormat.read(hostile, "hostile"),
        OPTIONS,
        Map.of("com.example.everything.Probe", """
            package com.example.everything;

            public class Probe {
              public static Object run() {
                return java.util.List.of(new EverythingPrompts.ClassCodeArguments("c", "o").toMap(),
                    EverythingResources.read2("1"), EverythingResources.subscribe2("2"));
              }
            }
            """),
        dir);

    sdk.assertCompiledAndDocumented(dir);
    assertThat(sdk.run("com.example.everything.Probe"))
        .isEqualTo(List.of(Map.of("class", "c", "of", "o"), "x://1", "x://s/2"));
  }

  @Test
  void theSelectionsLeaveOutPromptsAndResourcesByNameOrUriAndWarnOfGlobsThatMatchNothing() {
    GenerationResult result = Generator.generate(
        CompiledSdk.snapshot("everything-prompts.json"),
        GeneratorOptions.builder("com.example.everything")
            .clientName("Everything")
            .promptSelection(ToolSelection.of(List.of("args-*", "nope*"), List.of()))
            .resourceSelection(
                ToolSelection.of(List.of(), List.of("demo://resource/dynamic/blob/*", "*.md")))
            .build());
    String prompts = content(result, "/EverythingPrompts.java");
    String resources = content(result, "/EverythingResources.java");

    assertThat(prompts).contains("argsPrompt(String city)").doesNotContain("simplePrompt");
    assertThat(resources)
        .contains("readDynamicTextResource(")
        .doesNotContain("dynamicBlobResource")
        .doesNotContain("ARCHITECTURE_MD");
    assertThat(result.warnings())
        .filteredOn(warning -> warning.message().contains("glob"))
        .extracting(Diagnostic::message)
        .containsExactly("the glob 'nope*' matches no prompt of the snapshot");
    GenerationResult none = Generator.generate(
        CompiledSdk.snapshot("everything-prompts.json"),
        GeneratorOptions.builder("com.example.everything")
            .clientName("Everything")
            .promptSelection(ToolSelection.of(List.of(), List.of("*")))
            .build());
    assertThat(none.files())
        .extracting(GeneratedFile::path)
        .noneMatch(path -> path.endsWith("/EverythingPrompts.java"));
    assertThat(content(none, "/Everything.java"))
        .doesNotContain("prompts()")
        .contains("resources()");
  }

  private static String content(GenerationResult result, String suffix) {
    return result.files().stream()
        .filter(file -> file.path().endsWith(suffix))
        .findFirst()
        .orElseThrow()
        .content();
  }

  /**
   * npm {@code @mistertk/vercel-mcp} 0.1.1 (pinned in {@code test-servers/vendors/}; it starts with any 20-character
   * {@code VERCEL_API_KEY}, and lists, gets its prompts and reads its documentation without calling Vercel): listed
   * live (131 tools, 10 prompts with required and optional arguments, 6 static resources, four of them with name and
   * URI swapped, a sentence as the URI), generated from that listing, and called on the live server under {@link
   * dev.imcp.runtime.stub.DriftPolicy#FAIL}.
   */
  @Test
  void aVendorsServerWithTenPromptsIsGeneratedLiveAndCalled(@TempDir Path dir) {
    ServerCommand vercel = ServerCommand.of(TestServers.vercel())
        .withEnvironment("VERCEL_API_KEY", TestServers.VERCEL_API_KEY);
    Snapshot live = listedLive(vercel);
    CompiledSdk sdk = CompiledSdk.compile(
        live,
        GeneratorOptions.builder("com.example.vercel").clientName("Vercel").build(),
        Map.of("com.example.vercel.Probe", """
            package com.example.vercel;

            import dev.imcp.runtime.ServerCommand;
            import dev.imcp.runtime.stub.DriftPolicy;
            import dev.imcp.testing.TestServers;

            public class Probe {
              public static Object run() throws Exception {
                ServerCommand vercel = ServerCommand.of(TestServers.vercel())
                    .withEnvironment("VERCEL_API_KEY", TestServers.VERCEL_API_KEY);
                try (Vercel client = Vercel.connect(vercel, DriftPolicy.FAIL)) {
                  return java.util.List.of(
                      VercelPrompts.DeployStatusArguments.of().withLimit("5").toMap(),
                      VercelPrompts.DeployProjectArguments.of("./app").withProjectName("site").toMap(),
                      client.prompts().domainSetup("example.com", "p1").text().lines().findFirst().orElseThrow(),
                      client.prompts().deployStatusAsync(VercelPrompts.DeployStatusArguments.of().withLimit("5"))
                          .join().text().contains("5 most recent deployments"),
                      client.resources().read(VercelResources.API_DOCUMENTATION).text().lines().findFirst().orElseThrow(),
                      VercelResources.CURRENT_USER);
                }
              }
            }
            """),
        dir);

    assertThat(sdk.run("com.example.vercel.Probe"))
        .isEqualTo(List.of(
            Map.of("limit", "5"),
            Map.of("projectPath", "./app", "projectName", "site"),
            "Help me set up the domain \"example.com\" for project \"p1\". Please:",
            true,
            "# Vercel API Documentation",
            "vercel://current-user"));
  }

  /** The server's tools, prompts, resource templates and static resources, as {@code imcp:snapshot} records them. */
  private static Snapshot listedLive(ServerCommand command) {
    try (McpClient client = McpClient.stdio(command).connect()) {
      return client
          .snapshot()
          .withPromptsAndResources(
              client.prompts().list(),
              client.resources().listTemplates(),
              client.resources().list());
    }
  }
}
