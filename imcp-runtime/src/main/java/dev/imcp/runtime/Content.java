package dev.imcp.runtime;

import java.util.Base64;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** One item of a tool result's {@code content}. Types this runtime does not know arrive as {@link Unknown}. */
public sealed interface Content {

  /** The {@code type} field: {@code text}, {@code image}, {@code audio}, {@code resource_link}, {@code resource}, …. */
  String type();

  record Text(String text) implements Content {
    public Text {
      Objects.requireNonNull(text, "text");
    }

    @Override
    public String type() {
      return "text";
    }
  }

  /** @param data base64, as sent */
  record Image(String data, String mimeType) implements Content {
    public Image {
      Objects.requireNonNull(data, "data");
      Objects.requireNonNull(mimeType, "mimeType");
    }

    /** The decoded bytes; a new array each call. */
    public byte[] bytes() {
      return Base64.getMimeDecoder().decode(data);
    }

    @Override
    public String type() {
      return "image";
    }
  }

  /** @param data base64, as sent */
  record Audio(String data, String mimeType) implements Content {
    public Audio {
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

  /** A link to a resource the client may read with {@code resources/read}. */
  record ResourceLink(String uri, String name, Optional<String> mimeType, Optional<String> description)
      implements Content {
    public ResourceLink {
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

  /** A resource sent inline: its text, or its bytes as base64 {@code blob}. */
  record EmbeddedResource(String uri, Optional<String> mimeType, Optional<String> text, Optional<String> blob)
      implements Content {
    public EmbeddedResource {
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

  /** A content item of a type this runtime does not know, kept whole. */
  record Unknown(String type, JsonNode json) implements Content {
    public Unknown {
      Objects.requireNonNull(type, "type");
      json = json.deepCopy();
    }

    @Override
    public JsonNode json() {
      return json.deepCopy();
    }
  }
}
