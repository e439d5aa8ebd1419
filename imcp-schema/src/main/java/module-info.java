/** Snapshots of a server's tools/list, JSON Schema as a typed model, fingerprints and drift. */
// handy-uri-templates is an automatic module (its manifest names it), the only RFC 6570 library
// that is kept. "module": the qualified export below names the runtime, which this module cannot
// see.
@SuppressWarnings({"requires-automatic", "module"})
module dev.imcp.schema {
  requires transitive tools.jackson.databind;
  requires com.damnhandy.uri.template;
  requires static transitive org.jspecify;

  exports dev.imcp.schema;
  exports dev.imcp.schema.type;
  // The runtime reads and writes its messages' trees with JsonTrees, without a mapper.
  exports dev.imcp.schema.json to
      dev.imcp.runtime;
}
