// One room: the SDK's plan. Every tool's records, services, shared types, unwrapped FastMCP results
// and
// the record-to-service links take their names from one table, in tool order, before any file is
// written
// (the output is byte-identical because of it); the emitters it calls are rooms of their own.
package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.imcp.codegen.GeneratedFile;
import dev.imcp.codegen.GeneratorOptions;
import dev.imcp.codegen.ResultMapping;
import dev.imcp.schema.Fingerprint;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.ToolSchema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/** Plans the names of a whole SDK (in tool-name order, so that they are stable) and emits every file. */
public final class SdkEmitter {
  private final GeneratorOptions options;
  private final Stamp stamp;
  private final UniqueNames topLevel;
  /** Every file of the SDK in file order, as the types it holds, built and written to text later, in parallel. */
  private final List<Supplier<List<TypeSpec>>> types = new ArrayList<>();

  private final Warnings warnings = new Warnings();
  private final List<dev.imcp.schema.Diagnostic> resourceWarnings = new ArrayList<>();
  private final NumberMappings numbers;
  private final Map<String, UniqueNames> methodNames = new LinkedHashMap<>();
  private final Map<String, UniqueNames> constantNames = new LinkedHashMap<>();
  /** The tools whose result FastMCP wraps, with the name their result record would have had. */
  private final Map<String, ClassName> wrappedResults = new LinkedHashMap<>();
  /** The service interface each tool is called on, by tool name: where its records link for the description. */
  private final Map<String, ClassName> serviceOf = new HashMap<>();

  private final String clientName;
  private final SharedTypes shared;

  /**
   * @param clientName the facade's name: the options', or one from the server's name
   */
  public SdkEmitter(
      GeneratorOptions options, String clientName, String generator, String snapshotFingerprint) {
    this.options = options;
    this.clientName = clientName;
    this.stamp = new Stamp(generator, snapshotFingerprint);
    this.numbers = new NumberMappings(options.typeMappings());
    List<String> reserved = new ArrayList<>(Scope.SHADOWED);
    reserved.add(clientName);
    reserved.add(clientName + "Tools");
    this.topLevel = UniqueNames.types("tool", reserved);
    this.shared = new SharedTypes(
        topLevel, options.packageName(), stamp, numbers, options.nudgeWholeNumbers(), this::mapper);
  }

  /**
   * @param fingerprints each tool's fingerprint, by name
   */
  public List<GeneratedFile> emit(
      Snapshot snapshot, Map<String, ToolSchema> schemas, Map<String, Fingerprint> fingerprints) {
    Map<String, List<ToolModel>> services = new TreeMap<>();
    Map<String, String> toolFingerprints = new LinkedHashMap<>();
    List<ToolModel> all = new ArrayList<>();
    Map<String, String> grouping = Grouping.services(schemas.keySet(), options.serviceRules());
    Map<String, String> groups = Grouping.groups(schemas.keySet(), options.serviceRules());
    for (ToolSchema schema : schemas.values()) {
      String service = grouping.get(schema.tool().name());
      ToolModel tool = plan(schema, service, groups.get(schema.tool().name()));
      services.computeIfAbsent(service, key -> new ArrayList<>()).add(tool);
      all.add(tool);
      toolFingerprints.put(tool.name(), fingerprints.get(tool.name()).toString());
      shared.count(schema);
    }
    List<ClientEmitter.ServiceRef> refs = new ArrayList<>();
    services.forEach((service, tools) -> {
      List<String> names =
          topLevel.newNames(Names.upperCamel(service), List.of("Service", "ServiceImpl"));
      refs.add(
          new ClientEmitter.ServiceRef(service, className(names.get(0)), className(names.get(1))));
    });
    for (ClientEmitter.ServiceRef ref : refs) {
      services.get(ref.service()).forEach(tool -> serviceOf.put(tool.name(), ref.iface()));
    }
    shared.plan();
    // The records are built here, in tool order, as the shared types they declare take their
    // names in the order they are first used; only writing them out runs on every core.
    all.forEach(this::emitRecords);
    unwrapResults(all, services);
    List<TypeSpec> common = List.copyOf(shared.types());
    common.forEach(type -> types.add(() -> List.of(type)));
    for (ClientEmitter.ServiceRef ref : refs) {
      List<ToolModel> tools = services.get(ref.service());
      types.add(() -> ServiceEmitter.emit(ref.service(), ref.iface(), ref.impl(), tools, stamp));
    }
    Map<String, List<String>> toolsByService = new LinkedHashMap<>();
    services.forEach((service, tools) ->
        toolsByService.put(service, tools.stream().map(ToolModel::name).toList()));
    List<ClientEmitter.Accessor> accessors = new ArrayList<>();
    if (!snapshot.prompts().isEmpty()) {
      ClassName prompts = className(topLevel.newName(clientName + "Prompts"));
      accessors.add(new ClientEmitter.Accessor("prompts", prompts));
      types.add(() -> List.of(PromptsEmitter.emit(prompts, snapshot.prompts(), stamp)));
    }
    if (!snapshot.resources().isEmpty() || !snapshot.resourceTemplates().isEmpty()) {
      ClassName resources = className(topLevel.newName(clientName + "Resources"));
      accessors.add(new ClientEmitter.Accessor("resources", resources));
      ResourcesEmitter.emit(resources, snapshot, stamp, resourceWarnings)
          .ifPresent(spec -> types.add(() -> List.of(spec)));
    }
    types.add(() -> List.of(ClientEmitter.client(
        className(clientName),
        className(clientName + "Tools"),
        refs,
        toolsByService,
        accessors,
        stamp)));
    int descriptors = types.size();
    types.add(() -> List.of(
        ClientEmitter.descriptors(className(clientName + "Tools"), all, toolFingerprints, stamp)));
    List<GeneratedFile> files = writeAll(descriptors);
    files.add(packageInfo());
    return files;
  }

