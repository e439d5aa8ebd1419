package dev.imcp.runtime;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** One item of a tool result's {@code content}. Types this runtime does not know arrive as {@link Unknown}. */
public sealed interface Content {

  /**
   * {@return the {@code type} field: {@code text}, {@code image}, {@code audio}, {@code resource_link}, {@code
   * resource}, …}
   */
  String type();

  /**
   * A text item.
   *
   * @param text the text, as sent
   */
  record Text(String text) implements Content {
    /**
     * Checks that no component is null.
     *
     * @param text the text, as sent
     */
    public Text {
      Objects.requireNonNull(text, "text");
    }

    @Override
    public String type() {
      return "text";
    }
  }

  /**
   * An image.
   *
   * @param data base64, as sent
   * @param mimeType such as {@code image/png}
   */
  record Image(String data, String mimeType) implements Content {
    /**
     * Checks that no component is null.
     *
     * @param data base64, as sent
     * @param mimeType such as {@code image/png}
     */
    public Image {
      Base64Data.requireNonNull(data, mimeType);
    }

    /** {@return the decoded bytes; a new array each call} */
    public byte[] bytes() {
      return Base64Data.decode(data);
    }

    @Override
    public String type() {
      return "image";
    }
  }

  /**
   * An audio clip.
   *
   * @param data base64, as sent
   * @param mimeType such as {@code audio/wav}
   */
  record Audio(String data, String mimeType) implements Content {
    /**
     * Checks that no component is null.
     *
     * @param data base64, as sent
     * @param mimeType such as {@code audio/wav}
     */
    public Audio {
      Base64Data.requireNonNull(data, mimeType);
    }

    /** {@return the decoded bytes; a new array each call} */
    public byte[] bytes() {
      return Base64Data.decode(data);
    }

    @Override
    public String type() {
      return "audio";
    }
  }

  /**
   * A link to a resource the client may read with {@code resources/read}.
   *
   * @param uri the resource's URI
   * @param name the resource's name
   * @param mimeType its MIME type, when the server gave one
   * @param description what it is, when the server said
   */
  record ResourceLink(
      String uri, String name, Optional<String> mimeType, Optional<String> description)
      implements Content {
    /**
     * Checks that no component is null.
     *
     * @param uri the resource's URI
     * @param name the resource's name
     * @param mimeType its MIME type, when the server gave one
     * @param description what it is, when the server said
     */
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

  /**
   * A resource sent inline: its text, or its bytes as base64 {@code blob}.
   *
   * @param uri the resource's URI
   * @param mimeType its MIME type, when the server gave one
   * @param text its text, for a text resource
   * @param blob its bytes as base64, for a binary resource
   */
  record EmbeddedResource(
      String uri, Optional<String> mimeType, Optional<String> text, Optional<String> blob)
      implements Content {
    /**
     * Checks that no component is null.
     *
     * @param uri the resource's URI
     * @param mimeType its MIME type, when the server gave one
     * @param text its text, for a text resource
     * @param blob its bytes as base64, for a binary resource
     */
    public EmbeddedResource {
      Objects.requireNonNull(uri, "uri");
      Objects.requireNonNull(mimeType, "mimeType");
      Objects.requireNonNull(text, "text");
      Objects.requireNonNull(blob, "blob");
    }

    /** {@return the blob decoded, if there is one; a new array each call} */
    public Optional<byte[]> bytes() {
      return blob.map(Base64Data::decode);
    }

    @Override
    public String type() {
      return "resource";
    }
  }

  /**
   * A content item of a type this runtime does not know, kept whole.
   *
   * @param type its {@code type} field
   * @param json the whole item; copied in and out
   */
  record Unknown(String type, JsonNode json) implements Content {
    /**
     * Copies {@code json}, so that the caller's later changes do not reach this item.
     *
     * @param type its {@code type} field
     * @param json the whole item
     */
    public Unknown {
      Objects.requireNonNull(type, "type");
      json = json.deepCopy();
    }

    /** {@return a copy of the whole item} */
    @Override
    public JsonNode json() {
      return json.deepCopy();
    }

    /** {@return the whole item as a new map (nested objects as maps, arrays as lists)} */
    public Map<String, Object> jsonMap() {
      return JsonForms.map(json);
    }

    /** {@return the whole item as compact JSON text} */
    public String jsonText() {
      return JsonForms.text(json);
    }
  }
}
