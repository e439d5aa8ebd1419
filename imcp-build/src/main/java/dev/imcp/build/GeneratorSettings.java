package dev.imcp.build;

import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.codegen.ResultMapping;
import dev.imcp.codegen.ServiceRule;
import dev.imcp.codegen.ToolSelection;
import dev.imcp.codegen.TypeMapping;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The generator's options as the user wrote them; {@link #options} checks each and names the option of any that is
 * wrong.
 *
 * @param packageName the package of the generated code; null or blank when not given
 * @param clientName the simple name of the client facade; null or blank to name it after the server
 * @param serviceRules rules {@code glob=service}, in order
 * @param resultMappings result types {@code tool=com.example.Type}
 * @param typeMappings Java types of numbers, {@code property=long} or {@code tool#/pointer=int}
 * @param includeTools globs of the tools to generate; all when empty
 * @param excludeTools globs of the tools to leave out
 * @param nudgeWholeNumbers whether whole {@code number} arguments are sent with the smallest fraction
 * @param includePrompts globs of the prompts to generate; all when empty
 * @param excludePrompts globs of the prompts to leave out
 * @param includeResources globs of the resources and templates to generate, by name or URI; all when empty
 * @param excludeResources globs of the resources and templates to leave out
 */
public record GeneratorSettings(
    @Nullable String packageName,
    @Nullable String clientName,
    List<String> serviceRules,
    List<String> resultMappings,
    List<String> typeMappings,
    List<String> includeTools,
    List<String> excludeTools,
    boolean nudgeWholeNumbers,
    List<String> includePrompts,
    List<String> excludePrompts,
    List<String> includeResources,
    List<String> excludeResources) {
  /**
   * Copies the lists.
   *
   * @param packageName the package of the generated code; null or blank when not given
   * @param clientName the simple name of the client facade; null or blank to name it after the server
   * @param serviceRules rules {@code glob=service}, in order
   * @param resultMappings result types {@code tool=com.example.Type}
   * @param typeMappings Java types of numbers, {@code property=long} or {@code tool#/pointer=int}
   * @param includeTools globs of the tools to generate; all when empty
   * @param excludeTools globs of the tools to leave out
   * @param nudgeWholeNumbers whether whole {@code number} arguments are sent with the smallest fraction
   * @param includePrompts globs of the prompts to generate; all when empty
   * @param excludePrompts globs of the prompts to leave out
   * @param includeResources globs of the resources and templates to generate, by name or URI; all when empty
   * @param excludeResources globs of the resources and templates to leave out
   */
  public GeneratorSettings {
    serviceRules = List.copyOf(serviceRules);
    resultMappings = List.copyOf(resultMappings);
    typeMappings = List.copyOf(typeMappings);
    includeTools = List.copyOf(includeTools);
    excludeTools = List.copyOf(excludeTools);
    includePrompts = List.copyOf(includePrompts);
    excludePrompts = List.copyOf(excludePrompts);
    includeResources = List.copyOf(includeResources);
    excludeResources = List.copyOf(excludeResources);
  }

  /**
   * Settings that select every prompt and resource.
   *
   * @param packageName the package of the generated code; null or blank when not given
   * @param clientName the simple name of the client facade; null or blank to name it after the server
   * @param serviceRules rules {@code glob=service}, in order
   * @param resultMappings result types {@code tool=com.example.Type}
   * @param typeMappings Java types of numbers, {@code property=long} or {@code tool#/pointer=int}
   * @param includeTools globs of the tools to generate; all when empty
   * @param excludeTools globs of the tools to leave out
   * @param nudgeWholeNumbers whether whole {@code number} arguments are sent with the smallest fraction
   */
  public GeneratorSettings(
      @Nullable String packageName,
      @Nullable String clientName,
      List<String> serviceRules,
      List<String> resultMappings,
      List<String> typeMappings,
      List<String> includeTools,
      List<String> excludeTools,
      boolean nudgeWholeNumbers) {
    this(
        packageName,
        clientName,
        serviceRules,
        resultMappings,
        typeMappings,
        includeTools,
        excludeTools,
        nudgeWholeNumbers,
        List.of(),
        List.of(),
        List.of(),
        List.of());
  }

  /**
   * {@return the generator's options}
   *
   * @param dialect how the front end names its options
   * @throws BuildException naming the option that is missing or wrong, and how to write it
   */
  public GeneratorOptions options(Dialect dialect) throws BuildException {
    // Long: one step per option, each checked and named by the dialect when it is wrong.
    String javaPackage = packageName;
    if (javaPackage == null || javaPackage.isBlank()) {
      throw BuildException.configuration("no Java package for the generated code: "
          + dialect.set(Option.PACKAGE_NAME, List.of("com.example.tools"))
          + " (the package your code imports the SDK from)");
    }
    GeneratorOptions.Builder options =
        checked(Option.PACKAGE_NAME, dialect, () -> GeneratorOptions.builder(javaPackage.strip()));
    String client = clientName;
    if (client != null && !client.isBlank()) {
      checked(Option.CLIENT_NAME, dialect, () -> options.clientName(client.strip()));
    }
    for (String rule : serviceRules) {
      options.serviceRule(checked(Option.SERVICE_RULES, dialect, () -> ServiceRule.parse(rule)));
    }
    for (String mapping : resultMappings) {
      options.resultMapping(
          checked(Option.RESULT_MAPPINGS, dialect, () -> ResultMapping.parse(mapping)));
    }
    for (String mapping : typeMappings) {
      options.typeMapping(checked(Option.TYPE_MAPPINGS, dialect, () -> TypeMapping.parse(mapping)));
    }
    options.toolSelection(toolSelection(dialect));
    options.promptSelection(selection(
        Option.INCLUDE_PROMPTS, includePrompts, Option.EXCLUDE_PROMPTS, excludePrompts, dialect));
    options.resourceSelection(selection(
        Option.INCLUDE_RESOURCES,
        includeResources,
        Option.EXCLUDE_RESOURCES,
        excludeResources,
        dialect));
    return options.nudgeWholeNumbers(nudgeWholeNumbers).build();
  }

  /**
   * {@return the tools selected by the include and exclude globs}
   *
   * @param dialect how the front end names its options
   * @throws BuildException for a blank glob
   */
  public ToolSelection toolSelection(Dialect dialect) throws BuildException {
    return toolSelection(includeTools, excludeTools, dialect);
  }

  static ToolSelection toolSelection(List<String> include, List<String> exclude, Dialect dialect)
      throws BuildException {
    return selection(Option.INCLUDE_TOOLS, include, Option.EXCLUDE_TOOLS, exclude, dialect);
  }

  private static ToolSelection selection(
      Option includeOption,
      List<String> include,
      Option excludeOption,
      List<String> exclude,
      Dialect dialect)
      throws BuildException {
    checked(includeOption, dialect, () -> ToolSelection.of(include, List.of()));
    checked(excludeOption, dialect, () -> ToolSelection.of(List.of(), exclude));
    return ToolSelection.of(include, exclude);
  }

  /** A step that may throw {@link IllegalArgumentException} for a value of one option. */
  private interface Step<T> {
    T run();
  }

  private static <T> T checked(Option option, Dialect dialect, Step<T> step) throws BuildException {
    try {
      return step.run();
    } catch (IllegalArgumentException e) {
      throw BuildException.configuration(dialect.option(option) + ": " + e.getMessage(), e);
    }
  }
}
