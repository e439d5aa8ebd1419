package dev.imcp.schema;

/** What a server offers beside its tools, and its tools: the kinds of member a snapshot records. */
public enum SurfaceKind {
  /** A tool, from {@code tools/list}. */
  TOOL("tool"),
  /** A prompt, from {@code prompts/list}. */
  PROMPT("prompt"),
  /** A resource template, from {@code resources/templates/list}. */
  RESOURCE_TEMPLATE("resource template"),
  /** A static resource, from {@code resources/list}. */
  RESOURCE("resource");

  private final String label;

  SurfaceKind(String label) {
    this.label = label;
  }

  /** {@return how a message names this kind, such as {@code resource template}} */
  public String label() {
    return label;
  }
}
