/**
 * A typed model of the JSON Schema a code generator needs, produced by {@link dev.imcp.schema.SchemaParser}.
 *
 * <p>Every type carries its {@link SchemaMeta}: where it came from (a JSON pointer relative to the tool) and its
 * documentation. What cannot be typed is {@link AnyType}.
 */
@NullMarked
package dev.imcp.schema.type;

import org.jspecify.annotations.NullMarked;
