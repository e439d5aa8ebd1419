package dev.imcp.runtime.stub;

import dev.imcp.schema.Fingerprint;
import dev.imcp.schema.SurfaceKind;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a generated SDK knows of one prompt, resource template or static resource at compile time: its kind, its name
 * (a static resource's URI), the fingerprint it was generated from, and its JSON as listed, so that drift can be
 * classified at run time as the snapshot classifies it.
 */
public final class ContextDescriptor {
  private final SurfaceKind kind;
  private final String name;
  private final Fingerprint fingerprint;
  private final String definitionJson;

  private ContextDescriptor(
      SurfaceKind kind, String name, String fingerprint, String definitionJson) {
    if (kind == SurfaceKind.TOOL) {
      throw new IllegalArgumentException("a tool is described by a ToolDescriptor: " + name);
    }
    this.kind = kind;
    this.name = Objects.requireNonNull(name, "name");
    this.fingerprint = Fingerprint.parse(Objects.requireNonNull(fingerprint, "fingerprint"));
    this.definitionJson = Objects.requireNonNull(definitionJson, "definitionJson");
  }

  /**
   * For generated code: {@code ContextDescriptor.prompt("args-prompt", "sha256:…", "{…}")}.
   *
   * @param name the prompt's name
   * @param fingerprint its fingerprint, {@code sha256:} and 64 hex digits
   * @param definitionJson the prompt as {@code prompts/list} gave it (compact snapshot JSON)
   * @return the descriptor
   * @throws IllegalArgumentException when {@code fingerprint} is not a fingerprint
   */
  public static ContextDescriptor prompt(String name, String fingerprint, String definitionJson) {
    return new ContextDescriptor(SurfaceKind.PROMPT, name, fingerprint, definitionJson);
  }

  /**
   * For generated code: a resource template, by name.
   *
   * @param name the template's name
   * @param fingerprint its fingerprint
   * @param definitionJson the template as {@code resources/templates/list} gave it
   * @return the descriptor
   * @throws IllegalArgumentException when {@code fingerprint} is not a fingerprint
   */
  public static ContextDescriptor resourceTemplate(
      String name, String fingerprint, String definitionJson) {
    return new ContextDescriptor(SurfaceKind.RESOURCE_TEMPLATE, name, fingerprint, definitionJson);
  }

  /**
   * For generated code: a static resource, by URI.
   *
   * @param uri the resource's URI
   * @param fingerprint its fingerprint
   * @param definitionJson the resource as {@code resources/list} gave it
   * @return the descriptor
   * @throws IllegalArgumentException when {@code fingerprint} is not a fingerprint
   */
  public static ContextDescriptor resource(String uri, String fingerprint, String definitionJson) {
    return new ContextDescriptor(SurfaceKind.RESOURCE, uri, fingerprint, definitionJson);
  }

  /** {@return what kind of member this is: a prompt, a resource template or a static resource} */
  public SurfaceKind kind() {
    return kind;
  }

  /** {@return the prompt's or template's name, or the static resource's URI} */
  public String name() {
    return name;
  }

  /** {@return the fingerprint the SDK was generated from} */
  public Fingerprint fingerprint() {
    return fingerprint;
  }

  /** {@return the member's JSON as listed when the SDK was generated} */
  public String definitionJson() {
    return definitionJson;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof ContextDescriptor that
        && kind == that.kind
        && name.equals(that.name)
        && fingerprint.equals(that.fingerprint)
        && definitionJson.equals(that.definitionJson);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, name, fingerprint, definitionJson);
  }

  @Override
  public String toString() {
    return "ContextDescriptor[" + kind.label() + " " + name + ", " + fingerprint + "]";
  }
}
