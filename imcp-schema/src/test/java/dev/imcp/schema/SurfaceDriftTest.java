package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Drift of prompts, resource templates and static resources: one test per class of change. */
class SurfaceDriftTest {
  private static final PromptArgument CITY = PromptArgument.of("city", true);
  private static final PromptArgument STATE = PromptArgument.of("state", false);
  private static final PromptDefinition WEATHER =
      PromptDefinition.of("weather", List.of(CITY, STATE));
  private static final ResourceTemplateDefinition ISSUE =
      ResourceTemplateDefinition.of("issue", "github://repos/{owner}/{repo}/issues/{number}");
  private static final ResourceDefinition README =
      ResourceDefinition.of("file:///README.md", "README.md", "text/markdown");

  private static Snapshot surface(
      List<PromptDefinition> prompts,
      List<ResourceTemplateDefinition> templates,
      List<ResourceDefinition> resources) {
    return new Snapshot(Optional.empty(), Optional.empty(), List.of())
        .withPromptsAndResources(prompts, templates, resources);
  }

  private static List<String> drift(Snapshot before, Snapshot after) {
    return DriftClassifier.compare(before, after).changes().stream()
        .map(Change::toString)
        .toList();
  }

  private static Snapshot prompts(PromptDefinition... prompts) {
    return surface(List.of(prompts), List.of(), List.of());
  }

  private static Snapshot templates(ResourceTemplateDefinition... templates) {
    return surface(List.of(), List.of(templates), List.of());
  }

  private static Snapshot resources(ResourceDefinition... resources) {
    return surface(List.of(), List.of(), List.of(resources));
  }

  @Test
  void sameSurfaceHasNoDrift() {
    Snapshot snapshot = Fixtures.snapshot("everything-prompts.json");

    assertThat(DriftClassifier.compare(snapshot, snapshot).isEmpty()).isTrue();
  }

  @Test
  void removedPromptIsBreaking() {
    assertThat(drift(prompts(WEATHER), prompts()))
        .containsExactly("BREAKING prompt weather: prompt removed");
  }

  @Test
  void newPromptIsCompatible() {
    assertThat(drift(prompts(), prompts(WEATHER)))
        .containsExactly("COMPATIBLE prompt weather: prompt added");
  }

  @ParameterizedTest(name = "required = {0}")
  @CsvSource({
    "true, BREAKING prompt weather /arguments/day: required argument added",
    "false, COMPATIBLE prompt weather /arguments/day: optional argument added"
  })
  void newArgumentIsBreakingWhenRequiredAndCompatibleWhenOptional(boolean required, String change) {
    PromptDefinition after =
        PromptDefinition.of("weather", List.of(CITY, STATE, PromptArgument.of("day", required)));

    assertThat(drift(prompts(WEATHER), prompts(after))).containsExactly(change);
  }

  @Test
  void argumentBecomingRequiredIsBreakingAndOptionalCompatible() {
    PromptDefinition after = PromptDefinition.of(
        "weather", List.of(PromptArgument.of("city", false), PromptArgument.of("state", true)));

    assertThat(drift(prompts(WEATHER), prompts(after)))
        .containsExactly(
            "COMPATIBLE prompt weather /arguments/city: became optional",
            "BREAKING prompt weather /arguments/state: became required");
  }

  @Test
  void removedArgumentIsBreaking() {
    assertThat(drift(prompts(WEATHER), prompts(PromptDefinition.of("weather", List.of(CITY)))))
        .containsExactly("BREAKING prompt weather /arguments/state: argument removed");
  }

  @Test
  void reorderedArgumentsAreCompatible() {
    assertThat(
            drift(prompts(WEATHER), prompts(PromptDefinition.of("weather", List.of(STATE, CITY)))))
        .containsExactly(
            "COMPATIBLE prompt weather /arguments: arguments reordered from [city, state] to [state, city]");
  }

  @Test
  void changedDescriptionIsDocumentation() {
    PromptDefinition after = new PromptDefinition(
        "weather",
        Optional.empty(),
        Optional.of("Asks for the weather"),
        WEATHER.arguments(),
        Map.of());

    assertThat(drift(prompts(WEATHER), prompts(after)))
        .containsExactly("DOCUMENTATION prompt weather /description: description changed");
  }

  @Test
  void removedTemplateIsBreakingAndNewOneCompatible() {
    Snapshot with = templates(ISSUE);
    Snapshot without = templates();

    assertThat(drift(with, without))
        .containsExactly("BREAKING resource template issue: resource template removed");
    assertThat(drift(without, with))
        .containsExactly("COMPATIBLE resource template issue: resource template added");
  }

  @Test
  void renamedVariableIsBreaking() {
    ResourceTemplateDefinition renamed =
        ResourceTemplateDefinition.of("issue", "github://repos/{owner}/{repo}/issues/{id}");

    assertThat(drift(templates(ISSUE), templates(renamed)))
        .containsExactly(
            "BREAKING resource template issue /uriTemplate: variable number renamed to id;"
                + " uriTemplate changed from github://repos/{owner}/{repo}/issues/{number}"
                + " to github://repos/{owner}/{repo}/issues/{id}");
  }

  @Test
  void reshapedTemplateWithTheSameVariablesIsBreaking() {
    ResourceTemplateDefinition moved =
        ResourceTemplateDefinition.of("issue", "github://{owner}/{repo}/issue/{number}");

    assertThat(drift(templates(ISSUE), templates(moved)))
        .singleElement()
        .asString()
        .startsWith("BREAKING resource template issue /uriTemplate: uriTemplate changed");
  }

  @Test
  void removedResourceIsBreakingNewOneCompatibleAndChangedMimeTypeBreaking() {
    ResourceDefinition html = ResourceDefinition.of("file:///README.md", "README.md", "text/html");
    ResourceDefinition other =
        ResourceDefinition.of("file:///NOTES.md", "NOTES.md", "text/markdown");

    assertThat(drift(resources(README), resources(other)))
        .containsExactly(
            "COMPATIBLE resource file:///NOTES.md: resource added",
            "BREAKING resource file:///README.md: resource removed");
    assertThat(drift(resources(README), resources(html)))
        .containsExactly(
            "BREAKING resource file:///README.md /mimeType: mimeType changed from text/markdown to text/html");
  }

  @Test
  void olderToolsOnlySnapshotAgainstAServerWithPromptsSeesOnlyAdditions() {
    Snapshot live = Fixtures.snapshot("everything-prompts.json");
    Snapshot old = live.withPromptsAndResources(List.of(), List.of(), List.of());

    DriftReport report = DriftClassifier.compare(old, live);

    assertThat(report.hasBreaking()).isFalse();
    assertThat(report.changes()).hasSize(4 + 2 + 7);
    assertThat(report.changes()).extracting(Change::kind).doesNotContain(SurfaceKind.TOOL);
  }
}
