/**
 * JSON trees read and written with Jackson's streaming core, node for node as databind does, without a mapper: shared
 * by the schema's canonical JSON and the runtime's messages. Exported to the runtime alone; not an API.
 */
@NullMarked
package dev.imcp.schema.json;

import org.jspecify.annotations.NullMarked;
