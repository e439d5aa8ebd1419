package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.SnapshotFormat;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Server text is untrusted. A snapshot whose names collide or are keywords, and whose descriptions try to end comments,
 * smuggle unicode escapes, forge Javadoc tags or break strings, still compiles, and contains none of the payload as code.
 */
class HostileSnapshotTest {
  private static final String PAYLOAD = "System.exit(66);";

  private static final String HOSTILE = """
      {"tools":[
        {"name":"class","description":"*/ static { %1$s } /*","inputSchema":{"type":"object","properties":{
          "class":{"type":"string","description":"\\\\u002a/ static { %1$s } /\\\\u002a"},
          "builder":{"type":"string","description":"@return hacked <script>alert(1)</script>"},
          "2fa":{"type":"integer","description":"line\\u000aend \\" + %1$s + \\""},
          "foo":{"type":"string"},"Foo":{"type":"string"},
          "default":{"type":"string","enum":["a\\"b","*/","\\\\u0022","", "A B", "a-b", "a_b"]},
          "reverse-geocode":{"type":"object","properties":{"List":{"type":"string"},"Map":{"type":"boolean"}}}}}},
        {"name":"Class","description":"{@link Missing} {@code </p> <!-- & \\\\u002a\\\\u002f","inputSchema":{"type":"object","properties":{
          "x":{"type":"string","pattern":"\\"); %1$s //"},
          "\\"); %1$s //":{"type":"string"},"\\u0022 + %1$s + \\u0022":{"const":"\\"); %1$s //"},
          "brace":{"type":"string","description":"{@code unbalanced { </p> <!-- &","default":"{"},
          "level":{"type":"string","enum":["{","}","{@code","</code>"," "]},
          "kind":{"type":"string","const":"}{"}}}},
        {"name":"a-b","inputSchema":{"type":"object"}},
        {"name":"titled","title":"*/ static { %1$s } /* <b>@see</b>","inputSchema":{"type":"object","properties":{
          "at":{"type":"string","title":"@return \\u002a/ & <i>","description":"When"}}}},
        {"name":"a_b","inputSchema":{"type":"object"}},
        {"name":"tools","inputSchema":{"type":"object"}}]}
      """.formatted(PAYLOAD);

  private static CompiledSdk compileHostile(Path dir) {
    return CompiledSdk.compile(
        SnapshotFormat.read(HOSTILE, "hostile"),
        GeneratorOptions.builder("com.example.hostile")
            .clientName("HostileClient")
            .build(),
        Map.of(),
        dir);
  }

  @Test
  void compilesAndCarriesNoInjectedCode(@TempDir Path dir) {
    CompiledSdk sdk = compileHostile(dir);

    assertThat(sdk.errors).isEmpty();
    for (GeneratedFile file : sdk.generation.files()) {
      String code = file.content()
          .lines()
          .filter(line -> !line.strip().startsWith("*") && !line.strip().startsWith("/**"))
          .map(line -> line.replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\""))
          .reduce("", (a, b) -> a + b + "\n");
      assertThat(code).as(file.path()).doesNotContain("System.exit").doesNotContain("static {");
      String comments = file.content()
          .lines()
          .filter(line -> line.strip().startsWith("*") || line.strip().startsWith("/**"))
          .reduce("", (a, b) -> a + b + "\n");
      assertThat(comments)
          .as(file.path())
          .doesNotContain("\\u002a/")
          .doesNotContain("<script>")
          .doesNotContain("*/ static");
    }
  }

  @Test
  void theJavadocStaysCompleteAndCleanWhateverTheServerWrites(@TempDir Path dir) {
    CompiledSdk sdk = compileHostile(dir);

    sdk.assertCompiledAndDocumented(dir);
    // The tool's description is on its service method; the request links to it.
    assertThat(sdk.file("ToolsService"))
        .contains("{&#64;link Missing} {&#64;code &lt;/p&gt; &lt;!-- &amp; &#92;u002a&#92;u002f\n");
    assertThat(sdk.file("ClassRequest"))
        .contains(
            " * @param brace {&#64;code unbalanced { &lt;/p&gt; &lt;!-- &amp;. Default: <code>\"&#123;\"</code>\n",
            "    /** <code>&#123;&#64;code</code> */\n",
            "  /** Always <code>&#125;&#123;</code>.\n");
  }

  @Test
  void titlesAreEscapedAsDescriptionsAre(@TempDir Path dir) {
    CompiledSdk sdk = compileHostile(dir);

    assertThat(sdk.errors).isEmpty();
    // The tool's title is on its service method (the request links to it); the property's on the
    // request.
    assertThat(sdk.file("ToolsService"))
        .contains("&#42;/ static { System.exit(66); } /* &lt;b&gt;&#64;see&lt;/b&gt;");
    assertThat(sdk.file("TitledRequest"))
        .contains(" * @param at &#64;return &#42;/ &amp; &lt;i&gt; When");
    assertThat(sdk.doclint(dir)).isEmpty();
  }

  @Test
  void collidingAndReservedNamesBecomeLegalUniqueIdentifiers(@TempDir Path dir) {
    CompiledSdk sdk = compileHostile(dir);

    String request = sdk.file("Class2Request");
    assertThat(request)
        .contains(
            "@JsonProperty(\"class\") @Nullable String classValue",
            "@JsonProperty(\"builder\") @Nullable String builderValue",
            "@JsonProperty(\"2fa\") @Nullable Long value2fa",
            "@JsonProperty(\"foo\") @Nullable String foo",
            "@JsonProperty(\"Foo\") @Nullable String foo2",
            "@JsonProperty(\"reverse-geocode\")");
    assertThat(sdk.paths())
        .contains(
            "com/example/hostile/ClassRequest.java", "com/example/hostile/Class2Request.java");
    assertThat(sdk.file("ToolsService"))
        .contains(
            "ToolResult classTool(ClassRequest request)",
            "ToolResult classTool2(Class2Request request)",
            "ToolResult tools()");
    assertThat(sdk.file("AService")).contains("ToolResult b()", "ToolResult b2()");
  }

  @Test
  void toolsThatMapToOneMethodNameInAServiceGetDistinctOnes(@TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        SnapshotFormat.read(HOSTILE, "hostile"),
        GeneratorOptions.builder("com.example.hostile")
            .serviceRule(ServiceRule.parse("*=all"))
            .build(),
        Map.of(),
        dir);

    assertThat(sdk.errors).isEmpty();
    assertThat(sdk.file("AllService"))
        .contains(
            "ToolResult ab()",
            "ToolResult ab2()",
            "ToolResult classTool(ClassRequest request)",
            "ToolResult classTool2(Class2Request request)",
            "CompletableFuture<ToolResult> classToolAsync(");
  }
}
