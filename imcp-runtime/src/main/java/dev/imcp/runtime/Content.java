package dev.imcp.runtime;

/** One item of a tool result's {@code content}. Types this runtime does not know arrive as {@link UnknownContent}. */
public sealed interface Content
    permits TextContent, ImageContent, AudioContent, ResourceLinkContent, EmbeddedResourceContent, UnknownContent {

  /** The {@code type} field: {@code text}, {@code image}, {@code audio}, {@code resource_link}, {@code resource}, …. */
  String type();
}
