/**
 * Generates a typed, validated Java SDK from a snapshot: request records, enums, service interfaces, a client facade.
 * Start with {@link dev.imcp.codegen.Generator}. Needs no Maven.
 */
@NullMarked
package dev.imcp.codegen;

import org.jspecify.annotations.NullMarked;
