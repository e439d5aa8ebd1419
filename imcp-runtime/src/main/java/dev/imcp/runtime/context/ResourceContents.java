package dev.imcp.runtime.context;

import java.util.List;
import java.util.Objects;
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
 */
public record ResourceContents(String uri, List<ResourceContent> contents) {
  /**
   * Checks that no component is null and copies the items.
   *
   * @param uri the URI that was read
   * @param contents the items, in the server's order
   */
  public ResourceContents {
    Objects.requireNonNull(uri, "uri");
    contents = List.copyOf(contents);
  }

  /** {@return the text of every text item, joined with a line break; empty when there is none} */
  public String text() {
    return contents.stream()
        .filter(ResourceContent.Text.class::isInstance)
        .map(item -> ((ResourceContent.Text) item).text())
        .collect(Collectors.joining("\n"));
  }
}
