package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A package or client name the generator cannot use is refused with why, and how to write one. */
class JavaNamesTest {
  private static final String PACKAGE_FIX =
      "; write lower-case words separated by dots, each starting with a letter, such as com.example.tools";
  private static final String CLASS_FIX =
      "; write one capitalised word of letters and digits, such as McpToolsClient";

  @Test
  void aPackagePartThatStartsWithADigit() {
    assertThatThrownBy(() -> GeneratorOptions.builder("1abc"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "'1abc' is not a Java package name: its part '1abc' starts with '1', and a Java name starts "
                + "with a letter, '_' or '$'"
                + PACKAGE_FIX);
  }

  @Test
  void aPackagePartWithAHyphenOrASpace() {
    assertThatThrownBy(() -> GeneratorOptions.builder("com.my-app.tools"))
        .hasMessage(
            "'com.my-app.tools' is not a Java package name: its part 'my-app' holds '-', which no Java "
                + "name may"
                + PACKAGE_FIX);
    assertThatThrownBy(() -> GeneratorOptions.builder("com.my app"))
        .hasMessage(
            "'com.my app' is not a Java package name: its part 'my app' holds a space, which no Java name "
                + "may"
                + PACKAGE_FIX);
  }

  @Test
  void anEmptyPackagePart() {
    assertThatThrownBy(() -> GeneratorOptions.builder("com..tools"))
        .hasMessage(
            "'com..tools' is not a Java package name: it has an empty part (two dots in a row, or a dot "
                + "at an end)"
                + PACKAGE_FIX);
  }

  @Test
  void aReservedWordAsAPackagePart() {
    assertThatThrownBy(() -> GeneratorOptions.builder("com.example.new"))
        .hasMessage(
            "'com.example.new' is not a Java package name: its part 'new' is a word Java reserves"
                + PACKAGE_FIX);
  }

  @Test
  void clientNames() {
    GeneratorOptions.Builder options = GeneratorOptions.builder("com.example");

    assertThatThrownBy(() -> options.clientName("my-client"))
        .hasMessage("'my-client' is not a Java class name: it holds '-', which no Java name may"
            + CLASS_FIX);
    assertThatThrownBy(() -> options.clientName("2Client"))
        .hasMessage(
            "'2Client' is not a Java class name: it starts with '2', and a Java name starts with a "
                + "letter, '_' or '$'"
                + CLASS_FIX);
    assertThatThrownBy(() -> options.clientName("com.example.Client"))
        .hasMessage(
            "'com.example.Client' is not a Java class name: it holds '.', and a simple name has no "
                + "package"
                + CLASS_FIX);
    assertThatThrownBy(() -> options.clientName("class"))
        .hasMessage("'class' is not a Java class name: it is a word Java reserves" + CLASS_FIX);
  }
}
