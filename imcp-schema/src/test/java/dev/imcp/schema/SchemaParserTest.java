package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.schema.type.AdditionalProperties;
import dev.imcp.schema.type.AnyType;
import dev.imcp.schema.type.ArrayType;
import dev.imcp.schema.type.BooleanType;
import dev.imcp.schema.type.ConstType;
import dev.imcp.schema.type.EnumType;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.NullableType;
import dev.imcp.schema.type.NumberType;
import dev.imcp.schema.type.ObjectType;
import dev.imcp.schema.type.Property;
import dev.imcp.schema.type.RefType;
import dev.imcp.schema.type.StringType;
import dev.imcp.schema.type.UnionType;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.JsonNodeFactory;

class SchemaParserTest {

  private static ToolSchema parse(String inputSchema) {
    return SchemaParser.parse(Fixtures.withInput(inputSchema));
  }

  /** The type of property {@code p} in a schema {@code {"type":"object","properties":{"p": <schema>}}}. */
  private static JsonType property(String schema) {
    return parse("{\"type\":\"object\",\"properties\":{\"p\":" + schema + "}}")
        .input()
        .property("p")
        .orElseThrow()
        .type();
  }

  @Test
  void objectKeepsPropertyOrderRequiredAndDocumentation() {
    ObjectType input = parse("""
                {"type":"object","description":"args","required":["b"],
                 "properties":{"b":{"type":"string","description":"bee","default":"x"},"a":{"type":"boolean"}}}""").input();

    assertThat(input.properties()).extracting(Property::name).containsExactly("b", "a");
    assertThat(input.requiredProperties()).extracting(Property::name).containsExactly("b");
    assertThat(input.meta().description()).contains("args");
    JsonType b = input.property("b").orElseThrow().type();
    assertThat(b.meta().description()).contains("bee");
    assertThat(b.meta().defaultValue()).contains(JsonNodeFactory.instance.stringNode("x"));
    assertThat(b.meta().pointer()).isEqualTo("/inputSchema/properties/b");
    assertThat(input.property("a").orElseThrow().type()).isInstanceOf(BooleanType.class);
  }

  @Test
  void additionalPropertiesHasFourForms() {
    assertThat(parse("{\"type\":\"object\"}").input().additionalProperties())
        .isInstanceOf(AdditionalProperties.Unspecified.class);
    assertThat(parse("{\"type\":\"object\",\"additionalProperties\":true}")
            .input()
            .additionalProperties())
        .isInstanceOf(AdditionalProperties.Allowed.class);
    assertThat(parse("{\"type\":\"object\",\"additionalProperties\":false}")
            .input()
            .additionalProperties())
        .isInstanceOf(AdditionalProperties.Forbidden.class);
    assertThat(parse("{\"type\":\"object\",\"additionalProperties\":{\"type\":\"integer\"}}")
            .input()
            .additionalProperties())
        .isInstanceOfSatisfying(
            AdditionalProperties.Typed.class,
            typed -> assertThat(typed.type()).isInstanceOf(NumberType.class));
  }

  @Test
  void stringKeepsFormatPatternAndLengths() {
    assertThat(
            property(
                "{\"type\":\"string\",\"format\":\"date-time\",\"pattern\":\"^a+$\",\"minLength\":1,\"maxLength\":9}"))
        .isEqualTo(new StringType(
            new dev.imcp.schema.type.SchemaMeta(
                "/inputSchema/properties/p", Optional.empty(), Optional.empty(), Optional.empty()),
            Optional.of("date-time"),
            Optional.of("^a+$"),
            Optional.of(1L),
            Optional.of(9L)));
  }

  @Test
  void numbersKeepExactBoundsInBothDraftsOfExclusiveness() {
    NumberType modern = (NumberType)
        property("{\"type\":\"number\",\"exclusiveMinimum\":0,\"maximum\":0.8,\"multipleOf\":0.1}");
    NumberType draft4 = (NumberType)
        property(
            "{\"type\":\"integer\",\"minimum\":1,\"exclusiveMinimum\":true,\"maximum\":10,\"exclusiveMaximum\":false}");

    assertThat(modern.integer()).isFalse();
    assertThat(modern.exclusiveMinimum()).contains(BigDecimal.ZERO);
    assertThat(modern.maximum()).contains(new BigDecimal("0.8"));
    assertThat(modern.multipleOf()).contains(new BigDecimal("0.1"));
    assertThat(draft4.integer()).isTrue();
    assertThat(draft4.minimum()).isEmpty();
    assertThat(draft4.exclusiveMinimum()).contains(BigDecimal.ONE);
    assertThat(draft4.maximum()).contains(BigDecimal.TEN);
    assertThat(draft4.exclusiveMaximum()).isEmpty();
  }

