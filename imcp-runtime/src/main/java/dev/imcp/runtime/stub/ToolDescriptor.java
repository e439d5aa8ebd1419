package dev.imcp.runtime.stub;

import dev.imcp.schema.Fingerprint;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolDefinition;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What a generated SDK knows of one tool at compile time: its wire name, the fingerprint of the contract it was
 * generated from, the behaviour hints as the server declared them (defaults applied), and the tool's JSON as listed,
 * so that drift can be classified at run time. The JSON is read only when a comparison needs it, not when the SDK's
 * descriptors load: connecting does not pay for reading every tool's schema.
 */
public final class ToolDescriptor {
  private final String name;
  private final Fingerprint fingerprint;
  private final boolean readOnly;
  private final boolean destructive;
  private final boolean idempotent;
  private final boolean openWorld;
  private final String definitionJson;
  private volatile @Nullable Optional<ToolDefinition> definition;

  private ToolDescriptor(
      String name,
      Fingerprint fingerprint,
      boolean readOnly,
      boolean destructive,
      boolean idempotent,
      boolean openWorld,
      String definitionJson) {
    this.name = Objects.requireNonNull(name, "name");
    this.fingerprint = Objects.requireNonNull(fingerprint, "fingerprint");
    this.readOnly = readOnly;
    this.destructive = destructive;
    this.idempotent = idempotent;
    this.openWorld = openWorld;
    this.definitionJson = Objects.requireNonNull(definitionJson, "definitionJson");
  }

  /** A behaviour hint of the tool, as the server declared it with the defaults of the specification applied. */
  public enum Hint {
    /** {@code readOnlyHint}: the tool changes nothing. */
    READ_ONLY,
    /** {@code destructiveHint}: a change the tool makes may destroy data. */
    DESTRUCTIVE,
    /** {@code idempotentHint}: calling it twice with the same arguments does no more than once. */
    IDEMPOTENT,
    /** {@code openWorldHint}: the tool reaches beyond the server, such as the web. */
    OPEN_WORLD
  }

  /**
   * For generated code: {@code ToolDescriptor.of("events_fetch", "sha256:…", Set.of(Hint.READ_ONLY, Hint.OPEN_WORLD), "{…}")}.
   *
   * @param name the tool's name, as listed
   * @param fingerprint the contract's fingerprint, {@code sha256:} and 64 hex digits
   * @param hints the hints that hold; the others do not
   * @param definitionJson the tool's JSON, or an empty string
   * @return the descriptor
   * @throws IllegalArgumentException when {@code fingerprint} is not a fingerprint
   */
  public static ToolDescriptor of(
      String name, String fingerprint, Set<Hint> hints, String definitionJson) {
    return new ToolDescriptor(
        name,
        Fingerprint.parse(fingerprint),
        hints.contains(Hint.READ_ONLY),
        hints.contains(Hint.DESTRUCTIVE),
        hints.contains(Hint.IDEMPOTENT),
        hints.contains(Hint.OPEN_WORLD),
        definitionJson);
  }

  /** {@return the tool's name, as listed} */
  public String name() {
    return name;
  }

  /** {@return the fingerprint of the contract the SDK was generated from} */
  public Fingerprint fingerprint() {
    return fingerprint;
  }

  /** {@return whether the tool declared {@code readOnlyHint} (default false)} */
  public boolean readOnly() {
    return readOnly;
  }

  /** {@return whether the tool declared, or defaulted to, {@code destructiveHint} (default true)} */
  public boolean destructive() {
    return destructive;
  }

  /** {@return whether the tool declared {@code idempotentHint} (default false)} */
  public boolean idempotent() {
    return idempotent;
  }

  /** {@return whether the tool declared, or defaulted to, {@code openWorldHint} (default true)} */
  public boolean openWorld() {
    return openWorld;
  }

  /**
   * The tool as {@code tools/list} described it when the SDK was generated; empty when it was too large to embed, and
   * then drift is seen only as a changed fingerprint. Read on first use.
   *
   * @return the tool's definition, if embedded
   * @throws dev.imcp.schema.InvalidSnapshotException when the embedded JSON is not a tool (generated code never embeds
   *     such)
   */
  public Optional<ToolDefinition> definition() {
    Optional<ToolDefinition> read = definition;
    if (read == null) {
      read = definitionJson.isEmpty()
          ? Optional.empty()
          : Optional.of(SnapshotFormat.read(
                  "{\"tools\":[" + definitionJson + "]}", "the descriptor of tool " + name)
              .tools()
              .get(0));
      definition = read;
    }
    return read;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof ToolDescriptor that
        && name.equals(that.name)
        && fingerprint.equals(that.fingerprint)
        && readOnly == that.readOnly
        && destructive == that.destructive
        && idempotent == that.idempotent
        && openWorld == that.openWorld
        && definitionJson.equals(that.definitionJson);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        name, fingerprint, readOnly, destructive, idempotent, openWorld, definitionJson);
  }

  @Override
  public String toString() {
    return "ToolDescriptor[" + name + ", " + fingerprint + "]";
  }
}
