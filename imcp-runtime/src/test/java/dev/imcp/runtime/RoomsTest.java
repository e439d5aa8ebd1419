package dev.imcp.runtime;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.imcp.runtime.internal.base.Delays;
import dev.imcp.runtime.internal.base.Excerpt;
import dev.imcp.testing.MethodLengths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runtime's rooms (docs/ARCHITECTURE.md), held: the internal packages are layers without cycles, each using only
 * those below it; only the entry points reach into them from the API; no {@code java.net.http} type anywhere; the
 * session's rooms stay small, and no method is over 30 lines without saying why at its top.
 */
class RoomsTest {
  private static final JavaClasses RUNTIME = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("dev.imcp.runtime");
  private static final String INTERNAL = "dev.imcp.runtime.internal.";

  @Test
  void theInternalPackagesHaveNoCycles() {
    slices()
        .matching("dev.imcp.runtime.internal.(*)..")
        .should()
        .beFreeOfCycles()
        .check(RUNTIME);
  }

  @Test
  void eachRoomUsesOnlyTheRoomsBelowIt() {
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .layer("api")
        .definedBy(
            "dev.imcp.runtime",
            "dev.imcp.runtime.context",
            "dev.imcp.runtime.error",
            "dev.imcp.runtime.http",
            "dev.imcp.runtime.stub")
        .layer("supervision")
        .definedBy(INTERNAL + "supervision..")
        .layer("session")
        .definedBy(INTERNAL + "session..")
        .layer("stdio")
        .definedBy(INTERNAL + "stdio..")
        .layer("http")
        .definedBy(INTERNAL + "http..")
        .layer("jsonrpc")
        .definedBy(INTERNAL + "jsonrpc..")
        .layer("validation")
        .definedBy(INTERNAL + "validation..")
        .layer("transport")
        .definedBy(INTERNAL + "transport..")
        .layer("base")
        .definedBy(INTERNAL + "base..")
        .whereLayer("supervision")
        .mayOnlyBeAccessedByLayers("api")
        .whereLayer("session")
        .mayOnlyBeAccessedByLayers("api", "supervision")
        .whereLayer("stdio")
        .mayOnlyBeAccessedByLayers("api", "supervision", "session")
        .whereLayer("http")
        .mayOnlyBeAccessedByLayers("api", "session")
        .whereLayer("jsonrpc")
        .mayOnlyBeAccessedByLayers("session")
        .whereLayer("validation")
        .mayOnlyBeAccessedByLayers("api", "session")
        .whereLayer("transport")
        .mayOnlyBeAccessedByLayers("api", "session", "jsonrpc", "stdio", "http")
        .check(RUNTIME);
  }

  /**
   * The API's value types and errors stand on their own: only the entry points (the client, its builders, and the
   * surfaces it hands out: prompts, resources, the result cache, with the session access they share) reach
   * into the internal rooms, besides the generated-code support package and the result decoding, which are the
   * generator's. The errors show a server's text through {@link Excerpt}, the one way the runtime does; a batch's
   * deadline runs on {@link Delays}, the one timer the runtime uses.
   */
  @Test
  void onlyTheEntryPointsOfTheApiUseTheInternalRooms() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "dev.imcp.runtime",
            "dev.imcp.runtime.context",
            "dev.imcp.runtime.error",
            "dev.imcp.runtime.observe",
            "dev.imcp.runtime.http")
        .and()
        .doNotHaveSimpleName("McpClient")
        .and()
        .doNotHaveSimpleName("ClientBuilder")
        .and()
        .doNotHaveSimpleName("StdioClientBuilder")
        .and()
        .doNotHaveSimpleName("HttpClientBuilder")
        .and()
        .doNotHaveSimpleName("LiveSession")
        .and()
        .doNotHaveSimpleName("Prompts")
        .and()
        .doNotHaveSimpleName("Resources")
        .and()
        .doNotHaveSimpleName("SurfaceCalls")
        .and()
        .doNotHaveSimpleName("ResultCache")
        .and()
        .doNotHaveSimpleName("ToolResult")
        .should()
        .dependOnClassesThat(resideInAPackage("dev.imcp.runtime.internal..")
            .and(DescribedPredicate.not(equivalentTo(Excerpt.class)))
            .and(DescribedPredicate.not(equivalentTo(Delays.class))))
        .check(RUNTIME);
  }

  @Test
  void noJavaNetHttpTypeIsUsed() {
    noClasses()
        .should()
        .dependOnClassesThat()
        .resideInAPackage("java.net.http..")
        .check(new ClassFileImporter().importPackages("dev.imcp.runtime"));
  }

  @Test
  void theSessionsRoomsHoldAtMost250LinesEach() throws IOException {
    try (Stream<Path> files =
        Files.list(Path.of("src/main/java/dev/imcp/runtime/internal/session"))) {
      assertThat(files.collect(Collectors.toList()))
          .allSatisfy(file -> assertThat(Files.readAllLines(file))
              .as(file.toString())
              .hasSizeLessThanOrEqualTo(250));
    }
  }

  /** Every package, {@code stub} too: test-support's {@code RoomSizesTest} leaves the whole runtime to this test. */
  @Test
  void noMethodIsOverThirtyLinesWithoutAReasonAtItsTop() {
    List<MethodLengths.Method> unexplained =
        MethodLengths.over(Path.of("src/main/java"), 30).stream()
            .filter(method -> !method.explained())
            .collect(Collectors.toList());

    assertThat(unexplained).isEmpty();
  }
}
