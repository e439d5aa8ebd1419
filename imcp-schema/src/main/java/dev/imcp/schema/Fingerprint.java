package dev.imcp.schema;

import dev.imcp.schema.internal.CanonicalJson;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.SortedMap;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * A sha256 over a tool's contract: its name, input and output schemas and behaviour hints, written as canonical JSON
 * (sorted keys, normalised numbers) with descriptions, titles and examples left out. The same contract written in any
 * key order, or with other documentation, has the same fingerprint. Printed as {@code sha256:<64 hex digits>}.
 *
 * @param hex 64 lowercase hex digits
 */
public record Fingerprint(String hex) {
  private static final String PREFIX = "sha256:";

  /**
   * Checks the digits.
   *
   * @param hex 64 lowercase hex digits
   * @throws IllegalArgumentException when {@code hex} is not 64 lowercase hex digits
   */
  public Fingerprint {
    if (!isHex(hex)) {
      throw new IllegalArgumentException(
          "A fingerprint is 64 lowercase hex digits, not '" + hex + "'");
    }
  }

  /**
   * Whether {@code text} is 64 lowercase hex digits: by hand, since a generated SDK makes its descriptors' fingerprints
   * on a typed client's way to its first call, where a regular expression is compiled in a cold JVM's interpreter.
   */
  private static boolean isHex(String text) {
    if (text.length() != 64) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
        return false;
      }
    }
    return true;
  }

  /**
   * Parses the printed form {@code sha256:…}.
   *
   * @param text {@code sha256:} and 64 lowercase hex digits
   * @return the fingerprint
   * @throws IllegalArgumentException when {@code text} is not that
   */
  public static Fingerprint parse(String text) {
    if (!text.startsWith(PREFIX)) {
      throw new IllegalArgumentException("A fingerprint starts with 'sha256:', not '" + text + "'");
    }
    return new Fingerprint(text.substring(PREFIX.length()));
  }

  /**
   * {@return the fingerprint of one tool's contract}
   *
   * @param tool the tool
   */
  public static Fingerprint of(ToolDefinition tool) {
    return sha256(CanonicalJson.compact(contract(tool)));
  }

  /**
   * {@return the fingerprint of a whole surface: over each tool's name and fingerprint, in name order}
   *
   * @param snapshot the snapshot
   */
  public static Fingerprint of(Snapshot snapshot) {
    SortedMap<String, Fingerprint> tools = new TreeMap<>();
    snapshot.tools().forEach(tool -> tools.put(tool.name(), of(tool)));
    Fingerprint ofTools = ofTools(tools);
    if (!snapshot.hasPromptsOrResources()) {
      return ofTools;
    }
    SortedMap<String, Fingerprint> prompts = new TreeMap<>();
    snapshot.prompts().forEach(prompt -> prompts.putIfAbsent(prompt.name(), of(prompt)));
    SortedMap<String, Fingerprint> templates = new TreeMap<>();
    snapshot.resourceTemplates().forEach(t -> templates.putIfAbsent(t.name(), of(t)));
    SortedMap<String, Fingerprint> resources = new TreeMap<>();
    snapshot.resources().forEach(r -> resources.putIfAbsent(r.uri(), of(r)));
    return ofSurface(ofTools, prompts, templates, resources);
  }

  /**
   * {@return the fingerprint of a surface with prompts or resources, from its parts' fingerprints: {@link
   * #of(Snapshot)} for a caller that has them already}
   *
   * @param tools the fingerprint of the tools, {@link #ofTools}
   * @param prompts each prompt's fingerprint, by name
   * @param resourceTemplates each resource template's fingerprint, by name
   * @param resources each static resource's fingerprint, by URI
   */
  public static Fingerprint ofSurface(
      Fingerprint tools,
      SortedMap<String, Fingerprint> prompts,
      SortedMap<String, Fingerprint> resourceTemplates,
      SortedMap<String, Fingerprint> resources) {
    // One line per part, each part's own digest: no name of one kind can pass for another's.
    return sha256("tools " + tools.hex() + "\nprompts " + ofTools(prompts).hex()
        + "\nresourceTemplates " + ofTools(resourceTemplates).hex()
        + "\nresources " + ofTools(resources).hex() + "\n");
  }

  /**
   * {@return the fingerprint of a prompt's contract: its name, and its arguments' names, order and requiredness}
   *
   * @param prompt the prompt
   */
  public static Fingerprint of(PromptDefinition prompt) {
    ObjectNode contract = JsonNodeFactory.instance.objectNode();
    contract.put("name", prompt.name());
    ArrayNode arguments = contract.putArray("arguments");
    prompt
        .arguments()
        .forEach(argument -> arguments
            .addObject()
            .put("name", argument.name())
            .put("required", argument.required()));
    return sha256(CanonicalJson.compact(contract));
  }

  /**
   * {@return the fingerprint of a resource template's contract: its name, URI template and MIME type}
   *
   * @param template the template
   */
  public static Fingerprint of(ResourceTemplateDefinition template) {
    ObjectNode contract = JsonNodeFactory.instance.objectNode();
    contract.put("name", template.name()).put("uriTemplate", template.uriTemplate());
    template.mimeType().ifPresent(type -> contract.put("mimeType", type));
    return sha256(CanonicalJson.compact(contract));
  }

  /**
   * {@return the fingerprint of a static resource's contract: its URI, name and MIME type}
   *
   * @param resource the resource
   */
  public static Fingerprint of(ResourceDefinition resource) {
    ObjectNode contract = JsonNodeFactory.instance.objectNode();
    contract.put("uri", resource.uri()).put("name", resource.name());
    resource.mimeType().ifPresent(type -> contract.put("mimeType", type));
    return sha256(CanonicalJson.compact(contract));
  }

  /**
   * {@return the fingerprint of a whole surface from its tools' fingerprints: {@link #of(Snapshot)} for a caller that
   * has them already}
   *
   * @param tools each tool's fingerprint, by name
   */
  public static Fingerprint ofTools(SortedMap<String, Fingerprint> tools) {
    StringBuilder lines = new StringBuilder();
    tools.forEach((name, fingerprint) ->
        lines.append(name).append(' ').append(fingerprint.hex()).append('\n'));
    return sha256(lines.toString());
  }

  private static JsonNode contract(ToolDefinition tool) {
    ObjectNode contract = JsonNodeFactory.instance.objectNode();
    contract.put("name", tool.name());
    contract.set("inputSchema", CanonicalJson.withoutDocumentation(tool.inputSchema()));
    tool.outputSchema()
        .ifPresent(
            schema -> contract.set("outputSchema", CanonicalJson.withoutDocumentation(schema)));
    ObjectNode hints = contract.putObject("annotations");
    ToolAnnotations annotations = tool.annotations();
    annotations.readOnlyHint().ifPresent(value -> hints.put("readOnlyHint", value));
    annotations.destructiveHint().ifPresent(value -> hints.put("destructiveHint", value));
    annotations.idempotentHint().ifPresent(value -> hints.put("idempotentHint", value));
    annotations.openWorldHint().ifPresent(value -> hints.put("openWorldHint", value));
    return contract;
  }

  private static Fingerprint sha256(String text) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return new Fingerprint(HexFormat.of().formatHex(digest));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every Java platform has SHA-256", e);
    }
  }

  /** {@return the printed form, {@code sha256:} and the digits} */
  @Override
  public String toString() {
    return PREFIX + hex;
  }
}
