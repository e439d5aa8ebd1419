package dev.imcp.codegen.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CompactLayoutTest {
  @Test
  void aOneLineJavadocClosesOnItsLine() {
    assertThat(CompactLayout.apply("  /**\n   * The step.\n   */\n  interface A {\n  }\n"))
        .isEqualTo("  /** The step. */\n  interface A {\n  }\n");
  }

  @Test
  void aLongerJavadocOpensAndClosesOnItsTextAndLosesItsBlankLines() {
    assertThat(
            CompactLayout.apply(
                "/**\n * Arguments.\n *\n * <p>Tool.\n *\n * @param a required\n * @return b\n */\nrecord R() {\n}\n"))
        .isEqualTo(
            "/** Arguments.\n * <p>Tool.\n * @param a required\n * @return b */\nrecord R() {\n}\n");
  }

  @Test
  void blankLinesInsidePreAndTheIndentationOfItsCodeStay() {
    assertThat(CompactLayout.apply(
            "/**\n * Example:\n * <pre>\n *   a\n *\n *   b\n * </pre>\n *\n * End.\n */\n"))
        .isEqualTo("/** Example:\n * <pre>\n *   a\n *\n *   b\n * </pre>\n * End. */\n");
  }

  @Test
  void anAnnotationsMembersGoOnOneLine() {
    assertThat(CompactLayout.apply(
            "@Generated(\n    value = \"g\",\n    comments = \"c\"\n)\nclass A {\n}\n"))
        .isEqualTo("@Generated(value = \"g\", comments = \"c\")\nclass A {\n}\n");
  }

  @Test
  void
      membersOpeningWithJavadocAndFieldsLoseTheBlankLineBeforeThemButImportsAndUndocumentedMembersKeepIt() {
    String source =
        "package p;\n\nimport a.B;\n\nclass A {\n  private int a;\n\n  private int b;\n\n"
            + "  A() {\n  }\n\n  /** M. */\n  abstract void m();\n\n  /** N. */\n  void n() {\n  }\n}\n";
    assertThat(CompactLayout.apply(source))
        .isEqualTo(
            "package p;\n\nimport a.B;\n\nclass A {\n  private int a;\n  private int b;\n\n"
                + "  A() {\n  }\n  /** M. */\n  abstract void m();\n  /** N. */\n  void n() {\n  }\n}\n");
  }

  @Test
  void aMethodThatOnlyReturnsGoesOnOneLineUnlessItsSignatureWraps() {
    assertThat(CompactLayout.apply(
            "class A {\n  int a() {\n    return 1;\n  }\n\n  /** B. */\n  int b() {\n    return 2;\n  }\n\n"
                + "  int c(int x,\n      int y) {\n    return 3;\n  }\n}\n"))
        .isEqualTo("class A {\n  int a() { return 1; }\n  /** B. */\n  int b() { return 2; }\n\n"
            + "  int c(int x,\n      int y) {\n    return 3;\n  }\n}\n");
  }

  @Test
  void codeIsLeftAsItIs() {
    String code = "class A {\n  void m() {\n    String s = \"/**\";\n    f(\n        x);\n  }\n}\n";
    assertThat(CompactLayout.apply(code)).isEqualTo(code);
  }

  @Test
  void anAnnotationOpensWhereTheRegexOfItsRuleWouldMatch() {
    java.util.regex.Pattern rule = java.util.regex.Pattern.compile("\\s*@[\\w.]+\\(");
    List<String> lines = new java.util.ArrayList<>(List.of(
        "@Size(",
        "  @jakarta.validation.constraints.Pattern(",
        "\t\u000B\f\r @A_1(",
        "@(",
        "@ A(",
        "  @A(x",
        "  @A()",
        "  x@A(",
        "  @A-B(",
        "  @Ä(",
        "\u00a0@A(",
        "",
        "(",
        "@"));
    java.util.Random random = new java.util.Random(28);
    String alphabet = " \t@(.aZ_9-)\u00e9";
    for (int i = 0; i < 20_000; i++) {
      StringBuilder line = new StringBuilder();
      for (int n = random.nextInt(8); n > 0; n--) {
        line.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      lines.add(line.toString());
    }

    for (String line : lines) {
      assertThat(CompactLayout.opensAnnotation(line))
          .as("'%s'", line)
          .isEqualTo(rule.matcher(line).matches());
    }
  }
}
