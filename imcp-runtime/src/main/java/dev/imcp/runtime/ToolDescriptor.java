package dev.imcp.runtime;

import dev.imcp.schema.Fingerprint;
import java.util.Objects;

/**
 * What a generated SDK knows of one tool at compile time: its wire name, the fingerprint of the contract it was
 * generated from, and the behaviour hints as the server declared them (defaults applied).
 */
public record ToolDescriptor(
    String name, Fingerprint fingerprint, boolean readOnly, boolean destructive, boolean idempotent, boolean openWorld) {
  public ToolDescriptor {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(fingerprint, "fingerprint");
  }

  /** For generated code: {@code ToolDescriptor.of("events_fetch", "sha256:…", true, false, true, false)}. */
  public static ToolDescriptor of(
      String name, String fingerprint, boolean readOnly, boolean destructive, boolean idempotent, boolean openWorld) {
    return new ToolDescriptor(name, Fingerprint.parse(fingerprint), readOnly, destructive, idempotent, openWorld);
  }
}
