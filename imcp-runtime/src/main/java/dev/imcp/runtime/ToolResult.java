package dev.imcp.runtime;

import dev.imcp.runtime.error.ResultDecodingException;
import dev.imcp.runtime.internal.Json;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
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
   */
  public record CacheHint(Duration ttl, Scope scope) {
    /** Who may keep a result. */
    public enum Scope {
      PRIVATE,
      PUBLIC
    }

    public CacheHint {
      Objects.requireNonNull(ttl, "ttl");
      Objects.requireNonNull(scope, "scope");
    }
  }

  private ToolResult(Builder builder) {
    this.server = builder.server;
    this.tool = builder.tool;
    this.content = builder.content;   // immutable already
    this.structuredContent = builder.structuredContent.map(JsonNode::deepCopy);
    this.isError = builder.isError;
    this.meta = builder.meta.map(JsonNode::deepCopy);
    this.correlationId = builder.correlationId;
    this.cacheHint = builder.cacheHint;
  }

  public static Builder builder(String server, String tool) {
    return new Builder(server, tool);
  }

  public String tool() {
    return tool;
  }

  public List<Content> content() {
    return content;
  }

  public Optional<JsonNode> structuredContent() {
    return structuredContent.map(JsonNode::deepCopy);
  }

  public boolean isError() {
    return isError;
  }

  /** The result's {@code _meta}. */
  public Optional<JsonNode> meta() {
    return meta.map(JsonNode::deepCopy);
  }

  /** The server's cache hint ({@code ttlMs}, {@code cacheScope}); only 2026-07-28 servers give one. */
  public Optional<CacheHint> cacheHint() {
    return cacheHint;
  }

  /** The correlation id the caller gave in {@link CallOptions#withCorrelationId(String)}. */
  public Optional<String> correlationId() {
    return correlationId;
  }

  /** The text items joined by newlines; empty when there are none. */
  public String text() {
    if (content.size() == 1 && content.get(0) instanceof Content.Text only) {
      return only.text();   // the common case, on every typed call's path: no joining
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

  /** Decodes {@code structuredContent} if present, otherwise the text as JSON. */
  public <T> T decode(Class<T> type) {
    try {
      return Json.mapper().treeToValue(json(), type);
    } catch (JacksonException | IllegalArgumentException e) {
      throw new ResultDecodingException(server, tool, type.getName(), e);
    }
  }

  /** Decodes {@code structuredContent} if present, otherwise the text as JSON, into a generic type. */
  public <T> T decode(TypeReference<T> type) {
    try {
      return Json.mapper().readerFor(type).readValue(json());
    } catch (JacksonException | IllegalArgumentException e) {
      throw new ResultDecodingException(server, tool, type.getType().getTypeName(), e);
    }
  }

  /** The first content item of {@code type}, for results such as images; see {@link ResultType#of}. */
  <T> T contentItem(Class<T> type) {
    return content.stream().filter(type::isInstance).map(type::cast).findFirst()
        .orElseThrow(() -> new ResultDecodingException(server, tool, type.getName(), "it has no such content item (it has " + content + ")"));
  }

  /** One JSON value that must not be null; see {@link ResultType#of}. */
  <T> T decodeValue(Class<T> type) {
    JsonNode json = json();
    if (json.isNull() || json.isMissingNode()) {
      throw new ResultDecodingException(server, tool, type.getName(), "the tool returned null");
    }
    try {
      return Json.mapper().treeToValue(json, type);
    } catch (JacksonException | IllegalArgumentException e) {
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
      List<E> list = Json.mapper().readerFor(type).with(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY).readValue(json);
      return List.copyOf(list);
    } catch (JacksonException | IllegalArgumentException | NullPointerException e) {
      throw new ResultDecodingException(server, tool, "List<" + element.getName() + ">", e);
    }
  }

  /** The result as one JSON value: {@code structuredContent}, or the text parsed as JSON. */
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

  @Override
  public String toString() {
    return "ToolResult[" + tool + (isError ? ", error" : "") + ", " + content + structuredContent.map(s -> ", " + s).orElse("") + "]";
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

    public Builder content(List<Content> content) {
      this.content = List.copyOf(content);
      return this;
    }

    public Builder structuredContent(JsonNode structuredContent) {
      this.structuredContent = Optional.of(structuredContent);
      return this;
    }

    public Builder isError(boolean isError) {
      this.isError = isError;
      return this;
    }

    public Builder meta(JsonNode meta) {
      this.meta = Optional.of(meta);
      return this;
    }

    public Builder correlationId(String correlationId) {
      this.correlationId = Optional.of(correlationId);
      return this;
    }

    /** The server's cache hint. */
    public Builder cacheHint(CacheHint hint) {
      this.cacheHint = Optional.of(hint);
      return this;
    }

    public ToolResult build() {
      return new ToolResult(this);
    }
  }
}
