/**
 * The tool surface of an MCP server as data: snapshots of {@code tools/list}, their canonical file format,
 * fingerprints, a typed model of JSON Schema, and drift classification between two snapshots.
 *
 * <p>Nothing here talks to a server; the runtime and the code generator build on it.
 */
@NullMarked
package dev.imcp.schema;

import org.jspecify.annotations.NullMarked;
