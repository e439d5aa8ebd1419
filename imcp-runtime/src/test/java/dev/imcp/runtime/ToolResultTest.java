package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.imcp.runtime.error.ResultDecodingException;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * The text of a result: one item as it is, several joined by newlines, other content left out; and what a result that
 * does not decode has wrong, by field and JSON pointer.
 */
class ToolResultTest {
  private static ToolResult of(Content... items) {
    return ToolResult.builder("s", "t").content(List.of(items)).build();
  }

  @Test
  void textJoinsTextItemsOnly() {
    assertThat(of(new Content.Text("one")).text()).isEqualTo("one");
    assertThat(
            of(new Content.Text("a"), new Content.Image("AA==", "image/png"), new Content.Text("b"))
                .text())
        .isEqualTo("a\nb");
    assertThat(of(new Content.Text(""), new Content.Text("b")).text()).isEqualTo("\nb");
    assertThat(of(new Content.Image("AA==", "image/png")).text()).isEmpty();
    assertThat(of().text()).isEmpty();
  }

  /** As generated result records declare required fields. */
  record Branch(
      @JsonProperty(value = "name", required = true) @JsonSetter(nulls = Nulls.FAIL)
      String name,

      @JsonProperty(value = "ahead", required = true) @JsonSetter(nulls = Nulls.FAIL)
      long ahead) {}

  record Branches(
      @JsonProperty(value = "branches", required = true) @JsonSetter(nulls = Nulls.FAIL)
      List<Branch> branches) {}

  private static ResultDecodingException decodingFailure(String structuredContent) {
    ToolResult result = ToolResult.builder("git", "git_branch")
        .structuredContent(JsonMapper.builder().build().readTree(structuredContent))
        .build();
    return org.assertj.core.api.Assertions.catchThrowableOfType(
        ResultDecodingException.class, () -> result.decode(Branches.class));
  }

  @Test
  void aMissingRequiredFieldIsNamedWithItsPointer() {
    assertThat(decodingFailure("{\"mode\":\"list\"}"))
        .hasMessage("Cannot decode the result of tool git_branch on server 'git' as "
            + Branches.class.getName() + ": required field 'branches' is missing at /branches");
    assertThat(
            decodingFailure("{\"branches\":[{\"name\":\"main\",\"ahead\":1},{\"name\":\"dev\"}]}"))
        .hasMessage("Cannot decode the result of tool git_branch on server 'git' as "
            + Branches.class.getName()
            + ": required field 'ahead' is missing at /branches/1/ahead");
  }

  @Test
  void aNullRequiredFieldIsNamedWithItsPointer() {
    assertThat(decodingFailure("{\"branches\":[{\"name\":null,\"ahead\":1}]}"))
        .hasMessage("Cannot decode the result of tool git_branch on server 'git' as "
            + Branches.class.getName() + ": required field 'name' is null at /branches/0/name");
    assertThat(decodingFailure("{\"branches\":[{\"name\":\"main\",\"ahead\":null}]}"))
        .hasMessage("Cannot decode the result of tool git_branch on server 'git' as "
            + Branches.class.getName() + ": required field 'ahead' is null at /branches/0/ahead");
  }

  @Test
  void aValueOfTheWrongKindKeepsJacksonsWordsAndGainsItsPointer() {
    assertThat(decodingFailure("{\"branches\":[{\"name\":\"main\",\"ahead\":\"many\"}]}"))
        .hasMessageStartingWith("Cannot decode the result of tool git_branch on server 'git' as "
            + Branches.class.getName()
            + ": Cannot deserialize value of type `long` from String \"many\"")
        .hasMessageEndingWith(" (at /branches/0/ahead)");
  }

  @Test
  void aFailureOutsideJsonStillNamesToolAndType() {
    ToolResult notJson = ToolResult.builder("git", "git_branch")
        .content(List.of(new Content.Text("oops")))
        .build();

    assertThatThrownBy(() -> notJson.decode(Branches.class))
        .isInstanceOf(ResultDecodingException.class)
        .hasMessageStartingWith(
            "Cannot decode the result of tool git_branch on server 'git' as JSON: ");
  }
}
