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
 * wrong. Built by name ({@link #builder()}), as its lists of globs are easy to swap by position.
 */
public final class GeneratorSettings {
  private final @Nullable String packageName;
  private final @Nullable String clientName;
  private final List<String> serviceRules;
  private final List<String> resultMappings;
  private final List<String> typeMappings;
  private final List<String> includeTools;
  private final List<String> excludeTools;
  private final boolean nudgeWholeNumbers;
  private final List<String> includePrompts;
  private final List<String> excludePrompts;
  private final List<String> includeResources;
  private final List<String> excludeResources;

  private GeneratorSettings(Builder builder) {
    packageName = builder.packageName;
    clientName = builder.clientName;
    serviceRules = builder.serviceRules;
    resultMappings = builder.resultMappings;
    typeMappings = builder.typeMappings;
    includeTools = builder.includeTools;
    excludeTools = builder.excludeTools;
    nudgeWholeNumbers = builder.nudgeWholeNumbers;
    includePrompts = builder.includePrompts;
    excludePrompts = builder.excludePrompts;
    includeResources = builder.includeResources;
    excludeResources = builder.excludeResources;
  }

  /** {@return a builder of settings with no package, every tool, prompt and resource, and nothing else set} */
  public static Builder builder() {
    return new Builder();
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
    options.toolSelection(toolSelection(includeTools, excludeTools, dialect));
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

  /** The settings, one option a call, as the front end read them; unchecked until {@link #options}. */
  public static final class Builder {
    private @Nullable String packageName;
    private @Nullable String clientName;
    private List<String> serviceRules = List.of();
    private List<String> resultMappings = List.of();
    private List<String> typeMappings = List.of();
    private List<String> includeTools = List.of();
    private List<String> excludeTools = List.of();
    private boolean nudgeWholeNumbers;
    private List<String> includePrompts = List.of();
    private List<String> excludePrompts = List.of();
    private List<String> includeResources = List.of();
    private List<String> excludeResources = List.of();

    private Builder() {}

    /**
     * {@return this builder}
     *
     * @param packageName the package of the generated code; null or blank when not given
     */
    public Builder packageName(@Nullable String packageName) {
      this.packageName = packageName;
      return this;
    }

    /**
     * {@return this builder}
     *
     * @param clientName the simple name of the client facade; null or blank to name it after the server
     */
    public Builder clientName(@Nullable String clientName) {
      this.clientName = clientName;
      return this;
    }

    /**
     * {@return this builder}
     *
     * @param serviceRules rules {@code glob=service}, in order
     */
    public Builder serviceRules(List<String> serviceRules) {
      this.serviceRules = List.copyOf(serviceRules);
      return this;
    }

    /**
     * {@return this builder}
     *
     * @param resultMappings result types {@code tool=com.example.Type}
     */
    public Builder resultMappings(List<String> resultMappings) {
      this.resultMappings = List.copyOf(resultMappings);
      return this;
    }

    /**
     * {@return this builder}
     *
     * @param typeMappings Java types of numbers, {@code property=long} or {@code tool#/pointer=int}
     */
    public Builder typeMappings(List<String> typeMappings) {
      this.typeMappings = List.copyOf(typeMappings);
      return this;
    }

    /**
     * {@return this builder}
     *
     * @param includeTools globs of the tools to generate; all when empty
     */
    public Builder includeTools(List<String> includeTools) {
      this.includeTools = List.copyOf(includeTools);
      return this;
    }

    /**
     * {@return this builder}
     *
     * @param excludeTools globs of the tools to leave out
     */
    public Builder excludeTools(List<String> excludeTools) {
      this.excludeTools = List.copyOf(excludeTools);
      return this;
    }

    /**
     * {@return this builder}
     *
     * @param nudgeWholeNumbers whether whole {@code number} arguments are sent with the smallest fraction
     */
    public Builder nudgeWholeNumbers(boolean nudgeWholeNumbers) {
      this.nudgeWholeNumbers = nudgeWholeNumbers;
      return this;
    }

    /**
     * {@return this builder}
     *
     * @param includePrompts globs of the prompts to generate; all when empty
     */
    public Builder includePrompts(List<String> includePrompts) {
      this.includePrompts = List.copyOf(includePrompts);
      return this;
    }

    /**
     * {@return this builder}
     *
     * @param excludePrompts globs of the prompts to leave out
     */
    public Builder excludePrompts(List<String> excludePrompts) {
      this.excludePrompts = List.copyOf(excludePrompts);
      return this;
    }

    /**
     * {@return this builder}
     *
     * @param includeResources globs of the resources and templates to generate, by name or URI; all when empty
     */
    public Builder includeResources(List<String> includeResources) {
      this.includeResources = List.copyOf(includeResources);
      return this;
    }

    /**
     * {@return this builder}
     *
     * @param excludeResources globs of the resources and templates to leave out
     */
    public Builder excludeResources(List<String> excludeResources) {
      this.excludeResources = List.copyOf(excludeResources);
      return this;
    }

    /** {@return the settings as set so far; later calls on this builder do not change them} */
    public GeneratorSettings build() {
      return new GeneratorSettings(this);
    }
  }
}
