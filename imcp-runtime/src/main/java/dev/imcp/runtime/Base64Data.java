package dev.imcp.runtime;

import java.util.Base64;
import java.util.Objects;

/**
 * What {@link Content.Image}, {@link Content.Audio} and an embedded resource's {@code blob} share: base64 data with its
 * MIME type, checked and decoded in one place. A helper and not a supertype: a public method inherited from a
 * package-private type cannot be called through reflection from outside the package (Groovy, expression languages),
 * and each is a content type of its own to a user.
 */
final class Base64Data {
  private Base64Data() {}

  /** Checks that neither component is null. */
  static void requireNonNull(String data, String mimeType) {
    Objects.requireNonNull(data, "data");
    Objects.requireNonNull(mimeType, "mimeType");
  }

  /** {@return the bytes {@code data} encodes, line breaks allowed as MIME allows them; a new array each call} */
  static byte[] decode(String data) {
    return Base64.getMimeDecoder().decode(data);
  }
}
