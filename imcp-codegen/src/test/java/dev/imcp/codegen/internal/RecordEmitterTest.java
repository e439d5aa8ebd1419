package dev.imcp.codegen.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.palantir.javapoet.ClassName;
import dev.imcp.schema.SchemaParser;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolSchema;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Small expected texts for what one schema emits, as JavaPoet's own TypeSpecTest does. */
class RecordEmitterTest {
  private static String emit(String inputSchema) {
    ToolSchema schema = SchemaParser.parse(SnapshotFormat.read(
            "{\"tools\":[{\"name\":\"t\",\"inputSchema\":" + inputSchema + "}]}", "t")
        .tools()
        .get(0));
    ClassName name = ClassName.get("p", "TRequest");
    return new TypeMapper(schema, Direction.REQUEST)
        .records()
        .emit(schema.input(), new Scope(name), Optional.empty(), Optional.empty())
        .build()
        .toString();
  }

  @Test
  void aRequiredBoundedIntegerAndAnOptionalPatternedString() {
    assertThat(emit("""
        {"type":"object","required":["days"],"properties":{
          "days":{"type":"integer","minimum":1,"maximum":10,"description":"Days to forecast"},
          "code":{"type":"string","pattern":"^[A-Z]{2}$","maxLength":2}}}""")).isEqualTo("""
            /**
             * An object in the arguments of tool {@code t}.
             *
             * @param days Days to forecast (required)
             * @param code optional
             */
            @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
            public record TRequest(
                @com.fasterxml.jackson.annotation.JsonProperty("days") @jakarta.validation.constraints.Min(1L) @jakarta.validation.constraints.Max(10L) long days,
                @com.fasterxml.jackson.annotation.JsonProperty("code") @jakarta.validation.constraints.Size(max = 2) @jakarta.validation.constraints.Pattern(regexp = "(?s).*(?:^[A-Z]{2}$).*", message = "must match \\"^[A-Z]\\\\{2\\\\}\\\\$\\"") java.lang. @org.jspecify.annotations.Nullable String code) implements dev.imcp.runtime.stub.SelfValidating, dev.imcp.runtime.stub.SelfWriting {
              @java.lang.Override
              public void checkConstraints(dev.imcp.runtime.stub.ArgumentChecks checks, java.lang.String path) {
                checks.min(path, "days", this.days, 1L);
                checks.max(path, "days", this.days, 10L);
                checks.size(path, "code", this.code, 0, 2);
                checks.pattern(path, "code", this.code, "(?s).*(?:^[A-Z]{2}$).*", "must match \\"^[A-Z]\\\\{2\\\\}\\\\$\\"");
              }

              @java.lang.Override
              public void writeMembers(dev.imcp.runtime.stub.JsonOut out) {
                out.member("days", this.days);
                out.member("code", this.code);
              }

              /**
               * A builder that takes the required arguments by name, in this order: {@code days}; then optional ones and {@code build()}.
               *
               * @return the first step
               */
              public static p.TRequest.DaysStage builder() {
                return days -> new p.TRequest.Builder(days);
              }

              /**
               * The record of its required arguments; the optional ones are absent.
               *
               * @param days Days to forecast (required)
               * @return the record
               */
              public static p.TRequest of(long days) {
                return new p.TRequest(days, null);
              }

              /**
               * The step of {@link p.TRequest#builder} that sets the required {@code days}.
               */
              public interface DaysStage {
                /**
                 * {@return this builder} Sets {@code days}.
                 * @param days Days to forecast (required)
                 */
                p.TRequest.Builder days(long days);
              }

              /**
               * Builds a {@link p.TRequest}: its last step, where optional arguments are set and {@code build()} makes the record.
               */
              public static final class Builder {
                private final long days;

                private java.lang. @org.jspecify.annotations.Nullable String code;

                private Builder(long days) {
                  this.days = days;
                }

                /**
                 * {@return this builder} Sets {@code code}.
                 * @param code optional
                 */
                public p.TRequest.Builder code(java.lang. @org.jspecify.annotations.Nullable String code) {
                  this.code = code;
                  return this;
                }

                /**
                 * {@return the record of the arguments set}
                 */
                public p.TRequest build() {
                  return new p.TRequest(days, code);
                }
              }
            }
            """);
  }

  @Test
  void undescribedPropertiesGetNoFillerAndDefaultsRequiredAndOptionalAreSaidPlainly() {
    String record = emit("""
        {"type":"object","required":["id"],"properties":{"id":{"type":"string"},"size":{"type":"integer","default":3},"note":{"type":"string"}}}""");

    assertThat(record)
        .contains(
            " * @param id required\n",
            " * @param size default {@code 3}\n",
            " * @param note optional\n")
        .doesNotContain("the {@code");
  }

  @Test
  void exclusiveAndFractionalBoundsUseDecimalConstraints() {
    assertThat(
            emit(
                "{\"type\":\"object\",\"properties\":{\"q\":{\"type\":\"number\",\"exclusiveMinimum\":0,\"maximum\":0.8}}}"))
        .contains(
            "@jakarta.validation.constraints.DecimalMin(value = \"0\", inclusive = false, message = \"must be greater than {value}\") "
                + "@jakarta.validation.constraints.DecimalMax(value = \"0.8\", message = \"must be less than or equal to {value}\") "
                + "java.lang. @org.jspecify.annotations.Nullable Double q");
  }

  @Test
  void elementsOfListsAndValuesOfMapsAreCheckedOneByOneAtTheirOwnPaths() {
    assertThat(emit("""
        {"type":"object","properties":{
          "grid":{"type":"array","items":{"type":"array","minItems":2,"items":{"type":"string","minLength":1}}},
          "scores":{"type":"object","additionalProperties":{"type":"integer","maximum":100}},
          "owner":{"type":"object","properties":{"name":{"type":"string","minLength":1}}}}}""")).contains("""
              public void checkConstraints(dev.imcp.runtime.stub.ArgumentChecks checks, java.lang.String path) {
                checks.elements(path, "grid", this.grid, (gridItemChecks, gridItemPath, gridItem) -> {
                  gridItemChecks.size(gridItemPath, ".<list element>", gridItem, 2, java.lang.Integer.MAX_VALUE);
                  gridItemChecks.elements(gridItemPath, ".<list element>", gridItem, (gridItemItemChecks, gridItemItemPath, gridItemItem) -> {
                    gridItemItemChecks.size(gridItemItemPath, ".<list element>", gridItemItem, 1, java.lang.Integer.MAX_VALUE);
                  });
                });
                checks.values(path, "scores", this.scores, (scoreChecks, scorePath, score) -> {
                  scoreChecks.max(scorePath, ".<map value>", score, 100L);
                });
                checks.valid(path, "owner", this.owner);
              }
            """);
  }

  @Test
  void aDefaultIsDocumentedUnlessItIsNull() {
    String record = emit("""
        {"type":"object","properties":{
          "limit":{"type":"integer","default":10},
          "cursor":{"type":"string","default":null,"description":"Where to start"}}}""");

    assertThat(record)
        .contains("@param limit default {@code 10}")
        .contains("@param cursor Where to start\n")
        .doesNotContain("{@code null}");
  }
}
