package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DriftClassifierTest {

  private static List<String> changes(String before, String after) {
    return changes(Fixtures.withInput(before), Fixtures.withInput(after));
  }

  private static List<String> changes(ToolDefinition before, ToolDefinition after) {
    return DriftClassifier.compare(before, after).stream().map(Change::toString).toList();
  }

  private static String object(String properties, String required) {
    return "{\"type\":\"object\",\"properties\":{" + properties + "},\"required\":[" + required
        + "]}";
  }

  @Test
  void theSameSnapshotHasNoChanges() {
    Snapshot imcp = Fixtures.snapshot(Fixtures.IMCP);

    assertThat(DriftClassifier.compare(imcp, imcp).isEmpty()).isTrue();
  }

  @Test
  void toolsRemovedBreakAndToolsAddedAreCompatible() {
    Snapshot imcp = Fixtures.snapshot(Fixtures.IMCP);
    Snapshot without = new Snapshot(
        Optional.empty(), Optional.empty(), imcp.tools().subList(1, imcp.tools().size()));

    DriftReport removed = DriftClassifier.compare(imcp, without);
    DriftReport added = DriftClassifier.compare(without, imcp);

    assertThat(removed.changes())
        .extracting(Change::toString)
        .containsExactly("BREAKING calendars_list: tool removed");
    assertThat(removed.hasBreaking()).isTrue();
    assertThat(added.changes())
        .extracting(Change::toString)
        .containsExactly("COMPATIBLE calendars_list: tool added");
    assertThat(added.hasBreaking()).isFalse();
  }

  @Test
  void propertyChanges() {
    String a = "\"a\":{\"type\":\"string\"}";
    String b = "\"b\":{\"type\":\"string\"}";

    assertThat(changes(object(a + "," + b, ""), object(a, "")))
        .containsExactly("BREAKING t /inputSchema/properties/b: property 'b' removed");
    assertThat(changes(object(a, ""), object(a + "," + b, "")))
        .containsExactly("COMPATIBLE t /inputSchema/properties/b: property 'b' added");
    assertThat(changes(object(a, ""), object(a + "," + b, "\"b\"")))
        .containsExactly("BREAKING t /inputSchema/properties/b: required property 'b' added");
    assertThat(changes(object(a, ""), object(a, "\"a\"")))
        .containsExactly("BREAKING t /inputSchema/properties/a: became required");
    assertThat(changes(object(a, "\"a\""), object(a, "")))
        .containsExactly("COMPATIBLE t /inputSchema/properties/a: no longer required");
  }

  @Test
  void renamingAPropertyIsARemovalAndAnAddition() {
    assertThat(changes(
            object("\"a\":{\"type\":\"string\"}", ""), object("\"c\":{\"type\":\"string\"}", "")))
        .containsExactly(
            "BREAKING t /inputSchema/properties/a: property 'a' removed",
            "COMPATIBLE t /inputSchema/properties/c: property 'c' added");
  }

  @Test
  void typeChanges() {
    assertThat(changes(
            object("\"a\":{\"type\":\"string\"}", ""), object("\"a\":{\"type\":\"integer\"}", "")))
        .containsExactly(
            "BREAKING t /inputSchema/properties/a: type changed from a string to an integer");
    assertThat(changes(
            object("\"a\":{\"type\":\"integer\"}", ""), object("\"a\":{\"type\":\"number\"}", "")))
        .containsExactly(
            "COMPATIBLE t /inputSchema/properties/a: type changed from an integer to a number");
    assertThat(changes(
            object("\"a\":{\"type\":\"number\"}", ""), object("\"a\":{\"type\":\"integer\"}", "")))
        .containsExactly(
            "BREAKING t /inputSchema/properties/a: type changed from a number to an integer");
    assertThat(changes(
            object("\"a\":{\"type\":\"string\"}", ""),
            object("\"a\":{\"type\":[\"string\",\"null\"]}", "")))
        .containsExactly("COMPATIBLE t /inputSchema/properties/a: now accepts null");
  }

  @Test
  void enumValues() {
    String before = object("\"a\":{\"enum\":[\"x\",\"y\"]}", "");

    assertThat(changes(before, object("\"a\":{\"enum\":[\"x\"]}", "")))
        .containsExactly("BREAKING t /inputSchema/properties/a: enum value \"y\" removed");
    assertThat(changes(before, object("\"a\":{\"enum\":[\"x\",\"y\",\"z\"]}", "")))
        .containsExactly("COMPATIBLE t /inputSchema/properties/a: enum value \"z\" added");
  }

  @Test
  void constraintsTightenedBreakAndLoosenedAreCompatible() {
    String before = object(
        "\"a\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10},\"s\":{\"type\":\"string\",\"maxLength\":5}",
        "");

    assertThat(changes(
            before,
            object(
                "\"a\":{\"type\":\"integer\",\"minimum\":2,\"maximum\":10},\"s\":{\"type\":\"string\",\"maxLength\":5,\"pattern\":\"^a\"}",
                "")))
        .containsExactly(
            "BREAKING t /inputSchema/properties/a: minimum changed from 1 to 2",
            "BREAKING t /inputSchema/properties/s: pattern ^a added");
    assertThat(changes(
            before,
            object(
                "\"a\":{\"type\":\"integer\",\"minimum\":1},\"s\":{\"type\":\"string\",\"maxLength\":6}",
                "")))
        .containsExactly(
            "COMPATIBLE t /inputSchema/properties/a: maximum 10 removed",
            "COMPATIBLE t /inputSchema/properties/s: maxLength changed from 5 to 6");
  }

  @Test
  void closingAdditionalPropertiesBreaksAndOpeningIsCompatible() {
    assertThat(changes(
            "{\"type\":\"object\"}", "{\"type\":\"object\",\"additionalProperties\":false}"))
        .containsExactly(
            "BREAKING t /inputSchema/additionalProperties: additionalProperties changed from absent to false");
    assertThat(changes(
            "{\"type\":\"object\",\"additionalProperties\":false}",
            "{\"type\":\"object\",\"additionalProperties\":true}"))
        .containsExactly(
            "COMPATIBLE t /inputSchema/additionalProperties: additionalProperties changed from false to true");
  }

  @Test
  void documentationChanges() {
    ToolDefinition before = Fixtures.tool("{\"name\":\"t\",\"description\":\"old\",\"inputSchema\":"
        + object("\"a\":{\"type\":\"string\",\"description\":\"x\"}", "") + "}");
    ToolDefinition after =
        Fixtures.tool("{\"name\":\"t\",\"title\":\"T\",\"description\":\"new\",\"inputSchema\":"
            + object("\"a\":{\"type\":\"string\",\"description\":\"y\"}", "") + "}");

    assertThat(changes(before, after))
        .containsExactly(
            "DOCUMENTATION t /title: title changed",
            "DOCUMENTATION t /description: description changed",
            "DOCUMENTATION t /inputSchema/properties/a: description changed");
  }

  @Test
  void hintsThatMakeAToolLessSafeBreak() {
    ToolDefinition readOnly = Fixtures.tool(
        "{\"name\":\"t\",\"annotations\":{\"readOnlyHint\":true},\"inputSchema\":{\"type\":\"object\"}}");
    ToolDefinition plain = Fixtures.tool("{\"name\":\"t\",\"inputSchema\":{\"type\":\"object\"}}");

    assertThat(changes(readOnly, plain))
        .containsExactly(
            "BREAKING t /annotations/readOnlyHint: readOnlyHint changed from true to false",
            "BREAKING t /annotations/destructiveHint: destructiveHint changed from false to true",
            "BREAKING t /annotations/idempotentHint: idempotentHint changed from true to false");
    assertThat(DriftClassifier.compare(plain, readOnly))
        .allMatch(change -> change.changeClass() == ChangeClass.COMPATIBLE);
  }

  @Test
  void outputSchemasAreComparedAsTheCallerReadsThem() {
    ToolDefinition before = Fixtures.withOutput(
        object("\"r\":{\"enum\":[\"a\"]},\"o\":{\"type\":\"string\"}", "\"r\""));
    ToolDefinition after = Fixtures.withOutput(
        object("\"r\":{\"enum\":[\"a\",\"b\"]},\"n\":{\"type\":\"string\"}", ""));

    assertThat(changes(before, after))
        .containsExactly(
            "BREAKING t /outputSchema/properties/r: no longer required",
            "BREAKING t /outputSchema/properties/r: enum value \"b\" added",
            "COMPATIBLE t /outputSchema/properties/o: optional property 'o' removed",
            "COMPATIBLE t /outputSchema/properties/n: property 'n' added");
  }

  @Test
  void unionBranchesArePairedByDiscriminator() {
    String relative =
        "{\"type\":\"object\",\"properties\":{\"type\":{\"const\":\"relative\"},\"minutes\":{\"type\":\"integer\"}}}";
    String absolute = "{\"type\":\"object\",\"properties\":{\"type\":{\"const\":\"absolute\"}}}";
    String proximity = "{\"type\":\"object\",\"properties\":{\"type\":{\"const\":\"proximity\"}}}";

    assertThat(changes(
            object("\"a\":{\"anyOf\":[" + relative + "," + absolute + "]}", ""),
            object("\"a\":{\"anyOf\":[" + absolute + "," + relative + "]}", "")))
        .isEmpty();
    assertThat(changes(
            object("\"a\":{\"anyOf\":[" + relative + "," + absolute + "]}", ""),
            object("\"a\":{\"anyOf\":[" + relative + "," + proximity + "]}", "")))
        .containsExactly(
            "BREAKING t /inputSchema/properties/a: branch 'absolute' removed",
            "COMPATIBLE t /inputSchema/properties/a: branch 'proximity' added");
  }

  @Test
  void recursiveSchemasAreComparedWithoutLoopingForever() {
    String tree =
        "{\"type\":\"object\",\"properties\":{\"t\":{\"$ref\":\"#/$defs/N\"}},\"$defs\":{\"N\":{\"type\":\"object\",\"properties\":{\"kids\":{\"type\":\"array\",\"items\":{\"$ref\":\"#/$defs/N\"}}%s}}}}";

    assertThat(changes(tree.formatted(""), tree.formatted(",\"x\":{\"type\":\"string\"}")))
        .containsExactly("COMPATIBLE t /inputSchema/$defs/N/properties/x: property 'x' added");
  }

  @Test
  void theDriftOfTheImcpToolsAgainstAnEditedCopyIsReportedInFull() {
    Snapshot imcp = Fixtures.snapshot(Fixtures.IMCP);
    String edited = Fixtures.text(Fixtures.IMCP).replaceFirst(",\\s*\"hd4K3840x2160\"", "");

    DriftReport report = DriftClassifier.compare(imcp, SnapshotFormat.read(edited, "edited"));

    assertThat(report.toString())
        .isEqualTo(
            "BREAKING capture_take_picture /inputSchema/properties/preset: enum value \"hd4K3840x2160\" removed");
  }
}
