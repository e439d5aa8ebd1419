package dev.imcp.codegen.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolDefinition;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Large verb-first servers of the corpus are grouped by the noun after the verb, with no rules. */
class NounGroupsTest {
  private static List<String> tools(String server) {
    return SnapshotFormat.read(Path.of("../corpus/servers/" + server + ".json")).tools().stream()
        .map(ToolDefinition::name)
        .toList();
  }

  private static Map<String, List<String>> byService(List<String> tools) {
    return Grouping.services(tools, List.of()).entrySet().stream()
        .collect(Collectors.groupingBy(
            Map.Entry::getValue,
            TreeMap::new,
            Collectors.mapping(Map.Entry::getKey, Collectors.toList())));
  }

  @Test
  void gitlabsToolsGoToTheirResourcesAndMethodsDropTheNoun() {
    Map<String, List<String>> services = byService(tools("gitlab"));

    assertThat(services.get("merge_requests"))
        .contains("create_merge_request", "list_merge_requests", "get_merge_request");
    assertThat(services.get("issues")).contains("create_issue", "list_issues");
    assertThat(services.get("labels")).contains("create_label", "list_labels");
    // merge_requests alone would hold 32 tools: those that share a longer noun have their own.
    assertThat(services.get("merge_request_notes"))
        .contains("create_merge_request_note", "list_merge_request_note_emoji_reactions");
    assertThat(Grouping.withoutService("list_merge_requests", "merge_requests")).isEqualTo("list");
    assertThat(Grouping.withoutService("create_merge_request", "merge_requests"))
        .isEqualTo("create");
    assertThat(Grouping.withoutService("new_page", "pages")).isEqualTo("new_page");
    assertThat(Grouping.withoutService("get_merge_request_diffs", "merge_requests"))
        .isEqualTo("get_diffs");
  }

  @ParameterizedTest
  @ValueSource(strings = {"gitlab", "github-archived", "chrome-devtools"})
  void noServiceOfALargeVerbFirstServerHasMoreThan20Tools(String server) {
    Map<String, List<String>> services = byService(tools(server));

    assertThat(services).hasSizeGreaterThan(1);
    services.forEach((service, tools) ->
        assertThat(tools).as(service).hasSizeLessThanOrEqualTo(Grouping.LARGEST_DEFAULT));
  }

  @Test
  void aSmallServerKeepsItsOneService() {
    List<String> tools = List.of("read_file", "write_file", "list_directory", "create_directory");

    assertThat(byService(tools)).containsOnlyKeys(Grouping.DEFAULT_SERVICE);
  }

  @Test
  void singularAndPluralAreOneNoun() {
    assertThat(NounGroups.plural(NounGroups.singular("pipelines"))).isEqualTo("pipelines");
    assertThat(NounGroups.plural("repository")).isEqualTo("repositories");
    assertThat(NounGroups.plural("branch")).isEqualTo("branches");
    assertThat(NounGroups.singular("status")).isEqualTo("status");
  }
}
