package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.SnapshotFormat;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Numbers mapped to {@code int}, {@code long} or {@code BigDecimal}: how mappings are written, and what they give. */
class TypeMappingTest {
  private static final String TOOLS = """
      {"tools":[
        {"name":"get_issue","inputSchema":{"type":"object","required":["issue_number"],"properties":{
          "issue_number":{"type":"number","minimum":1},
          "ids":{"type":"array","items":{"type":"number"}},
          "price":{"anyOf":[{"type":"number","maximum":10.5},{"type":"null"}]},
          "page":{"type":"number","minimum":-9007199254740991,"maximum":9007199254740991}}},
         "outputSchema":{"type":"object","required":["issue_number"],"properties":{"issue_number":{"type":"number"}}}}]}""";

  @Test
  void mappingsAreWrittenAsPropertyOrToolAndPointer() {
    assertThat(TypeMapping.parse("pull_number = long"))
        .isEqualTo(TypeMapping.ofProperty("pull_number", TypeMapping.JavaType.LONG));
    assertThat(TypeMapping.parse("get_issue#/inputSchema/properties/price=BigDecimal"))
        .isEqualTo(TypeMapping.ofPointer(
            "get_issue", "/inputSchema/properties/price", TypeMapping.JavaType.BIG_DECIMAL));
    assertThat(TypeMapping.parse("a#/b=int")).hasToString("a#/b=int");
  }

  @Test
  void aMappingWrittenWronglySaysHowItIsWritten() {
    assertThatThrownBy(() -> TypeMapping.parse("pull_number"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("A type mapping is written property=type or tool#/pointer=type, such as"
            + " 'pull_number=long', not 'pull_number'");
    assertThatThrownBy(() -> TypeMapping.parse("pull_number=float"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Type mapping 'pull_number=float': the type is int, long or BigDecimal, not 'float'");
    assertThatThrownBy(() -> TypeMapping.parse("#/inputSchema/properties/a=int"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("A type mapping names a tool before '#/', or a property: it is blank");
    assertThatThrownBy(() -> TypeMapping.ofPointer("t", "inputSchema", TypeMapping.JavaType.INT))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Type mapping for tool t: a JSON pointer starts with '/', such as"
            + " /inputSchema/properties/id, not 'inputSchema'");
  }

  @Test
  void mappedNumbersTakeTheirJavaTypesAndKeepTheirBounds(@TempDir Path dir) {
    CompiledSdk sdk = CompiledSdk.compile(
        SnapshotFormat.read(TOOLS, "inline"),
        GeneratorOptions.builder("com.example.mapped")
            .typeMapping(TypeMapping.parse("issue_number=long"))
            .typeMapping(TypeMapping.parse("ids=int"))
            .typeMapping(
                TypeMapping.parse("get_issue#/inputSchema/properties/price/anyOf/0=BigDecimal"))
            .typeMapping(TypeMapping.parse("nowhere=int"))
            .build(),
        Map.of(),
        dir);

    assertThat(sdk.errors).isEmpty();
    assertThat(sdk.file("GetIssueRequest"))
        .contains(
            "@JsonProperty(\"issue_number\") @Min(1L) long issueNumber",
            "@JsonProperty(\"ids\") @Nullable List<Integer> ids",
            "@JsonProperty(\"price\") @DecimalMax(value = \"10.5\", message = \"must be less than or equal to {value}\") @Nullable BigDecimal price",
            "@JsonProperty(\"page\") @Nullable Double page")
        .doesNotContain("9007199254740991");
    assertThat(sdk.file("GetIssueResult"))
        .contains(
            "@JsonProperty(value = \"issue_number\", required = true) @JsonSetter(nulls = Nulls.FAIL) long issueNumber");
    assertThat(sdk.generation.warnings())
        .extracting(Diagnostic::toString)
        .containsExactly(
            "/tools: the type mapping 'nowhere=int' names no number of the generated tools");
  }
}
