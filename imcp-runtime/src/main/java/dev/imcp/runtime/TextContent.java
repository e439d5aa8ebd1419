package dev.imcp.runtime;

import java.util.Objects;

public record TextContent(String text) implements Content {
  public TextContent {
    Objects.requireNonNull(text, "text");
  }

  @Override
  public String type() {
    return "text";
  }
}