  @Test
  void arrayKeepsItemsAndCounts() {
    ArrayType array = (ArrayType)
        property(
            "{\"type\":\"array\",\"items\":{\"type\":\"string\"},\"minItems\":1,\"maxItems\":3,\"uniqueItems\":true}");

    assertThat(array.items()).isInstanceOf(StringType.class);
    assertThat(array.minItems()).contains(1L);
    assertThat(array.maxItems()).contains(3L);
    assertThat(array.uniqueItems()).isTrue();
    assertThat(((ArrayType) property("{\"type\":\"array\"}")).items()).isInstanceOf(AnyType.class);
  }

  @Test
  void enumConstAndNull() {
    assertThat(((EnumType) property("{\"type\":\"string\",\"enum\":[\"built-in\",\"desk-view\"]}"))
            .stringValues())
        .contains(List.of("built-in", "desk-view"));
    assertThat(property("{\"const\":\"relative\"}"))
        .isInstanceOfSatisfying(
            ConstType.class,
            constant -> assertThat(constant.value().stringValue()).isEqualTo("relative"));
    assertThat(property("{\"enum\":[\"a\",null]}"))
        .isInstanceOfSatisfying(
            NullableType.class,
            nullable ->
                assertThat(((EnumType) nullable.type()).stringValues()).contains(List.of("a")));
    assertThat(property("{\"type\":[\"string\",\"null\"]}"))
        .isInstanceOfSatisfying(
            NullableType.class,
            nullable -> assertThat(nullable.type()).isInstanceOf(StringType.class));
    assertThat(property("{\"anyOf\":[{\"type\":\"integer\"},{\"type\":\"null\"}]}"))
        .isInstanceOfSatisfying(
            NullableType.class,
            nullable -> assertThat(nullable.type()).isInstanceOf(NumberType.class));
    assertThat(property("{\"type\":\"string\",\"nullable\":true}"))
        .isInstanceOf(NullableType.class);
  }

  @Test
  void severalTypesBecomeAUnion() {
    assertThat(property("{\"type\":[\"string\",\"integer\"]}"))
        .isInstanceOfSatisfying(
            UnionType.class,
            union -> assertThat(union.branches())
                .hasExactlyElementsOfTypes(StringType.class, NumberType.class));
  }

  @Test
  void anythingUntypedIsAnyJsonWithoutAWarning() {
    ToolSchema schema = parse(
        "{\"type\":\"object\",\"properties\":{\"a\":{},\"b\":true,\"c\":{\"description\":\"free\"}}}");

    assertThat(schema.input().properties())
        .extracting(Property::type)
        .allMatch(AnyType.class::isInstance);
    assertThat(schema.warnings()).isEmpty();
  }

  @Test
  void unionWithConstPropertiesHasADiscriminatorEvenWhenItIsNotRequired() {
    UnionType union = (UnionType) property("""
                {"anyOf":[
                  {"type":"object","properties":{"kind":{"const":"a"},"x":{"type":"integer"}},"required":["x"]},
                  {"type":"object","properties":{"kind":{"type":"string","enum":["b"]}}}]}""");

    assertThat(union.kind()).isEqualTo(UnionType.Kind.ANY_OF);
    assertThat(union.discriminator()).contains("kind");
    assertThat(union.branches()).allMatch(ObjectType.class::isInstance);
  }

  @Test
  void unionWithoutDistinctConstantsHasNoDiscriminator() {
    UnionType union = (UnionType) property("""
                {"oneOf":[{"type":"object","properties":{"kind":{"const":"a"}}},
                          {"type":"object","properties":{"kind":{"const":"a"}}}]}""");

    assertThat(union.kind()).isEqualTo(UnionType.Kind.ONE_OF);
    assertThat(union.discriminator()).isEmpty();
  }

  @Test
  void unionOfConstantsIsAnEnum() {
    assertThat(
            property(
                "{\"anyOf\":[{\"const\":\"gas\",\"type\":\"string\"},{\"const\":\"atm\",\"type\":\"string\"}]}"))
        .isInstanceOfSatisfying(
            EnumType.class,
            values -> assertThat(values.stringValues()).contains(List.of("gas", "atm")));
  }

