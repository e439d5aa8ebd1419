package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Over a cycle of turns, every client comes first, and right after every other client, equally often. */
class TurnOrderTest {
  @ParameterizedTest
  @ValueSource(ints = {2, 3, 4, 5})
  void everyClientFollowsEveryOtherEquallyOften(int count) {
    List<String> clients = IntStream.range(0, count).mapToObj(i -> "c" + i).toList();
    int cycle = count % 2 == 0 ? count : 2 * count;
    Map<List<String>, Integer> pairs = new HashMap<>();
    Map<String, Integer> firsts = new HashMap<>();
    for (int shift = 0; shift < cycle; shift++) {
      List<String> order = TurnOrder.of(clients, shift);
      assertThat(order).containsExactlyInAnyOrderElementsOf(clients);
      firsts.merge(order.get(0), 1, Integer::sum);
      for (int i = 1; i < count; i++) {
        pairs.merge(List.of(order.get(i - 1), order.get(i)), 1, Integer::sum);
      }
    }
    assertThat(pairs).hasSize(count * (count - 1));
    assertThat(pairs.values()).containsOnly(cycle / count);
    assertThat(firsts).hasSize(count);
    assertThat(firsts.values()).containsOnly(cycle / count);
  }

  @ParameterizedTest
  @ValueSource(ints = {-1, 7, 1_000})
  void anyShiftIsATurnOfTheCycle(int shift) {
    List<String> clients = List.of("typed", "untyped", "official", "floor");
    assertThat(TurnOrder.of(clients, shift))
        .isEqualTo(TurnOrder.of(clients, Math.floorMod(shift, 4)));
  }
}
