/** OpenTelemetry for imcp clients: spans, metrics and trace context for every MCP request, on the OpenTelemetry API. */
// The OpenTelemetry API jars are automatic modules (they name themselves in their manifests); their
// types are in this
// module's API, so a user's module reads them through this one.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.imcp.opentelemetry {
  requires transitive dev.imcp.runtime;
  requires transitive io.opentelemetry.api;
  requires transitive io.opentelemetry.context;
  requires static transitive org.jspecify;

  exports dev.imcp.opentelemetry;
}
