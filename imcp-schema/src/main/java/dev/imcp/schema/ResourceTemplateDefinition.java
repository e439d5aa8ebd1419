package dev.imcp.schema;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * One resource template exactly as {@code resources/templates/list} described it.
 *
 * @param name the template's name (a programmatic name, though servers put spaces in it)
 * @param uriTemplate its RFC 6570 template, as the server wrote it; {@link #template()} parses it
 * @param title a title for people
 * @param description what its resources are, as the server wrote it (untrusted text)
 * @param mimeType the MIME type of its resources, when the server says
 * @param extra fields this model does not know (such as {@code annotations}), kept so that a snapshot round trip loses
 *     nothing
 */
public record ResourceTemplateDefinition(
    String name,
    String uriTemplate,
    Optional<String> title,
    Optional<String> description,
    Optional<String> mimeType,
    Map<String, JsonNode> extra) {
  /**
   * Checks for nulls and copies the JSON.
   *
   * @param name the template's name
   * @param uriTemplate its RFC 6570 template
   * @param title a title for people
   * @param description what its resources are (untrusted text)
   * @param mimeType the MIME type of its resources
   * @param extra fields this model does not know
   */
  public ResourceTemplateDefinition {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(uriTemplate, "uriTemplate");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(mimeType, "mimeType");
    extra = JsonCopies.copyOf(extra);
  }

  /**
   * {@return a template with nothing but a name and its URI template}
   *
   * @param name the template's name
   * @param uriTemplate its RFC 6570 template
   */
  public static ResourceTemplateDefinition of(String name, String uriTemplate) {
    return new ResourceTemplateDefinition(
        name, uriTemplate, Optional.empty(), Optional.empty(), Optional.empty(), Map.of());
  }

  /**
   * {@return the parsed template}
   *
   * @throws IllegalArgumentException when the server's template is not an RFC 6570 template
   */
  public UriTemplate template() {
    return UriTemplate.parse(uriTemplate);
  }

  /** {@return this template's fingerprint: its name, URI template and MIME type} */
  public Fingerprint fingerprint() {
    return Fingerprint.of(this);
  }
}
