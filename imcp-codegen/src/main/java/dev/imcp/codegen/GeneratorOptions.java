package dev.imcp.codegen;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import javax.lang.model.SourceVersion;

/**
 * What to generate: the package, the name of the client facade, which tools, and how they are grouped into services.
 *
 * <pre>{@code
 * GeneratorOptions.builder("com.example.imcp").clientName("ImcpClient")
 *     .serviceRule(ServiceRule.parse("calendars_*=calendar")).serviceRule(ServiceRule.parse("events_*=calendar"))
 *     .build();
 * }</pre>
 */
public final class GeneratorOptions {
  private final String packageName;
  private final @org.jspecify.annotations.Nullable String clientName;
  private final List<ServiceRule> serviceRules;
  private final boolean nudgeWholeNumbers;
  private final Map<String, ResultMapping> resultMappings;
  private final ToolSelection toolSelection;
  private final ToolSelection promptSelection;
  private final ToolSelection resourceSelection;
  private final List<TypeMapping> typeMappings;

  private GeneratorOptions(Builder builder) {
    this.packageName = builder.packageName;
    this.clientName = builder.clientName;
    this.serviceRules = List.copyOf(builder.serviceRules);
    this.nudgeWholeNumbers = builder.nudgeWholeNumbers;
    this.resultMappings = Collections.unmodifiableMap(new TreeMap<>(builder.resultMappings));
    this.toolSelection = builder.toolSelection;
    this.promptSelection = builder.promptSelection;
    this.resourceSelection = builder.resourceSelection;
    this.typeMappings = List.copyOf(builder.typeMappings);
  }

  /**
   * {@return a builder with every other option at its default}
   *
   * @param packageName the package of the generated code, such as {@code com.example.imcp}
   * @throws IllegalArgumentException when {@code packageName} is not a Java package name
   */
  public static Builder builder(String packageName) {
    return new Builder(packageName);
  }

  /** {@return the package of the generated code} */
  public String packageName() {
    return packageName;
  }

  /**
   * {@return the simple name of the client facade class; empty when it is named after the server's {@code
   * serverInfo.name} ({@code github-mcp-server} → {@code GithubClient}), as {@link ClientNames#fromServer} says}
   */
  public java.util.Optional<String> clientName() {
    return java.util.Optional.ofNullable(clientName);
  }

  /** {@return the service rules, in the order they are tried} */
  public List<ServiceRule> serviceRules() {
    return serviceRules;
  }

  /**
   * {@return whether whole values of {@code number} arguments are sent with a fraction; see {@link
   * Builder#nudgeWholeNumbers}}
   */
  public boolean nudgeWholeNumbers() {
    return nudgeWholeNumbers;
  }

  /** {@return the known result types, by tool name, sorted} */
  public Map<String, ResultMapping> resultMappings() {
    return resultMappings;
  }

  /** {@return the tools to generate; the others are left out of the SDK and of its drift checks} */
  public ToolSelection toolSelection() {
    return toolSelection;
  }

  /** {@return the prompts to generate, by name} */
  public ToolSelection promptSelection() {
    return promptSelection;
  }

  /** {@return the static resources and resource templates to generate, by name or URI (template)} */
  public ToolSelection resourceSelection() {
    return resourceSelection;
  }

  /** {@return the Java types of numbers, in the order added; the first that names a schema wins} */
  public List<TypeMapping> typeMappings() {
    return typeMappings;
  }

  /** {@return everything that changes the output, as text, for up-to-date checks} */
  public String fingerprintText() {
    return packageName + "\n" + clientName + "\n" + serviceRules + "\n" + nudgeWholeNumbers + "\n"
        + resultMappings.values() + "\n" + toolSelection + "\n" + typeMappings
        + (promptSelection.equals(ToolSelection.all()) ? "" : "\nprompts " + promptSelection)
        + (resourceSelection.equals(ToolSelection.all()) ? "" : "\nresources " + resourceSelection);
  }

  /** Sets up {@link GeneratorOptions}; every option but the package has a default. Not thread-safe. */
  public static final class Builder {
    private final String packageName;
    private @org.jspecify.annotations.Nullable String clientName;
    private final java.util.ArrayList<ServiceRule> serviceRules = new java.util.ArrayList<>();
    private boolean nudgeWholeNumbers;
    private final Map<String, ResultMapping> resultMappings = new TreeMap<>();
    private ToolSelection toolSelection = ToolSelection.all();
    private ToolSelection promptSelection = ToolSelection.all();
    private ToolSelection resourceSelection = ToolSelection.all();
    private final java.util.ArrayList<TypeMapping> typeMappings = new java.util.ArrayList<>();