  /**
   * Builds and writes every file on every core. Each file is made from its own model alone, so the cores share the
   * work: each takes the next file as soon as it is done with one, the largest (the descriptors, an eighth of all the
   * text) first, so that no core waits for another at the end. A parallel stream over the files would instead cut them
   * into a few fixed chunks up front (a quarter each on 2 cores), and the chunk with the descriptors would end last. The
   * files stay in the plan's order.
   */
  private List<GeneratedFile> writeAll(int largest) {
    int[] order = new int[types.size()];
    order[0] = largest;
    for (int i = 0, next = 1; i < order.length; i++) {
      if (i != largest) {
        order[next++] = i;
      }
    }
    AtomicReferenceArray<List<GeneratedFile>> written = new AtomicReferenceArray<>(order.length);
    AtomicInteger taken = new AtomicInteger();
    int workers = Math.min(order.length, ForkJoinPool.getCommonPoolParallelism() + 1);
    IntStream.range(0, workers).parallel().forEach(worker -> {
      for (int next = taken.getAndIncrement();
          next < order.length;
          next = taken.getAndIncrement()) {
        int i = order[next];
        written.set(i, types.get(i).get().stream().map(this::file).toList());
      }
    });
    List<GeneratedFile> files = new ArrayList<>();
    for (int i = 0; i < order.length; i++) {
      files.addAll(written.get(i));
    }
    return files;
  }

  private ToolModel plan(ToolSchema schema, String service, String group) {
    UniqueNames methods = methodNames.computeIfAbsent(
        service, key -> UniqueNames.members("tool", "options", "withOptions", "withTimeout"));
    String tool = schema.tool().name();
    String method = methods.newName(Names.lowerCamel(Grouping.withoutService(tool, group)));
    List<String> records = recordNames(tool, service, group);
    String async = methods.newName(method + "Async");
    Optional<ClassName> request = schema.input().properties().isEmpty()
        ? Optional.empty()
        : Optional.of(className(records.get(0)));
    boolean wrapped = WrappedResults.wraps(schema) && !options.resultMappings().containsKey(tool);
    Optional<ClassName> result =
        wrapped ? Optional.empty() : schema.output().map(output -> className(records.get(1)));
    if (wrapped) {
      wrappedResults.put(tool, className(records.get(1)));
    }
    Optional<ToolModel.KnownResult> known = Optional.ofNullable(
            options.resultMappings().get(tool))
        .map(mapping -> known(
            mapping,
            constantNames
                .computeIfAbsent(service, key -> UniqueNames.constants("result"))
                .newName(Names.constant(method) + "_RESULT")));
    Optional<ToolModel.RawMethods> raw = result.isPresent() || known.isPresent() || wrapped
        ? Optional.of(new ToolModel.RawMethods(
            methods.newName(method + "Raw"), methods.newName(method + "RawAsync")))
        : Optional.empty();
    return new ToolModel(schema, method, async, request, result, known, raw);
  }

  /**
   * The names of a tool's request and result records: the tool's name, without the group every tool of the server
   * shares ({@code git_status} of a git server → {@code StatusRequest}, Notion's {@code API-create-a-data-source} →
   * {@code CreateADataSourceRequest}), and with {@code Request} once ({@code get_network_request} → {@code
   * GetNetworkRequest}, not {@code GetNetworkRequestRequest}).
   */
  private List<String> recordNames(String tool, String service, String group) {
    boolean oneGroup = !service.equals(group) && options.serviceRules().isEmpty();
    String base = Names.upperCamel(oneGroup ? Grouping.withoutService(tool, group) : tool);
    List<String> names = base.endsWith("Request") && base.length() > "Request".length()
        ? topLevel.newNames(base, List.of("", "Result"))
        : topLevel.newNames(base, List.of("Request", "Result"));
    return names;
  }

