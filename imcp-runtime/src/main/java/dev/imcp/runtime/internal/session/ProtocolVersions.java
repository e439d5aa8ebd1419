package dev.imcp.runtime.internal.session;

import java.util.ArrayList;
import java.util.List;

/** The MCP protocol versions this client speaks, newest first, by era. */
public final class ProtocolVersions {
  /** The stateless revisions, spoken after {@code server/discover}. */
  public static final List<String> MODERN = List.of("2026-07-28");
  /** The revisions of the {@code initialize} handshake; the client offers the first. */
  public static final List<String> LEGACY =
      List.of("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05");
  /** Every version, newest first. */
  public static final List<String> SUPPORTED = concat(MODERN, LEGACY);

  private ProtocolVersions() {}

  /** No stream: one would load 30 classes on every client's way to its first call. */
  private static List<String> concat(List<String> first, List<String> second) {
    List<String> all = new ArrayList<>(first);
    all.addAll(second);
    return List.copyOf(all);
  }

  /** The version a 2025 handshake offers. */
  public static String newest() {
    return LEGACY.get(0);
  }

  /** Whether {@code version} is a stateless (2026-07-28 or later) revision. */
  public static boolean isModern(String version) {
    return MODERN.contains(version);
  }
}
