package dev.imcp.runtime.internal.base;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExcerptTest {
  @Test
  void aShortTextIsKeptWhole() {
    assertThat(Excerpt.of("fine", 10)).isEqualTo("fine");
  }

  @Test
  void aLongTextIsCutAndSaysHowLongItWas() {
    assertThat(Excerpt.of("x".repeat(25), 10)).isEqualTo("x".repeat(10) + "… (25 characters)");
  }

  @Test
  void controlCharactersCannotForgeALogLineButATabStays() {
    assertThat(Excerpt.of("a\r\nb\tc\u001b[31m\u007f", 100)).isEqualTo("a??b\tc?[31m?");
  }

  @Test
  void theKeptPartIsTransformedBeforeItIsMadePrintableAndTheLengthIsTheOriginals() {
    assertThat(Excerpt.of("secret\nand more", 7, kept -> kept.replace("secret", "***")))
        .isEqualTo("***?… (15 characters)");
  }
}
