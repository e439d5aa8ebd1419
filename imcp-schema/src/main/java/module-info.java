/** Snapshots of a server's tools/list, JSON Schema as a typed model, fingerprints and drift. */
module dev.imcp.schema {
  requires transitive tools.jackson.databind;
  requires static transitive org.jspecify;

  exports dev.imcp.schema;
  exports dev.imcp.schema.type;
}
