package dev.imcp.runtime.internal.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.Content;
import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.jsonrpc.StreamedReader.NotStreamable;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * A {@code tools/call} result read from the streaming parser is the result {@link ToolResults} reads from the tree,
 * member for member; a result the stream would read differently is refused ({@link NotStreamable}), so that the tree
 * reads it.
 */
class ToolResultStreamTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"content\":[{\"type\":\"text\",\"text\":\"Echo: hi\"}]}",
        "{\"content\":[{\"text\":\"last type\",\"type\":\"text\",\"annotations\":{\"a\":[1,2]}}]}",
        "{\"content\":[]}",
        "{}",
        "{\"content\":[{\"type\":\"text\",\"text\":\"a\"},{\"type\":\"image\",\"data\":\"AA==\","
            + "\"mimeType\":\"image/png\"},{\"type\":\"audio\",\"mimeType\":\"audio/wav\",\"data\":\"AQ==\"}]}",
        "{\"isError\":true,\"content\":[{\"type\":\"text\",\"text\":\"failed\"}]}",
        "{\"isError\":null,\"content\":[]}",
        "{\"content\":[],\"structuredContent\":{\"x\":[1,{\"y\":null}],\"z\":\"w\"},"
            + "\"_meta\":{\"k\":1}}",
        "{\"structuredContent\":null,\"_meta\":null}",
        "{\"content\":[],\"ttlMs\":1500,\"cacheScope\":\"public\"}",
        "{\"ttlMs\":-1,\"cacheScope\":\"private\"}",
        "{\"ttlMs\":null}",
        "{\"cacheScope\":\"public\",\"ttlMs\":0}",
        "{\"content\":[{\"type\":\"text\",\"text\":\"first\"}],"
            + "\"content\":[{\"type\":\"text\",\"text\":\"second\"}]}",
        "{\"other\":{\"deep\":[[{}]]},\"content\":[{\"type\":\"text\",\"text\":\"\\u00e9\\n\"}]}"
      })
  void readsWhatTheTreeReads(String json) {
    ToolResult streamed = streamed(json);
    ToolResult tree = ToolResults.parse("s", "t", Json.mapper().readTree(json), Optional.of("c"));
    assertThat(streamed.content()).isEqualTo(tree.content());
    assertThat(streamed.isError()).isEqualTo(tree.isError());
    assertThat(streamed.structuredContent()).isEqualTo(tree.structuredContent());
    assertThat(streamed.meta()).isEqualTo(tree.meta());
    assertThat(streamed.cacheHint()).isEqualTo(tree.cacheHint());
    assertThat(streamed.correlationId()).contains("c");
    assertThat(streamed.tool()).isEqualTo("t");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"content\":[{\"type\":\"resource_link\",\"uri\":\"file:///a\",\"name\":\"a\"}]}",
        "{\"content\":[{\"type\":\"resource\",\"resource\":{\"uri\":\"file:///a\",\"text\":\"x\"}}]}",
        "{\"content\":[{\"type\":\"video\",\"url\":\"x\"}]}",
        "{\"content\":[{\"type\":\"text\"}]}",
        "{\"content\":[{\"type\":\"text\",\"text\":7}]}",
        "{\"content\":[{\"type\":\"image\",\"data\":\"AA==\"}]}",
        "{\"content\":[\"text\"]}",
        "{\"content\":{\"type\":\"text\",\"text\":\"an object\"}}",
        "{\"content\":\"text\"}",
        "{\"isError\":\"true\"}",
        "{\"ttlMs\":1.5}",
        "{\"ttlMs\":\"100\"}",
        "{\"ttlMs\":123456789012345678901234567890}",
        "{\"cacheScope\":1}"
      })
  void refusesWhatOnlyTheTreeReadsAlike(String json) {
    assertThatThrownBy(() -> streamed(json)).isSameAs(NotStreamable.INSTANCE);
  }

  @org.junit.jupiter.api.Test
  void leavesTheParserAtTheResultsEnd() {
    try (JsonParser parser = Json.mapper()
        .createParser("[{\"content\":[{\"type\":\"text\",\"text\":\"a\"}],\"x\":{}},7]")) {
      parser.nextToken();
      parser.nextToken();
      ToolResult result = ToolResultStream.read("s", "t", parser, Optional.empty());
      assertThat(result.content()).isEqualTo(List.of(new Content.Text("a")));
      assertThat(parser.currentToken()).isEqualTo(JsonToken.END_OBJECT);
      assertThat(parser.nextToken()).isEqualTo(JsonToken.VALUE_NUMBER_INT);
    }
  }

  private static ToolResult streamed(String json) {
    byte[] bytes = json.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    try (JsonParser parser = Json.mapper()
        .tokenStreamFactory()
        .createParser(tools.jackson.core.ObjectReadContext.empty(), bytes, 0, bytes.length)) {
      assertThat(parser.nextToken()).isEqualTo(JsonToken.START_OBJECT);
      return ToolResultStream.read("s", "t", parser, Optional.of("c"));
    }
  }
}
