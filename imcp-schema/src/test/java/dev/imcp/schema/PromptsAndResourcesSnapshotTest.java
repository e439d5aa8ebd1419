package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Prompts, resource templates and static resources in the snapshot file and its fingerprint. */
class PromptsAndResourcesSnapshotTest {
  private static final String V1 = "imcp-snapshot-v1.json";

  @Test
  void readsServerEverythingsPromptsTemplatesAndResources() {
    Snapshot snapshot = Fixtures.snapshot("everything-prompts.json");

    assertThat(snapshot.prompts())
        .extracting(PromptDefinition::name)
        .containsExactly("args-prompt", "completable-prompt", "resource-prompt", "simple-prompt");
    assertThat(snapshot.prompt("args-prompt").orElseThrow().arguments())
        .extracting(PromptArgument::name, PromptArgument::required)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("city", true),
            org.assertj.core.groups.Tuple.tuple("state", false));
    ResourceTemplateDefinition text =
        snapshot.resourceTemplate("Dynamic Text Resource").orElseThrow();
    assertThat(text.uriTemplate()).isEqualTo("demo://resource/dynamic/text/{resourceId}");
    assertThat(text.mimeType()).contains("text/plain");
    assertThat(text.template().variables()).containsExactly("resourceId");
    assertThat(snapshot.resources()).hasSize(7);
    assertThat(snapshot.resources().get(0).uri())
        .isEqualTo("demo://resource/static/document/architecture.md");
  }

  @Test
  void readsAFastMcpServersPromptsAndTemplateAndDriftsWhenAnArgumentBecomesRequired() {
    Snapshot fastmcp = Fixtures.snapshot("fastmcp-prompts.json");

    assertThat(fastmcp.prompt("review-week").orElseThrow().arguments())
        .extracting(PromptArgument::name, PromptArgument::required)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("year", true),
            org.assertj.core.groups.Tuple.tuple("week", true),
            org.assertj.core.groups.Tuple.tuple("team", false));
    assertThat(fastmcp.resourceTemplate("note_version").orElseThrow().template().variables())
        .containsExactly("note_id", "version");
    assertThat(fastmcp.prompt("summarize_note").orElseThrow().extra()).containsKey("_meta");
    assertThat(SnapshotFormat.read(SnapshotFormat.write(fastmcp), "written")).isEqualTo(fastmcp);

    Snapshot stricter = SnapshotFormat.read(
        Fixtures.text("fastmcp-prompts.json")
            .replace(
                "\"name\": \"team\",\n          \"required\": false",
                "\"name\": \"team\",\n          \"required\": true"),
        "stricter");
    assertThat(DriftClassifier.compare(fastmcp, stricter).changes())
        .extracting(Change::toString)
        .containsExactly("BREAKING prompt review-week /arguments/team: became required");
  }

  @Test
  void roundTripsAsFormatTwoLosingNothing() {
    Snapshot snapshot = Fixtures.snapshot("everything-prompts.json");

    String written = SnapshotFormat.write(snapshot);

    assertThat(written).contains("\"format\": \"imcp-snapshot/2\"");
    Snapshot read = SnapshotFormat.read(written, "written");
    assertThat(read).isEqualTo(snapshot);
    assertThat(SnapshotFormat.write(read)).isEqualTo(written);
  }

  @Test
  void readsAnOlderFormatOneSnapshotAsToolsAlone() {
    Snapshot old = Fixtures.snapshot(V1);

    assertThat(old.tools()).isNotEmpty();
    assertThat(old.prompts()).isEmpty();
    assertThat(old.resourceTemplates()).isEmpty();
    assertThat(old.resources()).isEmpty();
    // The fingerprint that file holds, written before prompts and resources were recorded.
    assertThat(old.fingerprint().toString())
        .isEqualTo("sha256:18d6c4a6869b2fe293ee82147368e455d3a812c6ca9bc2a0ac90da27168d0f57");
  }

  @Test
  void writesASnapshotOfToolsAloneByteForByteAsFormatOne() {
    assertThat(SnapshotFormat.write(Fixtures.snapshot(V1))).isEqualTo(Fixtures.text(V1));
  }

  @Test
  void fingerprintCoversPromptsTemplatesAndResources() {
    Snapshot tools = Fixtures.snapshot(V1);
    PromptDefinition prompt = PromptDefinition.of("greet", List.of(PromptArgument.of("who", true)));
    ResourceTemplateDefinition template = ResourceTemplateDefinition.of("issue", "gh://{n}");
    ResourceDefinition resource = ResourceDefinition.of("file:///a", "a", "text/plain");
    Snapshot all =
        tools.withPromptsAndResources(List.of(prompt), List.of(template), List.of(resource));

    assertThat(all.fingerprint()).isNotEqualTo(tools.fingerprint());
    assertThat(
            tools.withPromptsAndResources(List.of(prompt), List.of(), List.of()).fingerprint())
        .isNotEqualTo(all.fingerprint());
    assertThat(tools
            .withPromptsAndResources(
                List.of(PromptDefinition.of("greet", List.of(PromptArgument.of("who", false)))),
                List.of(template),
                List.of(resource))
            .fingerprint())
        .as("requiredness is part of the contract")
        .isNotEqualTo(all.fingerprint());
    assertThat(tools
            .withPromptsAndResources(
                List.of(new PromptDefinition(
                    "greet",
                    java.util.Optional.of("Greeting"),
                    java.util.Optional.of("Says hello"),
                    prompt.arguments(),
                    java.util.Map.of())),
                List.of(template),
                List.of(resource))
            .fingerprint())
        .as("documentation is not")
        .isEqualTo(all.fingerprint());
    assertThat(tools
            .withPromptsAndResources(
                List.of(prompt),
                List.of(ResourceTemplateDefinition.of("issue", "gh://{m}")),
                List.of(resource))
            .fingerprint())
        .isNotEqualTo(all.fingerprint());
  }

  @Test
  void reportsEveryProblemOfPromptsAndResourcesWithItsPointer() {
    String json = """
        {"tools":[],
         "prompts":[{"name":"p","arguments":[{"required":"yes"}]}, 3],
         "resourceTemplates":[{"name":"t"}],
         "resources":{"uri":"x"}}
        """;

    assertThatThrownBy(() -> SnapshotFormat.read(json, "s.json"))
        .isInstanceOf(InvalidSnapshotException.class)
        .hasMessage("""
            5 problems in s.json:
              - /prompts/0/arguments/0/name: missing
              - /prompts/0/arguments/0/required: expected true or false, got string "yes"
              - /prompts/1: expected an object, got number 3
              - /resourceTemplates/0/uriTemplate: missing
              - /resources: expected an array, got object {"uri":"x"}""");
  }
}
