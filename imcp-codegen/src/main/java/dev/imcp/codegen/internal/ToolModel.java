package dev.imcp.codegen.internal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.imcp.schema.ToolSchema;
import java.util.Optional;

/**
 * One tool as the emitters see it: its schema and the names chosen for it.
 *
 * @param request the request record, absent for a tool without arguments
 * @param result the result record, present when the tool declares an {@code outputSchema}
 */
record ToolModel(ToolSchema schema, String method, String asyncMethod, Optional<ClassName> request, Optional<ClassName> result) {
  String name() {
    return schema.tool().name();
  }

  TypeName returnType() {
    return result.<TypeName>map(type -> type).orElse(Types.TOOL_RESULT);
  }

  /** The tool's description and hints, made safe, for the Javadoc of its record and methods. */
  String javadoc() {
    StringBuilder doc = new StringBuilder();
    schema.tool().description().ifPresent(text -> doc.append(Javadocs.text(text)).append("\n\n"));
    doc.append("<p>Tool {@code ").append(Javadocs.text(name())).append("}");
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
