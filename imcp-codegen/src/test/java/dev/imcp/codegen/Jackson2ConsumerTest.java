package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.schema.Snapshot;
import dev.imcp.testing.TestServers;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An application on Jackson 2 (Spring Boot 3, Quarkus) uses a generated SDK whose tool takes free-form JSON: it builds
 * the request from its own maps and reads the result as maps, and the SDK and the application compile with no Jackson 3
 * on the class path. Against a real server on the TypeScript SDK v2 that answers with what it received.
 */
class Jackson2ConsumerTest {
  private static final String PACKAGE = "com.example.freeform";

  /** Names only Jackson 2 ({@code com.fasterxml.jackson.databind}) and the generated SDK. */
  private static final String APPLICATION = """
      package com.example.freeform;

      import com.fasterxml.jackson.databind.ObjectMapper;
      import dev.imcp.runtime.ServerCommand;
      import dev.imcp.runtime.error.InvalidArgumentsException;
      import java.util.ArrayList;
      import java.util.Arrays;
      import java.util.List;
      import java.util.Map;

      public class Application {
        public static Object run() throws Exception {
          ObjectMapper jackson2 = new ObjectMapper();
          @SuppressWarnings("unchecked")
          Map<String, Object> filter = jackson2.readValue(
              "{\\"property\\":\\"Status\\",\\"select\\":{\\"equals\\":\\"Done\\"},\\"or\\":[1,2.5,true,null,\\"x\\"],\\"none\\":null}",
              Map.class);
          List<Object> sorts = new ArrayList<>(Arrays.asList(Map.of("property", "Due"), "ascending", null));
          SaveViewRequest request = SaveViewRequest.builder()
              .name("done")
              .filter(filter)
              .sorts(sorts)
              .extra(List.of(1, Map.of("deep", List.of())))
              .labels(Map.of("team", "core"))
              .apiKey("hunter2")
              .build();
          try (FreeformClient client = FreeformClient.connect(ServerCommand.of(dev.imcp.testing.TestServers.freeform()))) {
            SaveViewResult result = client.tools().saveView(request);
            String refused;
            try {
              client.tools().saveView(SaveViewRequest.builder().name("").filter(Map.of()).build());
              refused = "sent";
            } catch (InvalidArgumentsException e) {
              refused = e.violations().toString();
            }
            return List.of(
                jackson2.writeValueAsString(result.saved()),
                jackson2.writeValueAsString(request),
                request.toString(),
                refused,
                result.saved().get("filter").getClass().getName());
          }
        }
      }
      """;

  private static Snapshot snapshot;

  @BeforeAll
  static void listTheServer() {
    try (McpClient client =
        McpClient.stdio(ServerCommand.of(TestServers.freeform())).connect()) {
      snapshot = client.snapshot();
    }
  }

  @Test
  void anApplicationOnJackson2BuildsAndCallsFreeFormFieldsWithItsOwnMaps(@TempDir Path dir)
      throws IOException {
    CompiledSdk sdk = CompiledSdk.compile(
        snapshot,
        GeneratorOptions.builder(PACKAGE).clientName("FreeformClient").build(),
        Map.of(PACKAGE + ".Application", APPLICATION),
        dir,
        withoutJackson3(System.getProperty("java.class.path")));
    assertThat(sdk.errors).isEmpty();
    assertThat(sdk.generation.files())
        .allSatisfy(file -> assertThat(file.content()).doesNotContain("tools.jackson"));
    assertThat(Files.readString(
            dir.resolve("classes/com/example/freeform/SaveViewRequest.class"),
            StandardCharsets.ISO_8859_1))
        .doesNotContain("tools/jackson");

    List<?> answers = (List<?>) sdk.run(PACKAGE + ".Application");

    String sent =
        "{\"name\":\"done\",\"filter\":{\"property\":\"Status\",\"select\":{\"equals\":\"Done\"},"
            + "\"or\":[1,2.5,true,null,\"x\"],\"none\":null},\"sorts\":[{\"property\":\"Due\"},\"ascending\",null],"
            + "\"extra\":[1,{\"deep\":[]}],\"labels\":{\"team\":\"core\"},\"apiKey\":\"hunter2\"}";
    assertThat(answers.get(0)).as("what the server received, read back").isEqualTo(sent);
    assertThat(answers.get(1)).as("the request as Jackson 2 writes it").isEqualTo(sent);
    assertThat((String) answers.get(2))
        .contains("apiKey=***", "filter={property=Status")
        .doesNotContain("hunter2");
    assertThat(answers.get(3)).asString().contains("name").contains("size must be between 1");
    assertThat(answers.get(4)).isEqualTo("java.util.LinkedHashMap");
  }

  @Test
  void freeFormSchemasBecomeMapsListsAndObjects() {
    GenerationResult generation =
        Generator.generate(snapshot, GeneratorOptions.builder(PACKAGE).build());
    String request = generation.files().stream()
        .filter(file -> file.path().endsWith("/SaveViewRequest.java"))
        .findFirst()
        .orElseThrow()
        .content();
    assertThat(request)
        .contains(
            "@JsonProperty(\"filter\") @NotNull Map<String, Object> filter",
            "@JsonProperty(\"sorts\") @Nullable List<Object> sorts",
            "@JsonProperty(\"extra\") @Nullable Object extra",
            "@JsonProperty(\"labels\") @Nullable Map<String, String> labels");
  }

  /** The class path without Jackson 3 ({@code tools.jackson}): what a Jackson 2 application compiles against. */
  private static String withoutJackson3(String classpath) {
    String kept = Arrays.stream(classpath.split(File.pathSeparator))
        .filter(entry -> !entry.replace('\\', '/').contains("/tools/jackson/"))
        .collect(Collectors.joining(File.pathSeparator));
    assertThat(kept)
        .isNotEqualTo(classpath)
        .contains("com/fasterxml/jackson/core/jackson-databind");
    return kept;
  }
}
