package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.schema.internal.CanonicalJson;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Snapshots are read and fingerprints written by jackson-core's streaming parser and generator, not a databind mapper
 * (a cold generation pays hundreds of milliseconds for one): the trees and the text must be the ones databind gives,
 * node type for node type, or fingerprints and generated code would change.
 */
class StreamingTreesTest {
  static List<String> documents() {
    List<String> documents = new ArrayList<>(List.of(
        "{\"a\":1,\"b\":2147483648,\"c\":123456789012345678901234567890,\"d\":-0}",
        "{\"f\":1.50,\"g\":5e3,\"h\":-2.5E-7,\"i\":0.1,\"j\":1e400,\"k\":5000.0}",
        "{\"z\":1,\"a\":[true,false,null,\"x\",{\"q\":[]},{}],\"m\":\"\\u00e9\\n\\\"/\\u2028\"}",
        "{\"dup\":1,\"other\":2,\"dup\":{\"later\":true}}",
        "[1,[2,[3,[]]],\"</script>\"]",
        "\"just text\"",
        "42",
        "  {\"spaces\" : [ 1 , 2 ] }  "));
    for (String name : List.of(
        Fixtures.IMCP,
        Fixtures.EVERYTHING,
        Fixtures.FILESYSTEM,
        Fixtures.MEMORY,
        "fastmcp-prompts.json",
        "everything-prompts.json",
        "imcp-initialize-result.json")) {
      documents.add(Fixtures.text(name));
    }
    return documents;
  }

  @ParameterizedTest
  @MethodSource("documents")
  void readsTheTreeDatabindReads(String json) {
    JsonNode streamed = CanonicalJson.readTree(json);
    JsonNode bound = CanonicalJson.mapper().readTree(json);
    assertThat(streamed).isEqualTo(bound);
    assertThat(streamed.toString()).isEqualTo(bound.toString());
    assertThat(types(streamed)).isEqualTo(types(bound));
  }

  @ParameterizedTest
  @MethodSource("documents")
  void writesWhatToStringWrites(String json) {
    JsonNode node = CanonicalJson.mapper().readTree(json);
    assertThat(SnapshotFormat.writeValue(node)).isEqualTo(node.toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"{\"a\":1} {\"b\":2}", "[1] 2", "{\"a\":", "{\"a\" 1}", "[1,]"})
  void refusesWhatDatabindRefuses(String json) {
    assertThatThrownBy(() -> CanonicalJson.mapper().readTree(json))
        .isInstanceOf(JacksonException.class);
    assertThatThrownBy(() -> CanonicalJson.readTree(json)).isInstanceOf(JacksonException.class);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "   "})
  void readsNothingAsAMissingNode(String json) {
    assertThat(CanonicalJson.readTree(json).isMissingNode()).isTrue();
    assertThat(CanonicalJson.mapper().readTree(json).isMissingNode()).isTrue();
  }

  /** The node classes in document order: IntNode against LongNode, DecimalNode against DoubleNode. */
  private static List<String> types(JsonNode node) {
    List<String> types = new ArrayList<>();
    types.add(node.getClass().getSimpleName());
    node.values().forEach(child -> types.addAll(types(child)));
    return types;
  }
}
