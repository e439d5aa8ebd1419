package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

class FingerprintTest {

  @Test
  void isTheSameForTheSameSchemaInAnyKeyOrder() {
    Snapshot imcp = Fixtures.snapshot(Fixtures.IMCP);
    Random random = new Random(42);
    for (ToolDefinition tool : imcp.tools()) {
      ToolDefinition shuffled = new ToolDefinition(
          tool.name(),
          tool.title(),
          tool.description(),
          shuffle(tool.inputSchema(), random),
          Optional.empty(),
          tool.annotations(),
          tool.extra());

      assertThat(shuffled.fingerprint()).as(tool.name()).isEqualTo(tool.fingerprint());
    }
  }

  @Test
  void ignoresDescriptionsAndTitlesButNotAPropertyNamedDescription() {
    ToolDefinition plain = Fixtures.tool("""
            {"name":"t","inputSchema":{"type":"object","properties":{"description":{"type":"string"}}}}""");
    ToolDefinition documented = Fixtures.tool("""
            {"name":"t","title":"T","description":"Does t","annotations":{"title":"Tee"},
             "inputSchema":{"type":"object","description":"args","title":"Args",
              "properties":{"description":{"type":"string","description":"the text","examples":["x"]}}}}""");
    ToolDefinition withoutProperty = Fixtures.withInput("{\"type\":\"object\",\"properties\":{}}");

    assertThat(documented.fingerprint()).isEqualTo(plain.fingerprint());
    assertThat(withoutProperty.fingerprint()).isNotEqualTo(plain.fingerprint());
  }

  @Test
  void normalisesValuesAndSortsKeysInsideArraysAtAnyDepthButKeepsTheArraysOrder() {
    ToolDefinition written = Fixtures.withInput("""
        {"type":"object","enum":[5000,{"b":[1.50,{"d":2,"c":1E1}],"a":true},null,"x"]}""");
    ToolDefinition rewritten = Fixtures.withInput("""
        {"enum":[5E3,{"a":true,"b":[1.5,{"c":10,"d":2.0}]},null,"x"],"type":"object"}""");
    ToolDefinition reordered = Fixtures.withInput("""
        {"type":"object","enum":[{"b":[1.5,{"d":2,"c":10}],"a":true},5000,null,"x"]}""");

    assertThat(rewritten.fingerprint())
        .isEqualTo(written.fingerprint())
        .isNotEqualTo(reordered.fingerprint());
  }

  @Test
  void treatsNumbersByValueNotByHowTheyAreWritten() {
    assertThat(Fixtures.withInput("{\"type\":\"object\",\"maximum\":5000}").fingerprint())
        .isEqualTo(
            Fixtures.withInput("{\"type\":\"object\",\"maximum\":5000.0}").fingerprint())
        .isEqualTo(Fixtures.withInput("{\"type\":\"object\",\"maximum\":5E3}").fingerprint())
        .isNotEqualTo(
            Fixtures.withInput("{\"type\":\"object\",\"maximum\":5001}").fingerprint());
  }

  @Test
  void aNumberThatOverflowedADoubleStillGivesAFingerprintAndAsAMaximumIsRefusedClearly() {
    // A tools/list read without BigDecimals turns 1e400 into an infinite double (found by
    // SchemaFuzzTest).
    ToolDefinition plain = Fixtures.withInput("{\"type\":\"object\"}");
    ObjectNode schema = JsonNodeFactory.instance.objectNode().put("type", "object");
    schema
        .putObject("properties")
        .putObject("n")
        .put("type", "number")
        .put("maximum", Double.POSITIVE_INFINITY);
    ToolDefinition huge = new ToolDefinition(
        plain.name(),
        plain.title(),
        plain.description(),
        schema,
        Optional.empty(),
        plain.annotations(),
        plain.extra());

    assertThat(huge.fingerprint()).isEqualTo(huge.fingerprint()).isNotEqualTo(plain.fingerprint());
    assertThatThrownBy(() -> SchemaParser.parse(huge))
        .isInstanceOf(InvalidSnapshotException.class)
        .hasMessageContaining(
            "/inputSchema/properties/n/maximum: expected a finite number, got one too large to represent");
  }

