package dev.imcp.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's quickstart is the invoker IT {@code quickstart}, which runs it: the two must not drift apart. */
class ReadmeQuickstartTest {
  private static final Path IT = Path.of("src/it/quickstart");

  private static String quickstart() throws IOException {
    String readme = Files.readString(Path.of("../README.md"));
    return readme.substring(readme.indexOf("## Quickstart"), readme.indexOf("## Three uses"));
  }

  private static String block(String section, String language) {
    int start = section.indexOf("```" + language + "\n") + language.length() + 4;
    return section.substring(start, section.indexOf("```", start));
  }

  @Test
  void thePomIsTheItsWithThisVersion() throws IOException {
    String version = System.getProperty("imcp.projectVersion", "0.1.0-SNAPSHOT");

    assertThat(block(quickstart(), "xml"))
        .isEqualTo(Files.readString(IT.resolve("pom.xml")).replace("@project.version@", version));
  }

  @Test
  void theMainIsTheIts() throws IOException {
    assertThat(block(quickstart(), "java"))
        .isEqualTo(Files.readString(IT.resolve("src/main/java/com/example/Main.java")));
  }
}
