package dev.imcp.runtime;

import java.util.Base64;
import java.util.Objects;

/** @param data base64, as sent */
public record AudioContent(String data, String mimeType) implements Content {
  public AudioContent {
    Objects.requireNonNull(data, "data");
    Objects.requireNonNull(mimeType, "mimeType");
  }

  /** The decoded bytes; a new array each call. */
  public byte[] bytes() {
    return Base64.getMimeDecoder().decode(data);
  }

  @Override
  public String type() {
    return "audio";
  }
}
