package dev.imcp.runtime.internal.base;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class StackCheckTest {
  @Test
  void theLibrariesOfThisBuildPass() {
    assertThatCode(StackCheck::jackson).doesNotThrowAnyException();
    assertThatCode(StackCheck::httpClient).doesNotThrowAnyException();
  }

  @Test
  void aMissingJacksonAnnotationIsExplainedWithTheArtifactToManage() {
    NoClassDefFoundError missing =
        new NoClassDefFoundError("com/fasterxml/jackson/annotation/JsonApplyView");

    assertThat(StackCheck.explain(new RuntimeException("wrapped", missing)))
        .hasValueSatisfying(error -> assertThat(error)
            .hasMessage("com.fasterxml.jackson.core:jackson-annotations "
                + annotationsVersion()
                + " is on the class path, which is older than the Jackson 3 there can run with"
                + " (com/fasterxml/jackson/annotation/JsonApplyView is missing): imcp-java needs"
                + " com.fasterxml.jackson.core:jackson-annotations " + annotationsVersion()
                + ". A framework's BOM (Spring Boot 3, Quarkus) pins an older one for its Jackson 2:"
                + " import dev.imcp:imcp-bom in <dependencyManagement> before it, or manage"
                + " com.fasterxml.jackson.core:jackson-annotations " + annotationsVersion()
                + " yourself")
            .hasCause(missing));
  }

  @Test
  void otherFailuresAreNotExplainedAsJacksons() {
    assertThat(StackCheck.explain(new NoClassDefFoundError("org/example/Other")))
        .isEmpty();
    assertThat(StackCheck.explain(new IllegalStateException("no"))).isEmpty();
  }

  @Test
  void versionsAreComparedPartByPart() {
    assertThat(StackCheck.atLeast("5.4", "5.4")).isTrue();
    assertThat(StackCheck.atLeast("5.4.4", "5.4")).isTrue();
    assertThat(StackCheck.atLeast("5.10", "5.4")).isTrue();
    assertThat(StackCheck.atLeast("6.0-alpha1", "5.4")).isTrue();
    assertThat(StackCheck.atLeast("5.3.1", "5.4")).isFalse();
    assertThat(StackCheck.atLeast("4.9", "5.4")).isFalse();
    assertThat(StackCheck.atLeast("UNAVAILABLE", "5.4")).isTrue();
    assertThat(StackCheck.atLeast("2.22-", "2.22")).isTrue();
    assertThat(StackCheck.atLeast("2.21.-rc1", "2.22")).isFalse();
    assertThat(StackCheck.atLeast("", "2.22")).isTrue();
  }

  /** The BOM a user imports manages the jackson-annotations the runtime is built (and tested) with. */
  @Test
  void theBomManagesTheJacksonAnnotationsOfThisBuild() throws IOException {
    String bom = Files.readString(Path.of("../imcp-bom/pom.xml"));
    Matcher managed = Pattern.compile(
            "<artifactId>jackson-annotations</artifactId>\\s*<version>([^<]+)</version>")
        .matcher(bom);

    assertThat(managed.find()).as("imcp-bom manages jackson-annotations").isTrue();
    assertThat(managed.group(1)).isEqualTo(annotationsVersion());
  }

  /**
   * The BOM manages the optional libraries a user adds without a version (HttpClient, Caffeine) at the versions this
   * build tests, which {@link BuiltWith} records from the build's own.
   */
  @Test
  void theBomManagesTheOptionalLibrariesOfThisBuild() throws IOException {
    String bom = Files.readString(Path.of("../imcp-bom/pom.xml"));

    assertThat(managed(bom, "httpclient5")).isEqualTo(BuiltWith.HTTPCLIENT5);
    assertThat(managed(bom, "caffeine")).isEqualTo(BuiltWith.CAFFEINE);
    assertThat(managed(bom, "httpcore5")).isEqualTo(managed(bom, "httpcore5-h2"));
  }

  private static String managed(String bom, String artifact) {
    Matcher managed = Pattern.compile("<artifactId>" + Pattern.quote(artifact)
            + "</artifactId>\\s*<version>([^<]+)</version>")
        .matcher(bom);
    assertThat(managed.find()).as("imcp-bom manages " + artifact).isTrue();
    return managed.group(1);
  }

  private static String annotationsVersion() {
    return com.fasterxml.jackson.annotation.JsonProperty.class
        .getPackage()
        .getImplementationVersion();
  }
}
