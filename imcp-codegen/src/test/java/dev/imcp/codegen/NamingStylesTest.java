package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The default grouping on real servers' tool names (their schemas simplified) in each naming style: shared prefix
 * (Playwright, Firecrawl), verb-first (Chrome DevTools, Kubernetes) and noun-first (iMCP). The SDKs compile and the
 * facade hands out the services a person would write.
 */
class NamingStylesTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "styles/playwright.json      | tools",
        "styles/firecrawl.json       | tools",
        "styles/chrome-devtools.json | consoleMessages networkRequests pages performance tools",
        "styles/kubernetes.json      | kubectl tools",
        "imcp-tools-list.json        | capture contacts events location maps reminders tools weather"
      })
  void eachNamingStyleGetsServicesNamedForItsGroups(
      String snapshot, String services, @TempDir Path dir) throws Exception {
    CompiledSdk sdk = CompiledSdk.compile(snapshot, "com.example.style", dir);

    assertThat(sdk.errors).isEmpty();
    assertThat(serviceAccessors(sdk, "com.example.style.McpToolsClient"))
        .containsExactly(services.split(" "));
  }

  @Test
  void verbFirstToolsOfALargeServerGoToTheirNounOrStayOnToolsUnderTheirOwnNames(@TempDir Path dir)
      throws Exception {
    CompiledSdk sdk = CompiledSdk.compile("styles/chrome-devtools.json", "com.example.style", dir);

    assertThat(methodNames(sdk.loader.loadClass("com.example.style.ToolsService")))
        .contains("click", "takeScreenshot")
        .doesNotContain("performanceStartTrace", "listPages");
    assertThat(methodNames(sdk.loader.loadClass("com.example.style.PagesService")))
        .contains("close", "list", "newPage");
    assertThat(methodNames(sdk.loader.loadClass("com.example.style.ConsoleMessagesService")))
        .contains("get", "list");
    assertThat(methodNames(sdk.loader.loadClass("com.example.style.PerformanceService")))
        .contains("analyzeInsight", "startTrace", "stopTrace")
        .doesNotContain("performanceStartTrace");
  }

  @Test
  void aServerWhoseToolsShareOnePrefixHasNoStutterInServicesMethodsOrTypes(@TempDir Path dir)
      throws Exception {
    CompiledSdk sdk = CompiledSdk.compile("styles/playwright.json", "com.example.style", dir);

    assertThat(methodNames(sdk.loader.loadClass("com.example.style.ToolsService")))
        .contains("click", "close", "consoleMessages", "fillForm", "handleDialog")
        .noneMatch(name -> name.startsWith("browser"));
    assertThat(sdk.loader.loadClass("com.example.style.ClickRequest")).isNotNull();
    assertThat(sdk.paths()).noneMatch(path -> path.contains("/Browser"));
  }

  @Test
  void serviceRulesOverrideTheDefaultAsTheImcpSdkDoes(@TempDir Path dir) throws Exception {
    CompiledSdk sdk =
        CompiledSdk.compile("imcp-tools-list.json", ImcpSdkCompileTest.OPTIONS, Map.of(), dir);

    assertThat(serviceAccessors(sdk, "com.example.imcp.ImcpClient"))
        .containsExactly(
            "calendar",
            "capture",
            "contacts",
            "location",
            "maps",
            "messages",
            "reminders",
            "weather");
  }

  private static List<String> serviceAccessors(CompiledSdk sdk, String facade)
      throws ClassNotFoundException {
    return Arrays.stream(sdk.loader.loadClass(facade).getDeclaredMethods())
        .filter(method ->
            Modifier.isPublic(method.getModifiers()) && !Modifier.isStatic(method.getModifiers()))
        .filter(method -> method.getParameterCount() == 0
            && method.getReturnType().getSimpleName().endsWith("Service"))
        .map(Method::getName)
        .sorted()
        .toList();
  }

  private static List<String> methodNames(Class<?> type) {
    return Arrays.stream(type.getMethods()).map(Method::getName).distinct().toList();
  }
}
