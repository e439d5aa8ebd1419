package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runtime's public surface, held against {@code src/test/resources/api/public-types.txt}: a type that becomes
 * public, or a package that becomes exported, fails here first. After an intended change, regenerate with {@code mvn
 * -pl imcp-runtime -am test -Dtest=PublicApiTest -Dsurefire.failIfNoSpecifiedTests=false -Dimcp.updateGoldens=true}.
 */
class PublicApiTest {
  private static final Path CLASSES = Path.of("target/classes");
  private static final Path GOLDEN = Path.of("src/test/resources/api/public-types.txt");
  private static final Set<String> EXPORTED = Set.of(
      "dev.imcp.runtime",
      "dev.imcp.runtime.context",
      "dev.imcp.runtime.error",
      "dev.imcp.runtime.observe",
      "dev.imcp.runtime.http",
      "dev.imcp.runtime.stub");

  @Test
  void theModuleExportsTheApiPackagesOnlyAndNoneOfThemToSomeModulesOnly() throws IOException {
    ModuleDescriptor module;
    try (InputStream in = Files.newInputStream(CLASSES.resolve("module-info.class"))) {
      module = ModuleDescriptor.read(in);
    }

    assertThat(module.name()).isEqualTo("dev.imcp.runtime");
    assertThat(module.exports())
        .allSatisfy(
            export -> assertThat(export.isQualified()).as(export.toString()).isFalse());
    assertThat(module.exports().stream().map(ModuleDescriptor.Exports::source))
        .containsExactlyInAnyOrderElementsOf(EXPORTED);
    assertThat(module.packages()).contains("dev.imcp.runtime.internal.session");
  }

  /**
   * Twenty-two: the builder per transport (issue 26) took three where {@code McpClient.Builder} was one nested type,
   * and the progress and lifecycle listeners became plain {@code Consumer}s; {@code ClientObserver} (issue 32) is set
   * on the builder beside the listeners, while what it is told lives in {@code dev.imcp.runtime.observe}. Twenty-five
   * since the client's surfaces became types of their own (issue 26: {@code McpClient} was 727 lines): {@code
   * Prompts}, {@code Resources} and {@code ResultCache}, which took 18 methods off the client.
   */
  @Test
  void theUserPackageHoldsAtMostTwentyFiveTypes() throws IOException {
    assertThat(
            publicTypes().stream().filter(name -> name.matches("dev\\.imcp\\.runtime\\.[A-Z]\\w*")))
        .hasSizeLessThanOrEqualTo(25);
  }

  @Test
  void thePublicTypesAreTheOnesListed() throws IOException {
    String listed = String.join("\n", publicTypes()) + "\n";
    if (Boolean.getBoolean("imcp.updateGoldens")) {
      Files.writeString(GOLDEN, listed, StandardCharsets.UTF_8);
    }
    assertThat(listed).isEqualTo(Files.readString(GOLDEN, StandardCharsets.UTF_8));
  }

  /**
   * Jackson 3's trees only on the untyped call path (issue 26): {@code callTool} takes one as arguments (an {@code
   * Object}), its result ({@code ToolResult}, a {@code Content.Unknown} in it) reads as one, and {@code requestAsync}
   * takes and gives them. Listeners, handlers, errors and the handshake's result speak maps. The generated-code
   * support package ({@code stub}) is the generator's and not counted here.
   */
  @Test
  void jacksonTreesAppearOnlyOnTheUntypedCallPath() throws IOException {
    List<String> members = new ArrayList<>();
    for (String name : publicBinaryNames()) {
      if (name.startsWith("dev.imcp.runtime.stub.")) {
        continue;
      }
      Class<?> type = load(name);
      for (Executable member : publicMembers(type)) {
        if (member.toGenericString().contains("tools.jackson")) {
          members.add(type.getSimpleName() + "."
              + (member instanceof Constructor<?> ? "<init>" : member.getName()));
        }
      }
    }
    assertThat(members)
        .containsExactlyInAnyOrder(
            "Unknown.<init>",
            "Unknown.json",
            "McpClient.requestAsync",
            "ToolResult.json",
            "ToolResult.decode", // decode(TypeReference), for generic result types
            "ToolResult.structuredContent",
            "ToolResult.meta",
            "Builder.structuredContent",
            "Builder.meta");
  }

  private static List<Executable> publicMembers(Class<?> type) {
    List<Executable> members = new ArrayList<>();
    for (Executable member : type.getDeclaredMethods()) {
      if (Modifier.isPublic(member.getModifiers()) && !((Method) member).isSynthetic()) {
        members.add(member);
      }
    }
    for (Executable member : type.getDeclaredConstructors()) {
      if (Modifier.isPublic(member.getModifiers())) {
        members.add(member);
      }
    }
    return members;
  }

  /** Public types (nested ones as {@code Outer.Inner}) of the exported packages, sorted. */
  private static List<String> publicTypes() throws IOException {
    return publicBinaryNames().stream()
        .map(name -> name.replace('$', '.'))
        .sorted()
        .collect(Collectors.toList());
  }

  /** Binary names ({@code Outer$Inner}) of the public types of the exported packages. */
  private static List<String> publicBinaryNames() throws IOException {
    try (Stream<Path> files = Files.walk(CLASSES)) {
      return files
          .filter(file -> file.toString().endsWith(".class")
              && !file.endsWith("module-info.class")
              && !file.endsWith("package-info.class"))
          .map(file ->
              CLASSES.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", ""))
          .filter(name -> EXPORTED.contains(name.substring(0, name.lastIndexOf('.'))))
          .filter(PublicApiTest::isPublicAllTheWayOut)
          .collect(Collectors.toList());
    }
  }

  private static Class<?> load(String binaryName) {
    try {
      return Class.forName(binaryName, false, PublicApiTest.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(binaryName, e);
    }
  }

  private static boolean isPublicAllTheWayOut(String binaryName) {
    for (Class<?> type = load(binaryName); type != null; type = type.getDeclaringClass()) {
      if (!Modifier.isPublic(type.getModifiers())
          || type.isAnonymousClass()
          || type.isLocalClass()) {
        return false;
      }
    }
    return true;
  }
}