  private static ToolModel.KnownResult known(ResultMapping mapping, String constant) {
    ClassName type = ClassName.bestGuess(mapping.className());
    return mapping.list()
        ? new ToolModel.KnownResult(
            ParameterizedTypeName.get(Types.LIST, type),
            CodeBlock.of("$T.listOf($T.class)", Types.RESULT_TYPE, type),
            constant)
        : new ToolModel.KnownResult(
            type, CodeBlock.of("$T.of($T.class)", Types.RESULT_TYPE, type), constant);
  }

  private void emitRecords(ToolModel tool) {
    if (tool.request().isPresent()) {
      TypeSpec request =
          record(tool, Direction.REQUEST, tool.request().get(), tool.schema().input());
      types.add(() -> List.of(request));
    }
    if (tool.result().isPresent()) {
      TypeSpec result = record(
          tool, Direction.RESULT, tool.result().get(), tool.schema().output().orElseThrow());
      types.add(() -> List.of(result));
    }
  }

  /**
   * The tools whose result FastMCP wraps return the value: each gets its {@code ResultType} constant, and the types
   * the value needs a holder class.
   */
  private void unwrapResults(List<ToolModel> all, Map<String, List<ToolModel>> services) {
    for (int i = 0; i < all.size(); i++) {
      ToolModel tool = all.get(i);
      ClassName holder = wrappedResults.get(tool.name());
      if (holder == null) {
        continue;
      }
      WrappedResults.Mapped mapped = WrappedResults.map(
          mapper(tool.schema(), Direction.RESULT),
          tool.schema().output().orElseThrow(),
          shared.scope(holder),
          constantNames
              .computeIfAbsent(serviceOf(services, tool), key -> UniqueNames.constants("result"))
              .newName(Names.constant(tool.method()) + "_RESULT"),
          tool.name(),
          stamp);
      mapped.holder().ifPresent(spec -> types.add(() -> List.of(spec)));
      ToolModel unwrapped = new ToolModel(
          tool.schema(),
          tool.method(),
          tool.asyncMethod(),
          tool.request(),
          Optional.empty(),
          Optional.of(mapped.known()),
          tool.raw());
      all.set(i, unwrapped);
      services.values().forEach(list -> list.replaceAll(t -> t == tool ? unwrapped : t));
    }
  }

  private static String serviceOf(Map<String, List<ToolModel>> services, ToolModel tool) {
    return services.entrySet().stream()
        .filter(entry -> entry.getValue().contains(tool))
        .map(Map.Entry::getKey)
        .findFirst()
        .orElseThrow();
  }

  private TypeMapper mapper(ToolSchema schema, Direction direction) {
    return new TypeMapper(
        schema, direction, options.nudgeWholeNumbers(), warnings, numbers, shared);
  }

  private TypeSpec record(
      ToolModel tool, Direction direction, ClassName name, dev.imcp.schema.type.ObjectType object) {
    TypeMapper mapper = mapper(tool.schema(), direction);
    // The tool's description is written once, on its service method; the records link to it.
    String header = (direction == Direction.REQUEST ? "Arguments of tool " : "Result of tool ")
        + Javadocs.code(tool.name()) + ", described on {@link "
        + serviceOf.get(tool.name()).simpleName() + "#"
        + tool.method() + "(" + tool.request().map(ClassName::simpleName).orElse("") + ")}.\n";
    return mapper
        .records()
        .emit(object, shared.scope(name), Optional.empty(), Optional.of(header))
        .addAnnotation(stamp.annotation())
        .build();
  }

  /**
   * {@return what the emitters could not type in full, and the type mappings that named no number}; complete once
   * {@link #emit} has returned
   */
  public List<dev.imcp.schema.Diagnostic> warnings() {
    List<dev.imcp.schema.Diagnostic> all = new ArrayList<>(warnings.sorted());
    all.addAll(resourceWarnings);
    numbers
        .unused()
        .forEach(mapping -> all.add(dev.imcp.schema.Diagnostic.atDocument(
            "/tools",
            "the type mapping '" + mapping + "' names no number of the generated tools")));
    return all;
  }

  private ClassName className(String simpleName) {
    return ClassName.get(options.packageName(), simpleName);
  }

  private GeneratedFile file(TypeSpec type) {
    JavaFile file = JavaFile.builder(options.packageName(), type)
        .skipJavaLangImports(true)
        .indent("  ")
        .addFileComment(
            "Generated by imcp-java from snapshot $L. Do not edit.", stamp.snapshotFingerprint())
        .build();
    return new GeneratedFile(path(type.name()), CompactLayout.apply(file.toString()));
  }

  private GeneratedFile packageInfo() {
    String content = "// Generated by imcp-java from snapshot " + stamp.snapshotFingerprint()
        + ". Do not edit.\n" + "/**\n * A typed SDK for the tools of one server; start with {@link "
        + clientName + "}.\n */\n" + "@NullMarked\npackage " + options.packageName()
        + ";\n\nimport org.jspecify.annotations.NullMarked;\n";
    return new GeneratedFile(path("package-info"), content);
  }

  private String path(String simpleName) {
    return options.packageName().replace('.', '/') + "/" + simpleName + ".java";
  }
}
