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
  void codeIsACodeTagOnlyForPlainTextAndOtherwiseEscapedHtml() {
    assertThat(Javadocs.code("events_fetch")).isEqualTo("{@code events_fetch}");
    assertThat(Javadocs.code("{@code x} a*/\nb"))
        .isEqualTo("<code>&#123;&#64;code x&#125; a&#42;/ b</code>");
    assertThat(Javadocs.code("")).isEqualTo("{@code \"\"}");
    assertThat(Javadocs.code(" \u0007 ")).isEqualTo("a blank text");
  }

  @Test
  void dropsControlAndBidiCharactersButKeepsNewlinesAndUnicodeText() {
    assertThat(Javadocs.text(" Wetter\u0007 in Zürich ✓\u202Eevil\r\nnext\t "))
        .isEqualTo("Wetter in Zürich ✓evil \nnext");
  }

  @Test
  void markdownStarsStayReadableButNoneEndsTheComment() {
    assertThat(Javadocs.text("**Note**: use *one* of a, b; not **/ nor */"))
        .isEqualTo("**Note**: use *one* of a, b; not *&#42;/ nor &#42;/");
    assertThat(Javadocs.text("a*\u0007/b")).isEqualTo("a&#42;/b");
  }
}
