/** Snapshots of a server's tools/list, JSON Schema as a typed model, fingerprints and drift. */
// handy-uri-templates is an automatic module (its manifest names it), the only RFC 6570 library
// that is kept.
@SuppressWarnings("requires-automatic")
module dev.imcp.schema {
  requires transitive tools.jackson.databind;
  requires com.damnhandy.uri.template;
  requires static transitive org.jspecify;

  exports dev.imcp.schema;
  exports dev.imcp.schema.type;
}
