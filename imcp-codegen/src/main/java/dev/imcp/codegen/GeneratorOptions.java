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
  private final String clientName;
  private final List<ServiceRule> serviceRules;
  private final boolean nudgeWholeNumbers;
  private final Map<String, ResultMapping> resultMappings;
  private final ToolSelection toolSelection;

  private GeneratorOptions(Builder builder) {
    this.packageName = builder.packageName;
    this.clientName = builder.clientName;
    this.serviceRules = List.copyOf(builder.serviceRules);
    this.nudgeWholeNumbers = builder.nudgeWholeNumbers;
    this.resultMappings = Collections.unmodifiableMap(new TreeMap<>(builder.resultMappings));
    this.toolSelection = builder.toolSelection;
  }

  public static Builder builder(String packageName) {
    return new Builder(packageName);
  }

  public String packageName() {
    return packageName;
  }

  public String clientName() {
    return clientName;
  }

  public List<ServiceRule> serviceRules() {
    return serviceRules;
  }

  /** Whether whole values of {@code number} arguments are sent with a fraction; see {@link Builder#nudgeWholeNumbers}. */
  public boolean nudgeWholeNumbers() {
    return nudgeWholeNumbers;
  }

  /** The known result types, by tool name. */
  public Map<String, ResultMapping> resultMappings() {
    return resultMappings;
  }

  /** The tools to generate; the others are left out of the SDK and of its drift checks. */
  public ToolSelection toolSelection() {
    return toolSelection;
  }

  /** Everything that changes the output, for up-to-date checks. */
  public String fingerprintText() {
    return packageName + "\n" + clientName + "\n" + serviceRules + "\n" + nudgeWholeNumbers + "\n" + resultMappings.values()
        + "\n" + toolSelection;
  }

  public static final class Builder {
    private final String packageName;
    private String clientName = "McpToolsClient";
    private final java.util.ArrayList<ServiceRule> serviceRules = new java.util.ArrayList<>();
    private boolean nudgeWholeNumbers;
    private final Map<String, ResultMapping> resultMappings = new TreeMap<>();
    private ToolSelection toolSelection = ToolSelection.all();

    private Builder(String packageName) {
      Objects.requireNonNull(packageName, "packageName");
      if (!SourceVersion.isName(packageName)) {
        throw new IllegalArgumentException("Not a Java package name: '" + packageName + "'");
      }
      this.packageName = packageName;
    }

    /** The simple name of the client facade class; default {@code McpToolsClient}. */
    public Builder clientName(String clientName) {
      if (!SourceVersion.isIdentifier(clientName) || SourceVersion.isKeyword(clientName)) {
        throw new IllegalArgumentException("Not a Java class name: '" + clientName + "'");
      }
      this.clientName = clientName;
      return this;
    }

    public Builder serviceRule(ServiceRule rule) {
      serviceRules.add(Objects.requireNonNull(rule, "rule"));
      return this;
    }

    public Builder serviceRules(List<ServiceRule> rules) {
      rules.forEach(this::serviceRule);
      return this;
    }

    /**
     * Sends whole values of {@code number} arguments as the next double ({@code 40} as {@code 40.00000000000001}), for
     * servers such as iMCP that read {@code 40.0} as an integer and reject it where a number is wanted. Integers and
     * validation are unaffected. Default off.
     */
    public Builder nudgeWholeNumbers(boolean nudge) {
      this.nudgeWholeNumbers = nudge;
      return this;
    }

    /** Decodes a tool's result as {@code mapping} says; a later mapping for the same tool replaces an earlier one. */
    public Builder resultMapping(ResultMapping mapping) {
      resultMappings.put(mapping.tool(), mapping);
      return this;
    }

    public Builder resultMappings(List<ResultMapping> mappings) {
      mappings.forEach(this::resultMapping);
      return this;
    }

    /** Generates only the selected tools, such as a few of a large server's or all but one that cannot be generated. */
    public Builder toolSelection(ToolSelection selection) {
      this.toolSelection = Objects.requireNonNull(selection, "selection");
      return this;
    }

    public GeneratorOptions build() {
      return new GeneratorOptions(this);
    }
  }
}
