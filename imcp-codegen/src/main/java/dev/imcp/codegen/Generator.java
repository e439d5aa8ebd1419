package dev.imcp.codegen;

import dev.imcp.codegen.internal.SdkEmitter;
import dev.imcp.schema.Diagnostic;
import dev.imcp.schema.Fingerprint;
import dev.imcp.schema.SchemaParser;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.ToolDefinition;
import dev.imcp.schema.ToolSchema;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Generates an SDK from a snapshot: per tool a validated request record (and a result record when it declares an
 * output schema), per service an interface and its implementation, a client facade and a class of tool descriptors.
 * The same snapshot and options always give byte-identical files.
 *
 * <pre>{@code
 * GenerationResult result = Generator.generate(SnapshotFormat.read(path), GeneratorOptions.builder("com.example").build());
 * }</pre>
 */
public final class Generator {
  /** The generator's release version. */
  public static final String VERSION = "0.1.0";

  private Generator() {}

  /**
   * A digest of the generator's own code (its jar, or its classes when run from a build directory), so that up-to-date
   * checks notice a changed generator even when the version did not change, as between snapshot builds.
   *
   * @return the digest, the same for the same code
   */
  public static String implementationDigest() {
    return dev.imcp.codegen.internal.CodeDigest.of(Generator.class);
  }

  /**
   * A digest of everything that decides the generated files: the snapshot's bytes, the options, and the generator's
   * version and code. Up-to-date checks compare it with the digest of the last generation.
   *
   * @param snapshot the snapshot file's bytes
   * @param options what to generate
   * @return 64 hex digits, the same exactly when the output would be the same
   */
  public static String inputDigest(byte[] snapshot, GeneratorOptions options) {
    return dev.imcp.codegen.internal.CodeDigest.sha256Hex(
        snapshot,
        VERSION.getBytes(StandardCharsets.UTF_8),
        implementationDigest().getBytes(StandardCharsets.UTF_8),
        options.fingerprintText().getBytes(StandardCharsets.UTF_8));
  }

  /**
   * The SDK's files for {@code snapshot}.
   *
   * @param snapshot the server's tools
   * @param options what to generate
   * @return the files and the warnings, among them globs and result mappings that name no tool
   * @throws dev.imcp.schema.InvalidSnapshotException listing every problem of the snapshot's schemas
   */
  public static GenerationResult generate(Snapshot snapshot, GeneratorOptions options) {
    List<Diagnostic> warnings = new java.util.ArrayList<>();
    snapshot.duplicates().stream()
        .filter(tool -> options.toolSelection().selects(tool.name()))
        // An identical listing loses nothing.
        .filter(tool -> !snapshot.tool(tool.name()).orElseThrow().equals(tool))
        .forEach(tool -> warnings.add(Diagnostic.atTool(
            tool.name(),
            "",
            "the server lists this tool more than once, differently; the SDK is generated from its first"
                + " listing, and a call by its name reaches whichever listing the server picks")));
    Snapshot selected = PromptAndResourceSelection.apply(
        TaskTools.leaveOut(options.toolSelection().apply(snapshot), warnings), options, warnings);
    Map<String, ToolSchema> schemas = SchemaParser.parse(selected, "the snapshot");
    // Each tool's fingerprint once, on every core: the descriptors need them, and the whole
    // snapshot's is made of them.
    SortedMap<String, Fingerprint> fingerprints = snapshot.tools().parallelStream()
        .collect(Collectors.toMap(
            ToolDefinition::name, ToolDefinition::fingerprint, (a, b) -> a, TreeMap::new));
    // Stamped with the whole snapshot's fingerprint: it names the file the SDK came from.
    SdkEmitter emitter = new SdkEmitter(
        options,
        options.clientName().orElseGet(() -> ClientNames.fromServer(snapshot.server())),
        Generator.class.getName(),
        Fingerprint.ofTools(fingerprints).toString());
    List<GeneratedFile> files = emitter.emit(selected, schemas, fingerprints);
    schemas.values().forEach(schema -> warnings.addAll(schema.warnings()));
    warnings.addAll(emitter.warnings());
    options.resultMappings().keySet().stream()
        .filter(tool -> !schemas.containsKey(tool))
        .forEach(tool -> warnings.add(Diagnostic.atTool(
            tool,
            "",
            snapshot.tool(tool).isPresent()
                ? "the result mapping names a tool the tool selection leaves out"
                : "the result mapping names a tool the snapshot does not have")));
    options
        .toolSelection()
        .unmatched(snapshot)
        .forEach(glob -> warnings.add(Diagnostic.atDocument(
            "/tools", "the tool glob '" + glob + "' matches no tool of the snapshot")));
    return new GenerationResult(files, List.copyOf(warnings));
  }
}
