package dev.imcp.schema;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * One static resource exactly as {@code resources/list} described it.
 *
 * @param uri the resource's URI, as {@code resources/read} takes it
 * @param name its name
 * @param title a title for people
 * @param description what it is, as the server wrote it (untrusted text)
 * @param mimeType its MIME type, when the server says
 * @param extra fields this model does not know (such as {@code size} or {@code annotations}), kept so that a snapshot
 *     round trip loses nothing
 */
public record ResourceDefinition(
    String uri,
    String name,
    Optional<String> title,
    Optional<String> description,
    Optional<String> mimeType,
    Map<String, JsonNode> extra) {
  /**
   * Checks for nulls and copies the JSON.
   *
   * @param uri the resource's URI
   * @param name its name
   * @param title a title for people
   * @param description what it is (untrusted text)
   * @param mimeType its MIME type
   * @param extra fields this model does not know
   */
  public ResourceDefinition {
    Objects.requireNonNull(uri, "uri");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(mimeType, "mimeType");
    extra = JsonCopies.copyOf(extra);
  }

  /**
   * {@return a resource with nothing but a URI, a name and a MIME type}
   *
   * @param uri the resource's URI
   * @param name its name
   * @param mimeType its MIME type
   */
  public static ResourceDefinition of(String uri, String name, String mimeType) {
    return new ResourceDefinition(
        uri, name, Optional.empty(), Optional.empty(), Optional.of(mimeType), Map.of());
  }

  /** {@return this resource's fingerprint: its URI, name and MIME type} */
  public Fingerprint fingerprint() {
    return Fingerprint.of(this);
  }
}
