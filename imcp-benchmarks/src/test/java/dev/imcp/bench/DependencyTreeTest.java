package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The class path Maven would give an application that declares some of the tree's dependencies. */
class DependencyTreeTest {
  private static final DependencyTree TREE = DependencyTree.parse(List.of(
      "dev.x:bench:jar:1",
      "+- g:a:jar:1:compile",
      "|  +- g:c:jar:1:compile",
      "|  |  +- (g:b:jar:1:compile - omitted for duplicate)",
      "|  |  \\- g:f:jar:2.0:compile (version managed from 1.0)",
      "|  +- (g:b:jar:1:compile - version managed from 0.9; omitted for duplicate)",
      "|  \\- g:t:jar:1:test",
      "+- g:b:jar:1:compile",
      "|  \\- g:e:jar:1:runtime",
      "\\- g:r:test-jar:tests:1:runtime",
      "   \\- (g:a:jar:1:runtime - omitted for duplicate)"));

  @Test
  void eachDependencyStandsWhereTheNearestOccurrencePutsItDepthFirst() {
    // b is a's own dependency and also c's: Maven keeps it under a, after c's subtree, not where c
    // first meets it.
    assertThat(files(TREE.closure(List.of("g:a"))))
        .containsExactly("a-1", "c-1", "f-2.0", "b-1", "e-1");
  }

  @Test
  void theDeclaredOrderComesFirstAndEachArtifactOnce() {
    assertThat(files(TREE.closure(List.of("g:b", "g:a", "g:b"))))
        .containsExactly("b-1", "e-1", "a-1", "c-1", "f-2.0");
  }

  @Test
  void aClassifiedArtifactIsItsOwnAndBringsItsDependencies() {
    assertThat(files(TREE.closure(List.of("g:r:tests"))))
        .containsExactly("r-1-tests", "a-1", "c-1", "f-2.0", "b-1", "e-1");
  }

  @Test
  void testDependenciesOfADependencyAreLeftOut() {
    assertThat(files(TREE.closure(List.of("g:a")))).doesNotContain("t-1");
  }

  @Test
  void aDependencyTheTreeDoesNotHoldIsRefused() {
    assertThatThrownBy(() -> TREE.closure(List.of("g:missing")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("g:missing");
  }

  @Test
  void aLineThatIsNoDependencyIsRefused() {
    assertThatThrownBy(() -> DependencyTree.parse(List.of("dev.x:bench:jar:1", "+- nonsense")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("nonsense");
  }

  private static List<String> files(List<DependencyTree.Node> nodes) {
    return nodes.stream().map(node -> node.file().replaceFirst("\\.jar$", "")).toList();
  }
}
