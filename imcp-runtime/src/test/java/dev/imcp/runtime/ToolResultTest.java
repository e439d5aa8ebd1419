package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The text of a result: one item as it is, several joined by newlines, other content left out. */
class ToolResultTest {
  private static ToolResult of(Content... items) {
    return ToolResult.builder("s", "t").content(List.of(items)).build();
  }

  @Test
  void textJoinsTextItemsOnly() {
    assertThat(of(new Content.Text("one")).text()).isEqualTo("one");
    assertThat(
            of(new Content.Text("a"), new Content.Image("AA==", "image/png"), new Content.Text("b"))
                .text())
        .isEqualTo("a\nb");
    assertThat(of(new Content.Text(""), new Content.Text("b")).text()).isEqualTo("\nb");
    assertThat(of(new Content.Image("AA==", "image/png")).text()).isEmpty();
    assertThat(of().text()).isEmpty();
  }
}
