package dev.imcp.runtime.context;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Objects;
import java.util.Optional;

/** One item of a {@code resources/read} result: text, or bytes sent as a base64 {@code blob}. */
public sealed interface ResourceContent {
  /** {@return the URI of this item, as the server sent it (a read of a directory-like URI may return several)} */
  String uri();

  /** {@return its MIME type, when the server gave one} */
  Optional<String> mimeType();

  /** {@return its bytes: a blob decoded, a text in UTF-8; a new array each call} */
  byte[] bytes();

  /**
   * A text resource.
   *
   * @param uri its URI
   * @param mimeType its MIME type, when the server gave one
   * @param text its text
   */
  record Text(String uri, Optional<String> mimeType, String text) implements ResourceContent {
    /**
     * Checks that no component is null.
     *
     * @param uri its URI
     * @param mimeType its MIME type, when the server gave one
     * @param text its text
     */
    public Text {
      Objects.requireNonNull(uri, "uri");
      Objects.requireNonNull(mimeType, "mimeType");
      Objects.requireNonNull(text, "text");
    }

    @Override
    public byte[] bytes() {
      return text.getBytes(StandardCharsets.UTF_8);
    }
  }

  /**
   * A binary resource.
   *
   * @param uri its URI
   * @param mimeType its MIME type, when the server gave one
   * @param blob its bytes as base64, as sent
   */
  record Blob(String uri, Optional<String> mimeType, String blob) implements ResourceContent {
    /**
     * Checks that no component is null.
     *
     * @param uri its URI
     * @param mimeType its MIME type, when the server gave one
     * @param blob its bytes as base64, as sent
     */
    public Blob {
      Objects.requireNonNull(uri, "uri");
      Objects.requireNonNull(mimeType, "mimeType");
      Objects.requireNonNull(blob, "blob");
    }

    @Override
    public byte[] bytes() {
      return Base64.getMimeDecoder().decode(blob);
    }
  }
}
