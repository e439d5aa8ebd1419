package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.codegen.GeneratorOptions;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** Every option the generator refuses is named, in the front end's terms, with how to write it. */
class GeneratorSettingsTest {
  private static GeneratorSettings settings(
      @Nullable String packageName, String clientName, List<String> rules, List<String> exclude) {
    return settings(packageName, clientName, rules, exclude, List.of("pull_number=long"));
  }

  private static GeneratorSettings settings(
      @Nullable String packageName,
      String clientName,
      List<String> rules,
      List<String> exclude,
      List<String> typeMappings) {
    return GeneratorSettings.builder()
        .packageName(packageName)
        .clientName(clientName)
        .serviceRules(rules)
        .resultMappings(List.of("echo=com.example.Echo"))
        .typeMappings(typeMappings)
        .excludeTools(exclude)
        .nudgeWholeNumbers(true)
        .build();
  }

  private static void refused(GeneratorSettings settings, String message) {
    assertThatThrownBy(() -> settings.options(TestDialect.INSTANCE))
        .isInstanceOfSatisfying(
            BuildException.class,
            e -> assertThat(e.kind()).isEqualTo(BuildException.Kind.CONFIGURATION))
        .hasMessage(message);
  }

  @Test
  void theOptionsAsWritten() throws BuildException {
    GeneratorOptions options = settings(
            " com.example.tools ", "Tools", List.of("get-*=info"), List.of("x"))
        .options(TestDialect.INSTANCE);

    assertThat(options.packageName()).isEqualTo("com.example.tools");
    assertThat(options.clientName()).contains("Tools");
    assertThat(options.serviceRules()).hasToString("[get-*=info]");
    assertThat(options.resultMappings()).containsKey("echo");
    assertThat(options.toolSelection().selects("x")).isFalse();
    assertThat(options.nudgeWholeNumbers()).isTrue();
    assertThat(options.typeMappings()).hasToString("[pull_number=long]");
  }

  @Test
  void noPackageSaysWhichOptionAndWhatItIsFor() {
    refused(
        settings(" ", "Tools", List.of(), List.of()),
        "no Java package for the generated code: give --package-name com.example.tools (the package your code "
            + "imports the SDK from)");
  }

  @Test
  void aBadPackageNamesTheOptionAndWhy() {
    refused(
        settings("1abc", "Tools", List.of(), List.of()),
        "--package-name: '1abc' is not a Java package name: its part '1abc' starts with '1', and a Java name "
            + "starts with a letter, '_' or '$'; write lower-case words separated by dots, each starting with a "
            + "letter, such as com.example.tools");
  }

  @Test
  void aBadClientNameRuleOrGlobNamesItsOption() {
    refused(
        settings("com.example", "my-client", List.of(), List.of()),
        "--client-name: 'my-client' is not a Java class name: it holds '-', which no Java name may; write one "
            + "capitalised word of letters and digits, such as McpToolsClient");
    refused(
        settings("com.example", "Tools", List.of("calendar"), List.of()),
        "--service-rules: A service rule is written glob=service, such as 'events_*=calendar', not 'calendar'");
    refused(
        settings("com.example", "Tools", List.of(), List.of(" ")),
        "--exclude-tools: An exclude glob names tools, such as 'browser_*'; it is blank");
    refused(
        settings("com.example", "Tools", List.of(), List.of(), List.of("pull_number=float")),
        "--type-mappings: Type mapping 'pull_number=float': the type is int, long or BigDecimal, not 'float'");
  }

  @Test
  void promptAndResourceGlobsReachTheOptionsAndABlankOneNamesItsOption() throws BuildException {
    GeneratorOptions options = surfaces(
            List.of("review-*"), List.of(), List.of(), List.of("notes://*"))
        .options(TestDialect.INSTANCE);

    assertThat(options.promptSelection().selects("review-week")).isTrue();
    assertThat(options.promptSelection().selects("summarize_note")).isFalse();
    assertThat(options.resourceSelection().exclude()).containsExactly("notes://*");
    refused(
        surfaces(List.of(), List.of(" "), List.of(), List.of()),
        "--exclude-prompts: An exclude glob names tools, such as 'browser_*'; it is blank");
  }

  /** Settings of every tool that select prompts and resources by these globs. */
  private static GeneratorSettings surfaces(
      List<String> includePrompts,
      List<String> excludePrompts,
      List<String> includeResources,
      List<String> excludeResources) {
    return GeneratorSettings.builder()
        .packageName("com.example")
        .includePrompts(includePrompts)
        .excludePrompts(excludePrompts)
        .includeResources(includeResources)
        .excludeResources(excludeResources)
        .build();
  }

  @Test
  void settingsKeepWhatWasSetWhenTheFrontEndsListOrTheBuilderChangesLater() throws BuildException {
    List<String> rules = new ArrayList<>(List.of("get-*=info"));
    GeneratorSettings.Builder builder =
        GeneratorSettings.builder().packageName("com.example").serviceRules(rules);
    GeneratorSettings settings = builder.build();

    rules.add("calendar");
    builder.packageName("1abc").excludeTools(List.of(" "));

    GeneratorOptions options = settings.options(TestDialect.INSTANCE);
    assertThat(options.packageName()).isEqualTo("com.example");
    assertThat(options.serviceRules()).hasToString("[get-*=info]");
    assertThat(options.toolSelection().selects("anything")).isTrue();
  }

  @Test
  void unsetOptionsSelectEverythingAndNameNoClient() throws BuildException {
    GeneratorOptions options = GeneratorSettings.builder()
        .packageName("com.example")
        .build()
        .options(TestDialect.INSTANCE);

    assertThat(options.clientName()).isEmpty();
    assertThat(options.serviceRules()).isEmpty();
    assertThat(options.nudgeWholeNumbers()).isFalse();
    assertThat(options.toolSelection().selects("x")).isTrue();
    assertThat(options.promptSelection().selects("x")).isTrue();
    assertThat(options.resourceSelection().selects("notes://x")).isTrue();
  }
}
