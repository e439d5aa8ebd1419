package dev.imcp.runtime.context;

import dev.imcp.runtime.ToolResult;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The result of {@code resources/read}: the contents of the resource read (one item for most resources, several for
 * one that stands for many).
 *
 * <pre>{@code
 * ResourceContents contents = client.readResource("demo://resource/dynamic/text/7");
 * System.out.println(contents.text());
 * }</pre>
 *
 * @param uri the URI that was read
 * @param contents the items, in the server's order; immutable
 * @param cacheHint how long a 2026-07-28 server says the contents may be kept ({@code ttlMs}, {@code cacheScope});
 *     empty from older servers and when it gave none
 */
public record ResourceContents(
    String uri, List<ResourceContent> contents, Optional<ToolResult.CacheHint> cacheHint) {
  /**
   * Checks that no component is null and copies the items.
   *
   * @param uri the URI that was read
   * @param contents the items, in the server's order
   * @param cacheHint the server's cache hint, if it gave one
   */
  public ResourceContents {
    Objects.requireNonNull(uri, "uri");
    contents = List.copyOf(contents);
    Objects.requireNonNull(cacheHint, "cacheHint");
  }

  /**
   * Contents without a cache hint.
   *
   * @param uri the URI that was read
   * @param contents the items, in the server's order
   */
  public ResourceContents(String uri, List<ResourceContent> contents) {
    this(uri, contents, Optional.empty());
  }

  /** {@return the text of every text item, joined with a line break; empty when there is none} */
  public String text() {
    return contents.stream()
        .filter(ResourceContent.Text.class::isInstance)
        .map(item -> ((ResourceContent.Text) item).text())
        .collect(Collectors.joining("\n"));
  }
}
