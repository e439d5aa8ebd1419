package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.SnapshotFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Any set of tool and property names gives an SDK that compiles with {@code -Xlint:all -Werror} and reaches every tool
 * by exactly one method: names in every style (snake, kebab, camel, dotted, slashed), Java keywords, {@code Object}'s
 * methods, the generated types' own members, digits first, unicode, and names equal after normalisation.
 *
 * <p>Tool sets are drawn from seeded random generators, one try per seed, so that a failure names the seed that
 * reproduces it; {@code -Dimcp.namingTries=N} runs more seeds. Each try compiles a whole SDK, so tries are few; the
 * sizes still reach 200 tools. (jqwik, the usual choice, asks since 1.10 not to be used by AI coding agents, which
 * write much of this project; JUnit's own parameterized tests over seeds do the job without it.)
 */
class NamingPropertyTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  /** Words that have broken generated code, or could: keywords, Object's methods, members of generated types. */
  private static final List<String> HOSTILE_WORDS = List.of(
      "class",
      "new",
      "default",
      "int",
      "record",
      "var",
      "yield",
      "enum",
      "wait",
      "notify",
      "notifyAll",
      "getClass",
      "hashCode",
      "equals",
      "toString",
      "clone",
      "finalize",
      "close",
      "mcpClient",
      "toolStatus",
      "serviceStatus",
      "withTimeout",
      "withOptions",
      "options",
      "connect",
      "of",
      "builder",
      "build",
      "checkConstraints",
      "jsonAdditionalProperties",
      "async",
      "raw",
      "tools",
      "service",
      "impl",
      "request",
      "result",
      "value",
      "Builder",
      "List",
      "String",
      "Object",
      "Override",
      "ALL",
      "get",
      "list",
      "take",
      "2fa",
      "3d",
      "42",
      "日本",
      "café",
      "über",
      "_",
      "");

  private static final int MAX_TOOLS = 200;

  static LongStream seeds() {
    return LongStream.range(0, Long.getLong("imcp.namingTries", 10)).map(i -> 0x5eed_0000L + i);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void everyToolSetGivesACompilingSdkWithOneMethodPerTool(long seed) throws IOException {
    List<Tool> tools = toolSet(new Random(seed), seed == 0x5eed_0000L ? MAX_TOOLS : 0);
    Path dir = Files.createTempDirectory("naming");
    CompiledSdk sdk = CompiledSdk.compile(
        SnapshotFormat.read(snapshotJson(tools), "random"),
        GeneratorOptions.builder("com.example.random").build(),
        Map.of(),
        dir);

    assertThat(sdk.errors).as("seed %d: %s", seed, tools).isEmpty();
    Map<String, Integer> reached = typedMethodsByTool(sdk.generation, tools);
    for (Tool tool : tools) {
      assertThat(reached.getOrDefault(tool.name(), 0))
          .as("seed %d: methods reaching tool '%s'", seed, tool.name())
          .isEqualTo(1);
    }
    assertThat(reached.keySet()).hasSize(tools.size());
    for (GeneratedFile file : sdk.generation.files()) {
      assertThat(code(file.content()))
          .as(file.path())
          .doesNotContainPattern("[A-Za-z0-9]_(?![A-Za-z0-9_])");
    }
  }

  static String json(long seed) {
    return snapshotJson(toolSet(new Random(seed), seed == 0x5eed_0000L ? MAX_TOOLS : 0));
  }

  /** 1 to 200 tools with distinct names (the first seed always takes 200), some names equal after normalisation. */
  private static List<Tool> toolSet(Random random, int size) {
    int count = size > 0 ? size : 1 + random.nextInt(random.nextBoolean() ? 12 : MAX_TOOLS);
    java.util.LinkedHashMap<String, Tool> tools = new java.util.LinkedHashMap<>();
    while (tools.size() < count) {
      String name = name(random);
      if (!name.isEmpty()) {
        List<String> properties = new ArrayList<>();
        for (int i = random.nextInt(6); i > 0; i--) {
          String property = name(random);
          if (!properties.contains(property)) {
            properties.add(property);
          }
        }
        tools.putIfAbsent(name, new Tool(name, properties, random.nextInt(4)));
      }
    }
    return List.copyOf(tools.values());
  }

  /** A name of one to three words joined in one of the naming styles. */
  private static String name(Random random) {
    List<String> words = new ArrayList<>();
    for (int i = 1 + random.nextInt(3); i > 0; i--) {
      words.add(
          switch (random.nextInt(3)) {
            case 0 -> HOSTILE_WORDS.get(random.nextInt(HOSTILE_WORDS.size()));
            case 1 -> word(random, "abcdefghijklmnopqrstuvwxyz", 1 + random.nextInt(6));
            default -> word(random, "aZ9_-./ éß日", 1 + random.nextInt(4));
          });
    }
    return join(words, List.of("_", "-", ".", "/", "", "CAMEL").get(random.nextInt(6)));
  }

  private static String join(List<String> words, String separator) {
    if (!separator.equals("CAMEL")) {
      return String.join(separator, words);
    }
    StringBuilder camel = new StringBuilder(words.get(0));
    words
        .subList(1, words.size())
        .forEach(w ->
            camel.append(w.isEmpty() ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1)));
    return camel.toString();
  }

  private static String word(Random random, String alphabet, int length) {
    StringBuilder word = new StringBuilder();
    for (int i = 0; i < length; i++) {
      word.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return word.toString();
  }

  /**
   * @param shape 0: no output schema; 1: an output schema; 2: nested objects and enums; 3: both
   */
  record Tool(String name, List<String> properties, int shape) {}

  private static String snapshotJson(List<Tool> tools) {
    ObjectNode root = JSON.createObjectNode();
    ArrayNode list = root.putArray("tools");
    for (Tool tool : tools) {
      ObjectNode node = list.addObject().put("name", tool.name());
      node.set("inputSchema", object(tool.properties(), tool.shape() >= 2));
      if (tool.shape() % 2 == 1) {
        node.set("outputSchema", object(tool.properties(), tool.shape() >= 2));
      }
    }
    return root.toString();
  }

  private static ObjectNode object(List<String> properties, boolean nested) {
    ObjectNode schema = JSON.createObjectNode().put("type", "object");
    ObjectNode members = schema.putObject("properties");
    ArrayNode required = schema.putArray("required");
    for (int i = 0; i < properties.size(); i++) {
      String property = properties.get(i);
      ObjectNode type = members.putObject(property);
      switch (i % 5) {
        case 0 -> type.put("type", "string");
        case 1 -> type.put("type", "number");
        case 2 -> {
          type.put("type", "string");
          properties.forEach(type.putArray("enum")::add);
          if (type.get("enum").isEmpty()) {
            type.withArray("enum").add(property);
          }
        }
        case 3 -> type.put("type", "integer");
        default -> type.put("type", "boolean");
      }
      if (nested && i == 0) {
        members.set(property, object(properties.subList(1, properties.size()), false));
      }
      if (i % 2 == 0) {
        required.add(property);
      }
    }
    return schema;
  }

  private static final Pattern CALL = Pattern.compile(
      "public [^;{]*?\\s(\\w+)\\(([^)]*)\\)\\s*\\{\\s*return tools\\.callTool\\((\"(?:[^\"\\\\]|\\\\.)*\"), (?:request|null), this\\.options\\.withOverrides\\(options\\)(, [^)]+)?\\);");
  private static final Pattern ACCESSOR = Pattern.compile("return new (\\w+)\\(guard");

  /**
   * How many blocking methods call each tool in its typed form, over services the facade hands out: the
   * implementation's methods with per-call options (those without are the interface's default methods).
   */
  private static Map<String, Integer> typedMethodsByTool(
      GenerationResult generation, List<Tool> tools) {
    Map<String, Boolean> hasResult = new HashMap<>();
    tools.forEach(tool -> hasResult.put(tool.name(), tool.shape() % 2 == 1));
    String facade = generation.files().stream()
        .filter(f -> f.path().endsWith("/McpToolsClient.java"))
        .findFirst()
        .orElseThrow()
        .content();
    List<String> handedOut = new ArrayList<>();
    ACCESSOR.matcher(facade).results().forEach(m -> handedOut.add(m.group(1)));
    assertThat(handedOut).doesNotHaveDuplicates();
    Map<String, Integer> reached = new HashMap<>();
    for (GeneratedFile file : generation.files()) {
      String simpleName =
          file.path().substring(file.path().lastIndexOf('/') + 1).replace(".java", "");
      if (!handedOut.contains(simpleName)) {
        continue;
      }
      Matcher call = CALL.matcher(file.content());
      while (call.find()) {
        String tool = unescape(call.group(3));
        boolean typed = call.group(4) != null || !hasResult.getOrDefault(tool, false);
        if (call.group(2).contains("CallOptions") && typed) {
          reached.merge(tool, 1, Integer::sum);
        }
      }
    }
    return reached;
  }

  /** The code of a file without comments and string literals, where server text may have any character. */
  private static String code(String content) {
    return content
        .lines()
        .filter(line -> !line.strip().startsWith("*")
            && !line.strip().startsWith("/**")
            && !line.strip().startsWith("//"))
        .map(line -> line.replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\""))
        .reduce("", (a, b) -> a + b + "\n");
  }

  /** A Java string literal as JavaPoet writes it, back to its text. */
  private static String unescape(String literal) {
    return JSON.readValue(literal.replaceAll("\\\\'", "'"), String.class);
  }
}
