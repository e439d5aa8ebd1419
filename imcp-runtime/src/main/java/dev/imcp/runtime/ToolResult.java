// One room: the result value of tools/call with its reading helpers (text, decode, structured
// content) and the equals/hashCode/toString of a value type; its Javadoc is most of the length.
package dev.imcp.runtime;

import dev.imcp.runtime.error.ResultDecodingException;
import dev.imcp.runtime.internal.base.DecodingFailures;
import dev.imcp.runtime.internal.base.Json;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.JsonNode;

/**
 * The result of {@code tools/call}: content items, optional structured content, whether it is an error, and {@code
 * _meta}, with helpers to read the text and decode JSON.
 *
 * <pre>{@code
 * ToolResult result = client.callTool("weather_current", Map.of("latitude", 37.33, "longitude", -122.0));
 * Weather weather = result.decode(Weather.class); // structuredContent if present, else the JSON text
 * }</pre>
 */
public final class ToolResult {
  private final String server;
  private final String tool;
  private final List<Content> content;
  private final Optional<JsonNode> structuredContent;
  private final boolean isError;
  private final Optional<JsonNode> meta;
  private final Optional<String> correlationId;
  private final Optional<CacheHint> cacheHint;

  /**
   * How long a 2026-07-28 server says its result may be kept ({@code ttlMs}; zero: not at all) and by whom ({@code
   * cacheScope}: {@code PRIVATE} for this client only, {@code PUBLIC} for shared caches too).
   *
   * @param ttl how long the result may be kept; zero means not at all
   * @param scope who may keep it
   */
  public record CacheHint(Duration ttl, Scope scope) {
    /** Who may keep a result. */
    public enum Scope {
      /** Only the client that asked, as this client's own cache does. */
      PRIVATE,
      /** Shared caches too. */
      PUBLIC
    }

    /**
     * Checks that no component is null.
     *
     * @param ttl how long the result may be kept; zero means not at all
     * @param scope who may keep it
     */
    public CacheHint {
      Objects.requireNonNull(ttl, "ttl");
      Objects.requireNonNull(scope, "scope");
    }
  }

  /** Not {@code map(JsonNode::deepCopy)}: its class would be spun on a client's way to its first call. */
  private static Optional<JsonNode> copy(Optional<JsonNode> tree) {
    return tree.isPresent() ? Optional.of(tree.get().deepCopy()) : Optional.empty();
  }

  private ToolResult(Builder builder) {
    this.server = builder.server;
    this.tool = builder.tool;
    this.content = builder.content; // immutable already
    this.structuredContent = copy(builder.structuredContent);
    this.isError = builder.isError;
    this.meta = copy(builder.meta);
    this.correlationId = builder.correlationId;
    this.cacheHint = builder.cacheHint;
  }

  /**
   * {@return a builder of a result with no content, not an error}
   *
   * @param server the server's name, for messages of decoding failures
   * @param tool the tool's name
   */
  public static Builder builder(String server, String tool) {
    return new Builder(server, tool);
  }

  /** {@return the name of the tool that gave this result} */
  public String tool() {
    return tool;
  }

  /** {@return the content items, in the server's order; unmodifiable} */
  public List<Content> content() {
    return content;
  }

  /** {@return a copy of {@code structuredContent}; empty when the server sent none} */
  public Optional<JsonNode> structuredContent() {
    return structuredContent.map(JsonNode::deepCopy);
  }

  /**
   * {@return a new map of {@code structuredContent} (nested objects as maps, arrays as lists); empty when the server
   * sent none} For users without Jackson 3's types; {@link #decode(Class)} reads it into a record.
   */
  public Optional<Map<String, Object>> structuredContentMap() {
    return structuredContent.map(JsonForms::map);
  }

  /** {@return whether the tool reported a failure ({@code isError: true}); its text then says what went wrong} */
  public boolean isError() {
    return isError;
  }

  /** {@return a copy of the result's {@code _meta}; empty when the server sent none} */
  public Optional<JsonNode> meta() {
    return meta.map(JsonNode::deepCopy);
  }

  /** {@return a new map of the result's {@code _meta}; empty when the server sent none} */
  public Optional<Map<String, Object>> metaMap() {
    return meta.map(JsonForms::map);
  }

  /** {@return the server's cache hint ({@code ttlMs}, {@code cacheScope}); only 2026-07-28 servers give one} */
  public Optional<CacheHint> cacheHint() {
    return cacheHint;
  }

  /** {@return the correlation id the caller gave in {@link CallOptions#withCorrelationId(String)}, if any} */
  public Optional<String> correlationId() {
    return correlationId;
  }

