package dev.imcp.codegen;

import java.util.List;
import java.util.Objects;
import javax.lang.model.SourceVersion;

/**
 * What to generate: the package, the name of the client facade, and how tools are grouped into services.
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

  private GeneratorOptions(Builder builder) {
    this.packageName = builder.packageName;
    this.clientName = builder.clientName;
    this.serviceRules = List.copyOf(builder.serviceRules);
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

  /** Everything that changes the output, for up-to-date checks. */
  public String fingerprintText() {
    return packageName + "\n" + clientName + "\n" + serviceRules;
  }

  public static final class Builder {
    private final String packageName;
    private String clientName = "McpToolsClient";
    private final java.util.ArrayList<ServiceRule> serviceRules = new java.util.ArrayList<>();

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

    public GeneratorOptions build() {
      return new GeneratorOptions(this);
    }
  }
}