    private Builder(String packageName) {
      Objects.requireNonNull(packageName, "packageName");
      if (!SourceVersion.isName(packageName)) {
        throw new IllegalArgumentException(JavaNames.notAPackage(packageName));
      }
      this.packageName = packageName;
    }

    /**
     * The simple name of the client facade class; by default named after the server's {@code serverInfo.name}
     * ({@code mcp-servers/everything} → {@code EverythingClient}, {@code McpToolsClient} when the snapshot names no
     * server).
     *
     * @param clientName a Java class name
     * @return this builder
     * @throws IllegalArgumentException when {@code clientName} is not a Java class name
     */
    public Builder clientName(String clientName) {
      if (!SourceVersion.isIdentifier(clientName) || SourceVersion.isKeyword(clientName)) {
        throw new IllegalArgumentException(JavaNames.notAClass(clientName));
      }
      this.clientName = clientName;
      return this;
    }

    /**
     * Adds a service rule, tried after the ones added before it.
     *
     * @param rule the rule
     * @return this builder
     */
    public Builder serviceRule(ServiceRule rule) {
      serviceRules.add(Objects.requireNonNull(rule, "rule"));
      return this;
    }

    /**
     * Adds service rules, in order, after the ones added before.
     *
     * @param rules the rules
     * @return this builder
     */
    public Builder serviceRules(List<ServiceRule> rules) {
      rules.forEach(this::serviceRule);
      return this;
    }

    /**
     * Sends whole values of {@code number} arguments as the next double ({@code 40} as {@code 40.00000000000001}), for
     * servers such as iMCP that read {@code 40.0} as an integer and reject it where a number is wanted. Integers and
     * validation are unaffected. Default off.
     *
     * @param nudge whether to nudge
     * @return this builder
     */
    public Builder nudgeWholeNumbers(boolean nudge) {
      this.nudgeWholeNumbers = nudge;
      return this;
    }

    /**
     * Decodes a tool's result as {@code mapping} says; a later mapping for the same tool replaces an earlier one.
     *
     * @param mapping the tool and its result type
     * @return this builder
     */
    public Builder resultMapping(ResultMapping mapping) {
      resultMappings.put(mapping.tool(), mapping);
      return this;
    }

    /**
     * Adds result mappings, as {@link #resultMapping} does for each.
     *
     * @param mappings the mappings
     * @return this builder
     */
    public Builder resultMappings(List<ResultMapping> mappings) {
      mappings.forEach(this::resultMapping);
      return this;
    }

    /**
     * Generates only the selected tools, such as a few of a large server's or all but one that cannot be generated.
     * Default: every tool.
     *
     * @param selection the tools to generate
     * @return this builder
     */
    public Builder toolSelection(ToolSelection selection) {
      this.toolSelection = Objects.requireNonNull(selection, "selection");
      return this;
    }

    /**
     * Generates only the prompts whose names the globs select. Default: every prompt.
     *
     * @param selection the prompts to generate, by name
     * @return this builder
     */
    public Builder promptSelection(ToolSelection selection) {
      this.promptSelection = Objects.requireNonNull(selection, "selection");
      return this;
    }

    /**
     * Generates only the static resources and resource templates whose name or URI (template) the globs select: an
     * include glob may match either, an exclude glob that matches either leaves it out. Default: every one.
     *
     * @param selection the resources and templates to generate
     * @return this builder
     */
    public Builder resourceSelection(ToolSelection selection) {
      this.resourceSelection = Objects.requireNonNull(selection, "selection");
      return this;
    }

    /**
     * Gives numbers the schema declares too loosely a Java type ({@code pull_number=long}); tried in the order added,
     * the first that names a schema wins. A mapping that names no number of the generated tools is a warning.
     *
     * @param mapping the mapping
     * @return this builder
     */
    public Builder typeMapping(TypeMapping mapping) {
      typeMappings.add(Objects.requireNonNull(mapping, "mapping"));
      return this;
    }

    /**
     * Adds type mappings, as {@link #typeMapping} does for each.
     *
     * @param mappings the mappings
     * @return this builder
     */
    public Builder typeMappings(List<TypeMapping> mappings) {
      mappings.forEach(this::typeMapping);
      return this;
    }

    /** {@return the options as set up so far} */
    public GeneratorOptions build() {
      return new GeneratorOptions(this);
    }
  }
}