  /** {@return the text items joined by newlines; empty when there are none} */
  public String text() {
    if (content.size() == 1 && content.get(0) instanceof Content.Text only) {
      return only.text(); // the common case, on every typed call's path: no joining
    }
    StringBuilder text = new StringBuilder();
    boolean first = true;
    for (Content item : content) {
      if (item instanceof Content.Text textItem) {
        text.append(first ? "" : "\n").append(textItem.text());
        first = false;
      }
    }
    return text.toString();
  }

  /**
   * Decodes {@code structuredContent} if present, otherwise the text as JSON.
   *
   * @param <T> the decoded type
   * @param type the class to decode into
   * @return the decoded value; null when the JSON is {@code null}
   * @throws ResultDecodingException when the JSON does not hold a {@code T}, or the text is not JSON
   */
  public <T> T decode(Class<T> type) {
    try {
      return Json.mapper().treeToValue(json(), type);
    } catch (JacksonException e) {
      throw new ResultDecodingException(
          server, tool, type.getName(), DecodingFailures.describe(e), e);
    } catch (IllegalArgumentException e) {
      throw new ResultDecodingException(server, tool, type.getName(), e);
    }
  }

  /**
   * Decodes {@code structuredContent} if present, otherwise the text as JSON, into a generic type.
   *
   * @param <T> the decoded type
   * @param type the type to decode into, such as {@code new TypeReference<List<Event>>() {}}
   * @return the decoded value; null when the JSON is {@code null}
   * @throws ResultDecodingException when the JSON does not hold a {@code T}, or the text is not JSON
   */
  public <T> T decode(TypeReference<T> type) {
    try {
      return Json.mapper().readerFor(type).readValue(json());
    } catch (JacksonException | IllegalArgumentException e) {
      throw new ResultDecodingException(server, tool, type.getType().getTypeName(), e);
    }
  }

  /**
   * A value wrapped in one member of {@code structuredContent}, as FastMCP wraps results that are not objects ({@code
   * {"result": 3}}); without {@code structuredContent} the text is the value itself, as FastMCP writes it there. See
   * {@link ResultType#wrapped}.
   */
  @Nullable
  Object decodeWrapped(String member, java.lang.reflect.Type type, boolean nullable) {
    JsonNode value = wrappedValue(member, type);
    if (value.isNull()) {
      if (nullable) {
        return null;
      }
      throw new ResultDecodingException(server, tool, type.getTypeName(), "the tool returned null");
    }
    try {
      return Json.mapper()
          .readerFor(Json.mapper().getTypeFactory().constructType(type))
          .readValue(value);
    } catch (JacksonException e) {
      throw new ResultDecodingException(
          server, tool, type.getTypeName(), DecodingFailures.describe(e), e);
    } catch (IllegalArgumentException e) {
      throw new ResultDecodingException(server, tool, type.getTypeName(), e);
    }
  }

  private JsonNode wrappedValue(String member, java.lang.reflect.Type type) {
    if (structuredContent.isEmpty()) {
      return json();
    }
    JsonNode wrapper = structuredContent.get();
    if (!wrapper.isObject() || !wrapper.has(member)) {
      throw new ResultDecodingException(
          server,
          tool,
          type.getTypeName(),
          "its structuredContent is a JSON "
              + wrapper.getNodeType().name().toLowerCase(Locale.ROOT)
              + " without the member '" + member + "' that holds the value");
    }
    return wrapper.get(member);
  }

  /** The first content item of {@code type}, for results such as images; see {@link ResultType#of}. */
  <T> T contentItem(Class<T> type) {
    return content.stream()
        .filter(type::isInstance)
        .map(type::cast)
        .findFirst()
        .orElseThrow(() -> new ResultDecodingException(
            server, tool, type.getName(), "it has no such content item (it has " + content + ")"));
  }

  /** One JSON value that must not be null; see {@link ResultType#of}. */
  <T> T decodeValue(Class<T> type) {
    JsonNode json = json();
    if (json.isNull() || json.isMissingNode()) {
      throw new ResultDecodingException(server, tool, type.getName(), "the tool returned null");
    }
    try {
      return Json.mapper().treeToValue(json, type);
    } catch (JacksonException e) {
      throw new ResultDecodingException(
          server, tool, type.getName(), DecodingFailures.describe(e), e);
    } catch (IllegalArgumentException e) {
      throw new ResultDecodingException(server, tool, type.getName(), e);
    }
  }

