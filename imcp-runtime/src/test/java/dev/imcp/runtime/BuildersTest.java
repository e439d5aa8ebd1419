package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.validation.Validator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

/**
 * Each transport has its own builder: a setting that means nothing for a transport does not compile, and those that
 * do mean something chain in any order. Checked by compiling a user's code against the runtime.
 */
class BuildersTest {
  private static final String STDIO = "McpClient.stdio(ServerCommand.of(\"node\", \"server.js\"))";
  private static final String HTTP = "McpClient.http(URI.create(\"https://mcp.example.com/mcp\"))";

  @ParameterizedTest
  @ValueSource(
      strings = {
        STDIO + ".bearerToken(\"t\")",
        STDIO + ".header(\"X-Api-Key\", \"k\")",
        STDIO + ".sslContext(null)",
        HTTP + ".stderrLevel(org.slf4j.event.Level.INFO)",
        HTTP + ".stderrTailLines(5)",
        HTTP + ".clientName(\"app\").stderrTailLines(5)",
      })
  void aSettingThatMeansNothingForTheTransportDoesNotCompile(String builder) {
    assertThat(compile(builder)).singleElement().asString().contains("cannot find symbol");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        STDIO
            + ".clientName(\"app\").stderrTailLines(5).defaultTimeout(java.time.Duration.ofSeconds(5))",
        HTTP
            + ".protocolEra(ProtocolEra.LEGACY).bearerToken(\"t\").header(\"X-Api-Key\", \"k\").maxMessageBytes(2048)",
      })
  void theSettingsOfATransportChainInAnyOrder(String builder) {
    assertThat(compile(builder)).isEmpty();
  }

  /** Compiles {@code builder} as the initializer of a local variable; the errors, as text. */
  private static List<String> compile(String builder) {
    String source = "import dev.imcp.runtime.*; import java.net.URI;\n"
        + "class User { void configure() { var builder = " + builder + "; } }\n";
    JavaFileObject file =
        new SimpleJavaFileObject(URI.create("string:///User.java"), JavaFileObject.Kind.SOURCE) {
          @Override
          public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return source;
          }
        };
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Path out = temporaryFolder();
    boolean compiled = javac
        .getTask(
            null,
            null,
            diagnostics,
            List.of("-proc:none", "-d", out.toString(), "-classpath", classPath()),
            null,
            List.of(file))
        .call();
    List<String> errors = diagnostics.getDiagnostics().stream()
        .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR)
        .map(diagnostic -> diagnostic.getMessage(null))
        .collect(Collectors.toList());
    assertThat(compiled).as(errors.toString()).isEqualTo(errors.isEmpty());
    return errors;
  }

  /** The runtime and what its signatures name: the user's class path. */
  private static String classPath() {
    List<String> entries = new ArrayList<>();
    for (Class<?> type : List.of(
        McpClient.class,
        JsonNode.class,
        org.slf4j.event.Level.class,
        dev.imcp.schema.Snapshot.class,
        Validator.class,
        org.jspecify.annotations.Nullable.class)) {
      try {
        entries.add(
            Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
                .toString());
      } catch (URISyntaxException e) {
        throw new IllegalStateException(e);
      }
    }
    return String.join(java.io.File.pathSeparator, entries);
  }

  private static Path temporaryFolder() {
    try {
      Path folder = Files.createTempDirectory("builders");
      folder.toFile().deleteOnExit();
      return folder;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
