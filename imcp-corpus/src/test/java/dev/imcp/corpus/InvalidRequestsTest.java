package dev.imcp.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.imcp.runtime.stub.ArgumentChecks;
import dev.imcp.runtime.stub.SelfValidating;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The corpus's comparison of the generated checks with Hibernate Validator on invalid requests: which requests it
 * makes, and that checks which miss a constraint fail the tool with the JSON pointer and both answers.
 */
class InvalidRequestsTest {
  private static final JsonNode TOOL = RuntimeJson.MAPPER.readTree("""
      {"name":"tag","inputSchema":{"type":"object","properties":{
        "name":{"type":"string","maxLength":3,"pattern":"^[a-z]+$"},
        "count":{"type":"integer","minimum":1},
        "items":{"type":"array","items":{"type":"object",
          "properties":{"code":{"type":"string","minLength":2}},"required":["code"]}}},
        "required":["name","count","items"]}}
      """);

  record Item(@JsonProperty("code") @NotNull @Size(min = 2) String code) implements SelfValidating {
    @Override
    public void checkConstraints(ArgumentChecks checks, String path) {
      checks.notNull(path, "code", code);
      checks.size(path, "code", code, 2, Integer.MAX_VALUE);
    }
  }

  record Honest(
      @JsonProperty("name") @NotNull @Size(max = 3) @Pattern(regexp = "[a-z]+")
      String name,

      @JsonProperty("count") @Min(1) long count,
      @JsonProperty("items") @NotNull List<@Valid Item> items)
      implements SelfValidating {
    @Override
    public void checkConstraints(ArgumentChecks checks, String path) {
      checks.notNull(path, "name", name);
      checks.size(path, "name", name, 0, 3);
      checks.pattern(path, "name", name, "[a-z]+", "must match \"[a-z]+\"");
      checks.min(path, "count", count, 1);
      checks.notNull(path, "items", items);
      checks.elements(path, "items", items, (c, p, item) -> c.valid(p, "", item));
    }
  }

  /** Forgets {@code @Min} on count, and does not descend into the items. */
  record Forgetful(
      @JsonProperty("items") @NotNull List<@Valid Item> items,
      @JsonProperty("count") @Min(1) long count)
      implements SelfValidating {
    @Override
    public void checkConstraints(ArgumentChecks checks, String path) {
      checks.notNull(path, "items", items);
    }
  }

  @Test
  void oneConstraintIsBrokenAtATimeWhereTheValidRequestHasAValue() {
    Object valid = new Honest("abc", 1, List.of(new Item("xy")));

    List<String> cases = InvalidRequests.of(valid).stream()
        .map(c -> c.pointer() + " " + c.broken() + (c.cascaded() ? "" : " (not cascaded)"))
        .toList();

    assertThat(cases)
        .containsExactly(
            "/name @NotNull: missing",
            "/name @Size(min = 0, max = 3): too long",
            "/name @Pattern([a-z]+): \"\"",
            "/count @Min(1): 0",
            "/items @NotNull: missing",
            "/items/0/code @NotNull: missing",
            "/items/0/code @Size(min = 2, max = 2147483647): too short");
  }

  @Test
  void theGeneratedChecksAgreeWithHibernateValidatorOnEveryInvalidRequest() {
    List<String> checked = ToolChecks.invalidRequests(
        TOOL,
        new CompiledSdk.Binding(Optional.of(Honest.class), Optional.empty(), Optional.empty()));

    assertThat(checked)
        .containsExactly("@NotNull", "@Size", "@Pattern", "@Min", "@NotNull", "@NotNull", "@Size");
  }

  @Test
  void checksThatMissAConstraintFailTheToolWithThePointerAndBothAnswers() {
    assertThatThrownBy(() -> ToolChecks.invalidRequests(
            TOOL,
            new CompiledSdk.Binding(
                Optional.of(Forgetful.class), Optional.empty(), Optional.empty())))
        .isInstanceOf(ToolChecks.ToolFailure.class)
        .hasMessageContaining("[CHECKS_DISAGREE]")
        .hasMessageContaining("3 of 4 invalid requests")
        .hasMessageContaining("/count (@Min(1): 0)\n    generated checks: []\n"
            + "    Hibernate Validator: [count: must be greater than or equal to 1]")
        .hasMessageContaining("/items/0/code (@NotNull: missing)\n    generated checks: []\n"
            + "    Hibernate Validator: [items[0].code: must not be null]");
  }
}