  @Test
  void oneOfThatOnlyAddsConstraintsKeepsTheTypeAndWarns() {
    ToolSchema schema = parse("""
            {"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}},
             "oneOf":[{"required":["a"]},{"required":["b"]}]}""");

    assertThat(schema.input().properties()).hasSize(2);
    assertThat(schema.warnings())
        .extracting(Diagnostic::toString)
        .containsExactly(
            "tool t at /inputSchema/oneOf: oneOf only adds constraints here, which are not checked");
  }

  @Test
  void allOfMergesObjects() {
    ToolSchema schema = parse("""
            {"$defs":{"Base":{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}},
             "allOf":[{"$ref":"#/$defs/Base"},
                      {"type":"object","properties":{"n":{"type":"integer"}},"additionalProperties":false},
                      {"description":"only words"}]}""");

    assertThat(schema.input().properties())
        .extracting(Property::name, Property::required)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("id", true),
            org.assertj.core.groups.Tuple.tuple("n", false));
    assertThat(schema.input().additionalProperties())
        .isInstanceOf(AdditionalProperties.Forbidden.class);
  }

  @Test
  void refsResolveThroughDefsAndDefinitionsIncludingRecursion() {
    ToolSchema schema = parse("""
            {"type":"object","properties":{"tree":{"$ref":"#/$defs/Node"},"leaf":{"$ref":"#/definitions/Leaf"}},
             "$defs":{"Node":{"type":"object","properties":{"children":{"type":"array","items":{"$ref":"#/$defs/Node"}}}}},
             "definitions":{"Leaf":{"type":"string"}}}""");

    RefType tree = (RefType) schema.input().property("tree").orElseThrow().type();
    assertThat(tree.target()).isEqualTo("/inputSchema/$defs/Node");
    ObjectType node = (ObjectType) schema.resolve(tree);
    ArrayType children = (ArrayType) node.property("children").orElseThrow().type();
    assertThat(schema.resolve(children.items())).isSameAs(node);
    assertThat(schema.resolve(schema.input().property("leaf").orElseThrow().type()))
        .isInstanceOf(StringType.class);
  }

  @Test
  void resolvingARefCycleOrADanglingRefNamesTheToolAndTheTarget() {
    ToolSchema parsed = parse("""
            {"type":"object","properties":{"a":{"$ref":"#/$defs/A"}},"$defs":{"A":{"type":"string"}}}""");
    RefType a = (RefType) parsed.input().property("a").orElseThrow().type();
    RefType b = new RefType(a.meta(), "/inputSchema/$defs/B");
    ToolSchema cyclic = new ToolSchema(
        parsed.tool(),
        parsed.input(),
        parsed.output(),
        Map.of(a.target(), b, b.target(), a),
        List.of());
    ToolSchema dangling = new ToolSchema(
        parsed.tool(), parsed.input(), parsed.output(), Map.of(a.target(), b), List.of());

    assertThatThrownBy(() -> cyclic.resolve(a))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("Tool 't': a $ref cycle with no concrete type at /inputSchema/$defs/A");
    assertThatThrownBy(() -> dangling.resolve(a))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("Tool 't': $ref /inputSchema/$defs/B points at no definition");
  }

  @Test
  void unsupportedConstructsBecomeAnyJsonWithAWarningThatNamesThePointer() {
    ToolSchema schema = parse("""
            {"type":"object","properties":{
              "map":{"type":"object","patternProperties":{"^x":{"type":"string"}}},
              "tuple":{"type":"array","prefixItems":[{"type":"string"}]},
              "remote":{"$ref":"https://example.com/s.json"},
              "odd":{"type":"string","not":{"const":""}}}}""");

    assertThat(schema.input().property("map").orElseThrow().type()).isInstanceOf(AnyType.class);
    assertThat(schema.input().property("odd").orElseThrow().type()).isInstanceOf(StringType.class);
    assertThat(schema.warnings())
        .extracting(Diagnostic::toString)
        .containsExactly(
            "tool t at /inputSchema/properties/map/patternProperties: keyword 'patternProperties' is not supported; typed as any JSON",
            "tool t at /inputSchema/properties/tuple/prefixItems: keyword 'prefixItems' is not supported; typed as any JSON",
            "tool t at /inputSchema/properties/remote/$ref: $ref 'https://example.com/s.json' is not a local JSON pointer and is not followed; typed as any JSON",
            "tool t at /inputSchema/properties/odd/not: keyword 'not' is not checked by generated code");
  }

  @Test
  void anEmptyEnumIsTypedByItsOtherKeywordsWithAWarning() {
    ToolSchema schema = parse("""
            {"type":"object","properties":{
              "mode":{"type":"string","enum":[],"description":"filled at run time"},
              "free":{"enum":[]}}}""");

    assertThat(schema.input().property("mode").orElseThrow().type())
        .isInstanceOfSatisfying(StringType.class, string -> {
          assertThat(string.meta().description()).contains("filled at run time");
          assertThat(string.meta().pointer()).isEqualTo("/inputSchema/properties/mode");
        });
    assertThat(schema.input().property("free").orElseThrow().type()).isInstanceOf(AnyType.class);
    assertThat(schema.warnings())
        .extracting(Diagnostic::toString)
        .containsExactly(
            "tool t at /inputSchema/properties/mode/enum: enum is empty, so no value is valid; typed by its other keywords, the enum is not checked",
            "tool t at /inputSchema/properties/free/enum: enum is empty, so no value is valid; typed by its other keywords, the enum is not checked");
  }

  @Test
  void anEnumThatIsNotAnArrayIsAProblem() {
    assertThatThrownBy(() -> parse("{\"type\":\"object\",\"properties\":{\"p\":{\"enum\":\"a\"}}}"))
        .hasMessage(
            "1 problem in the schema of tool t:\n"
                + "  - tool t at /inputSchema/properties/p/enum: enum must be an array, got string \"a\"");
  }

  @Test
  void combinatorsWhoseBranchesAreNotANonEmptyArrayAreProblems() {
    assertThatThrownBy(() -> parse("""
            {"type":"object","properties":{
              "a":{"oneOf":{"type":"string"}},"b":{"anyOf":[]},"c":{"allOf":"x"}}}""")).hasMessage("""
            3 problems in the schema of tool t:
              - tool t at /inputSchema/properties/a/oneOf: oneOf must be a non-empty array, got object {"type":"string"}
              - tool t at /inputSchema/properties/b/anyOf: anyOf must be a non-empty array, got array []
              - tool t at /inputSchema/properties/c/allOf: allOf must be a non-empty array, got string "x\"""");
  }

  @Test
  void writeOnlyIsKeptInTheMetadata() {
    ToolSchema schema = parse("""
            {"type":"object","properties":{"pin":{"type":"string","writeOnly":true},"name":{"type":"string"}}}""");

    assertThat(schema.input().property("pin").orElseThrow().type().meta().writeOnly())
        .isTrue();
    assertThat(schema.input().property("name").orElseThrow().type().meta().writeOnly())
        .isFalse();
  }

  @Test
  void collectsEveryRealProblemOfEveryToolInOneException() {
    Snapshot snapshot = SnapshotFormat.read("""
            {"tools":[
              {"name":"a","inputSchema":{"type":"object","properties":{"x":{"$ref":"#/$defs/Missing"},"y":{"type":"strin"}}}},
              {"name":"b","inputSchema":{"type":"object","additionalProperties":false,"required":["gone"],"properties":{}}},
              {"name":"c","inputSchema":{"type":"array"}},
              {"name":"d","inputSchema":"object"},
              {"name":"e","inputSchema":{"type":"object","properties":{"n":{"type":"string","minLength":-1}}}}]}""", "inline");

    assertThatThrownBy(() -> SchemaParser.parse(snapshot, "tools.json"))
        .isInstanceOf(InvalidSnapshotException.class)
        .hasMessage("""
            6 problems in tools.json:
              - tool a at /inputSchema/properties/x/$ref: $ref '#/$defs/Missing' points nowhere
              - tool a at /inputSchema/properties/y/type: unknown type 'strin'
              - tool b at /inputSchema/required: required property 'gone' is not among the properties and additionalProperties is false, so no value can satisfy this schema
              - tool c at /inputSchema/type: inputSchema must have type "object", got string "array"
              - tool d at /inputSchema: inputSchema must be a JSON Schema object, got string "object"
              - tool e at /inputSchema/properties/n/minLength: expected a non-negative integer, got number -1""");
  }

  @Test
  void aRequiredPropertyWithoutASchemaInAnOpenObjectIsAnyJson() {
    ToolSchema schema = parse("{\"type\":\"object\",\"required\":[\"id\"]}");

    assertThat(schema.input().property("id")).hasValueSatisfying(property -> {
      assertThat(property.required()).isTrue();
      assertThat(property.type()).isInstanceOf(AnyType.class);
    });
  }

  @Test
  void aSchemaNodeThatIsNotAnObjectIsAProblemNotACrash() {
    assertThatThrownBy(() -> parse("{\"type\":\"object\",\"properties\":{\"p\":42}}"))
        .hasMessage(
            "1 problem in the schema of tool t:\n"
                + "  - tool t at /inputSchema/properties/p: a schema is an object or a boolean, got number 42");
  }
}
