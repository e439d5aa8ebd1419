package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** Where each client's unmeasured round falls: right before what it is measured on, in either order of rounds. */
class HarnessTurnsTest {
  private final List<String> log = new ArrayList<>();

  private ObjectNode measure(String client) {
    log.add(client);
    return JsonNodeFactory.instance.objectNode().put("n", log.size());
  }

  @Test
  void inBlocksEachClientSettlesRightBeforeItsOwnBlock() throws Exception {
    Harness.Phase phase = Harness.blocks(2, 0, this::measure, true);

    List<String> order = TurnOrder.of(Harness.CLIENTS, 0);
    List<String> expected = new ArrayList<>();
    for (String client : order) {
      expected.addAll(List.of(client, client, client));
    }
    assertThat(log).containsExactlyElementsOf(expected);
    for (String client : order) {
      int first = expected.indexOf(client) + 1;
      assertThat(phase.settled().get(client).get("n").asInt()).isEqualTo(first);
      assertThat(phase.rounds().get(client))
          .extracting(round -> round.get("n").asInt())
          .containsExactly(first + 1, first + 2);
    }
  }

  @Test
  void takingTurnsEveryClientSettlesBeforeAnyIsMeasured() throws Exception {
    Harness.Phase phase = Harness.turns(2, 0, this::measure, true);

    int clients = Harness.CLIENTS.size();
    assertThat(log.subList(0, clients)).containsExactlyElementsOf(TurnOrder.of(Harness.CLIENTS, 0));
    assertThat(phase.settled().values()).allMatch(round -> round.get("n").asInt() <= clients);
    assertThat(phase.rounds().values())
        .allMatch(rounds -> rounds.stream().allMatch(round -> round.get("n").asInt() > clients));
  }

  @Test
  void aPhaseThatDoesNotSettleMeasuresEveryRound() throws Exception {
    Harness.Phase phase = Harness.blocks(2, 1, this::measure, false);

    assertThat(phase.settled()).isEmpty();
    assertThat(log).hasSize(2 * Harness.CLIENTS.size());
  }
}
