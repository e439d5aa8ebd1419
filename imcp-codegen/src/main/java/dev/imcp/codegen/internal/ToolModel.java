package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import dev.imcp.schema.ToolSchema;
import java.util.Optional;

/**
 * One tool as the emitters see it: its schema and the names chosen for it.
 *
 * @param request the request record, absent for a tool without arguments
 * @param result the result record, present when the tool declares an {@code outputSchema}
 * @param known the result type the options map the tool to, or the value FastMCP wraps; it wins over {@code result}
 * @param raw the methods that return the whole result, present when the typed methods do not
 */
record ToolModel(
    ToolSchema schema,
    String method,
    String asyncMethod,
    Optional<ClassName> request,
    Optional<ClassName> result,
    Optional<KnownResult> known,
    Optional<RawMethods> raw) {
  /**
   * A result type from the options, or a value FastMCP wraps ({@link WrappedResults}): the Java type the methods return
   * (a primitive for a wrapped value that is never null), its {@code ResultType} factory, and the constant that holds
   * it.
   */
  record KnownResult(TypeName type, CodeBlock factory, String constant) {}

  record RawMethods(String method, String asyncMethod) {}

  String name() {
    return schema.tool().name();
  }

  TypeName returnType() {
    if (known.isPresent()) {
      return known.get().type();
    }
    return result.<TypeName>map(type -> type).orElse(Types.TOOL_RESULT);
  }

  /**
   * The tool's description, title and hints, made safe, for the Javadoc of its record and methods. The title (the
   * tool's, else its annotations') stands first where there is no description, else beside the tool's name.
   */
  String javadoc() {
    StringBuilder doc = new StringBuilder();
    Optional<String> description =
        schema.tool().description().map(Javadocs::text).filter(text -> !text.isEmpty());
    Optional<String> title = Titles.informative(
            schema.tool().title().or(() -> schema.tool().annotations().title()), name())
        .filter(text -> !description.filter(text::equalsIgnoreCase).isPresent());
    description
        .or(() -> title.map(Titles::sentence))
        .ifPresent(text -> doc.append(text).append("\n\n"));
    doc.append("<p>Tool ").append(Javadocs.code(name()));
    if (description.isPresent()) {
      title.ifPresent(text -> doc.append(" (").append(text).append(')'));
    }
    var hints = schema.tool().annotations();
    if (hints.effectiveReadOnly()) {
      doc.append(", read-only");
    } else if (hints.effectiveDestructive()) {
      doc.append(", destructive");
    }
    if (hints.effectiveIdempotent() && !hints.effectiveReadOnly()) {
      doc.append(", idempotent");
    }
    return doc.append(".\n").toString();
  }
}