  @Test
  void changesWithTheContract() {
    ToolDefinition tool =
        Fixtures.withInput("{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\"}}}");

    assertThat(Fixtures.withInput(
                "{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"integer\"}}}")
            .fingerprint())
        .isNotEqualTo(tool.fingerprint());
    assertThat(Fixtures.tool(
                "{\"name\":\"t\",\"annotations\":{\"readOnlyHint\":true},"
                    + "\"inputSchema\":{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\"}}}}")
            .fingerprint())
        .isNotEqualTo(tool.fingerprint());
    assertThat(Fixtures.tool(
                "{\"name\":\"u\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\"}}}}")
            .fingerprint())
        .isNotEqualTo(tool.fingerprint());
  }

  @Test
  void ofASnapshotIgnoresToolOrderAndServerButNotTools() {
    Snapshot imcp = Fixtures.snapshot(Fixtures.IMCP);
    List<ToolDefinition> reversed = new ArrayList<>(imcp.tools());
    Collections.reverse(reversed);

    assertThat(Snapshot.of(new ServerInfo("iMCP", "9"), "2025-03-26", reversed).fingerprint())
        .isEqualTo(imcp.fingerprint());
    assertThat(
            new Snapshot(Optional.empty(), Optional.empty(), reversed.subList(1, reversed.size()))
                .fingerprint())
        .isNotEqualTo(imcp.fingerprint());
  }

  /** Pins the canonical form: generated SDKs embed fingerprints, so any change to it must be deliberate. */
  @Test
  void keepsItsCanonicalFormAcrossReleases() {
    assertThat(Fixtures.withInput("{\"type\":\"object\"}").fingerprint().toString())
        .isEqualTo("sha256:"
            + sha256("{\"annotations\":{},\"inputSchema\":{\"type\":\"object\"},\"name\":\"t\"}"));
  }

  @Test
  void parsesItsPrintedForm() {
    Fingerprint fingerprint = Fixtures.snapshot(Fixtures.MEMORY).fingerprint();

    assertThat(Fingerprint.parse(fingerprint.toString())).isEqualTo(fingerprint);
    assertThatThrownBy(() -> Fingerprint.parse("md5:abc"))
        .hasMessage("A fingerprint starts with 'sha256:', not 'md5:abc'");
    assertThatThrownBy(() -> Fingerprint.parse("sha256:ABC"))
        .hasMessage("A fingerprint is 64 lowercase hex digits, not 'ABC'");
  }

  @Test
  void takesExactlySixtyFourLowercaseHexDigits() {
    String digits = "0123456789abcdef".repeat(4);

    assertThat(new Fingerprint(digits).hex()).isEqualTo(digits);
    for (String wrong : new String[] {
      digits.substring(1), digits + "0", "g" + digits.substring(1), "A" + digits.substring(1), ""
    }) {
      assertThatThrownBy(() -> new Fingerprint(wrong))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("A fingerprint is 64 lowercase hex digits, not '" + wrong + "'");
    }
  }

  private static String sha256(String text) {
    try {
      return java.util.HexFormat.of()
          .formatHex(java.security.MessageDigest.getInstance("SHA-256")
              .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
  }

  private static JsonNode shuffle(JsonNode node, Random random) {
    if (node.isObject()) {
      List<String> names = new ArrayList<>(node.propertyNames());
      Collections.shuffle(names, random);
      ObjectNode copy = JsonNodeFactory.instance.objectNode();
      names.forEach(name -> copy.set(name, shuffle(node.get(name), random)));
      return copy;
    }
    if (node.isArray()) {
      var copy = JsonNodeFactory.instance.arrayNode();
      node.forEach(element -> copy.add(shuffle(element, random)));
      return copy;
    }
    return node;
  }
}
