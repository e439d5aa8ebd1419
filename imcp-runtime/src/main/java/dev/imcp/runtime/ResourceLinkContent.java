package dev.imcp.runtime;

import java.util.Objects;
import java.util.Optional;

/** A link to a resource the client may read with {@code resources/read}. */
public record ResourceLinkContent(String uri, String name, Optional<String> mimeType, Optional<String> description)
    implements Content {
  public ResourceLinkContent {
    Objects.requireNonNull(uri, "uri");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(mimeType, "mimeType");
    Objects.requireNonNull(description, "description");
  }

  @Override
  public String type() {
    return "resource_link";
  }
}
