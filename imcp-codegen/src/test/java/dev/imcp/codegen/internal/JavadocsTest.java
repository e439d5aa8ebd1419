package dev.imcp.codegen.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JavadocsTest {
  @Test
  void escapesEverythingThatCouldEndTheCommentOrBecomeMarkup() {
    assertThat(Javadocs.text("a */ b \\u002a/ c @return <b>&</b> $x"))
        .isEqualTo("a &#42;/ b &#92;u002a/ c &#64;return &lt;b&gt;&amp;&lt;/b&gt; &#36;x");
  }

  @Test
  void dropsControlAndBidiCharactersButKeepsNewlinesAndUnicodeText() {
    assertThat(Javadocs.text(" Wetter\u0007 in Zürich ✓\u202Eevil\r\nnext\t "))
        .isEqualTo("Wetter in Zürich ✓evil \nnext");
  }
}
