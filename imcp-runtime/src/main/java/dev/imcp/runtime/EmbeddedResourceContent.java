package dev.imcp.runtime;

import java.util.Base64;
import java.util.Objects;
import java.util.Optional;

/** A resource sent inline: its text, or its bytes as base64 {@code blob}. */
public record EmbeddedResourceContent(String uri, Optional<String> mimeType, Optional<String> text, Optional<String> blob)
    implements Content {
  public EmbeddedResourceContent {
    Objects.requireNonNull(uri, "uri");
    Objects.requireNonNull(mimeType, "mimeType");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(blob, "blob");
  }

  /** The blob decoded, if there is one. */
  public Optional<byte[]> bytes() {
    return blob.map(Base64.getMimeDecoder()::decode);
  }

  @Override
  public String type() {
    return "resource";
  }
}