  /** A JSON array, or a single value taken as a list of one; see {@link ResultType#listOf}. */
  <E> List<E> decodeList(Class<E> element) {
    JavaType type = Json.mapper().getTypeFactory().constructCollectionType(List.class, element);
    JsonNode json = json();
    if (json.isNull() || json.isMissingNode()) {
      throw new ResultDecodingException(server, tool, type.toString(), "the tool returned null");
    }
    try {
      List<E> list = Json.mapper()
          .readerFor(type)
          .with(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
          .readValue(json);
      return List.copyOf(list);
    } catch (JacksonException e) {
      throw new ResultDecodingException(
          server, tool, "List<" + element.getName() + ">", DecodingFailures.describe(e), e);
    } catch (IllegalArgumentException | NullPointerException e) {
      throw new ResultDecodingException(server, tool, "List<" + element.getName() + ">", e);
    }
  }

  /**
   * {@return the result as one JSON value: a copy of {@code structuredContent}, or the text parsed as JSON}
   *
   * @throws ResultDecodingException when there is no {@code structuredContent} and the text is not JSON
   */
  public JsonNode json() {
    if (structuredContent.isPresent()) {
      return structuredContent.get().deepCopy();
    }
    try {
      return Json.mapper().readTree(text());
    } catch (JacksonException e) {
      throw new ResultDecodingException(server, tool, "JSON", e);
    }
  }

  /**
   * {@return the result as one JSON object, in a new map: {@code structuredContent}, or the text parsed as JSON} For
   * users without Jackson 3's types.
   *
   * @throws ResultDecodingException when the result is not one JSON object
   */
  public Map<String, Object> jsonMap() {
    JsonNode json = json();
    if (!json.isObject()) {
      throw new ResultDecodingException(
          server,
          tool,
          "Map",
          "it is a JSON " + json.getNodeType().name().toLowerCase(Locale.ROOT) + ", not an object");
    }
    return JsonForms.map(json);
  }

  /**
   * {@return the result as one JSON value, as compact JSON text: {@code structuredContent}, or the text checked to be
   * JSON} For a Jackson 2 application, whose own mapper reads it.
   *
   * @throws ResultDecodingException when there is no {@code structuredContent} and the text is not JSON
   */
  public String jsonText() {
    return JsonForms.text(json());
  }

  @Override
  public String toString() {
    return "ToolResult[" + tool + (isError ? ", error" : "") + ", " + content
        + structuredContent.map(s -> ", " + s).orElse("") + "]";
  }

  /** Builds results, for tests and for servers written in Java. */
  public static final class Builder {
    private final String server;
    private final String tool;
    private List<Content> content = List.of();
    private Optional<JsonNode> structuredContent = Optional.empty();
    private boolean isError;
    private Optional<JsonNode> meta = Optional.empty();
    private Optional<String> correlationId = Optional.empty();
    private Optional<CacheHint> cacheHint = Optional.empty();

    private Builder(String server, String tool) {
      this.server = Objects.requireNonNull(server, "server");
      this.tool = Objects.requireNonNull(tool, "tool");
    }

    /**
     * The content items. Default none.
     *
     * @param content the items, copied
     * @return this builder
     */
    public Builder content(List<Content> content) {
      this.content = List.copyOf(content);
      return this;
    }

    /**
     * The {@code structuredContent}. Default none.
     *
     * @param structuredContent the JSON value, copied when built
     * @return this builder
     */
    public Builder structuredContent(JsonNode structuredContent) {
      this.structuredContent = Optional.of(structuredContent);
      return this;
    }

    /**
     * The {@code structuredContent}, as a map. Default none.
     *
     * @param structuredContent the JSON object, as maps, lists and plain values
     * @return this builder
     */
    public Builder structuredContent(Map<String, ?> structuredContent) {
      return structuredContent(JsonForms.tree(structuredContent));
    }

    /**
     * Whether the result reports a failure. Default false.
     *
     * @param isError the {@code isError} flag
     * @return this builder
     */
    public Builder isError(boolean isError) {
      this.isError = isError;
      return this;
    }

    /**
     * The result's {@code _meta}. Default none.
     *
     * @param meta the JSON object, copied when built
     * @return this builder
     */
    public Builder meta(JsonNode meta) {
      this.meta = Optional.of(meta);
      return this;
    }

    /**
     * The result's {@code _meta}, as a map. Default none.
     *
     * @param meta the JSON object, as maps, lists and plain values
     * @return this builder
     */
    public Builder meta(Map<String, ?> meta) {
      return meta(JsonForms.tree(meta));
    }

    /**
     * The caller's correlation id. Default none.
     *
     * @param correlationId the id of the call
     * @return this builder
     */
    public Builder correlationId(String correlationId) {
      this.correlationId = Optional.of(correlationId);
      return this;
    }

    /**
     * The server's cache hint. Default none.
     *
     * @param hint the hint
     * @return this builder
     */
    public Builder cacheHint(CacheHint hint) {
      this.cacheHint = Optional.of(hint);
      return this;
    }

    /** {@return the result as built so far} */
    public ToolResult build() {
      return new ToolResult(this);
    }
  }
}
