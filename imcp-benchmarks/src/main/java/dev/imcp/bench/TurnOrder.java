package dev.imcp.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The order in which the clients take their turns: the rows of a balanced Latin square (Williams), so that over a
 * cycle of shifts every client comes first equally often and right after every other client equally often. A rotation
 * of one list, the order before, only moved the first client: each client always followed the same one (over HTTP the
 * untyped client always ran right after the typed one), and whatever a client leaves behind on the machine (its
 * server still busy, its JVM collecting) always fell on the same neighbour.
 */
final class TurnOrder {
  private TurnOrder() {}

  /** {@return the clients in the order of turn {@code shift}} */
  static List<String> of(List<String> clients, int shift) {
    int n = clients.size();
    int rows = n % 2 == 0 ? n : 2 * n;
    int row = Math.floorMod(shift, rows);
    List<String> order = new ArrayList<>(n);
    for (int position = 0; position < n; position++) {
      order.add(clients.get((first(position, n) + row) % n));
    }
    if (row >= n) {
      // An odd count needs the square's mirror too: its rows, read backwards.
      Collections.reverse(order);
    }
    return order;
  }

  /** The first row: 0, 1, n-1, 2, n-2, … */
  private static int first(int position, int n) {
    if (position == 0) {
      return 0;
    }
    return position % 2 == 1 ? (position + 1) / 2 : n - position / 2;
  }
}
