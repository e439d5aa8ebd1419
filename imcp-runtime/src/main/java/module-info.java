/** The client: transports, JSON-RPC, the MCP session, errors, cache and supervision. */
// Apache HttpClient 5 is an automatic module (it names itself in its manifest).
@SuppressWarnings("requires-automatic")
module dev.imcp.runtime {
  requires transitive dev.imcp.schema;
  requires transitive jakarta.validation;
  requires transitive org.slf4j;
  requires transitive tools.jackson.databind;
  // Optional (see the pom): an application that uses a result cache, HTTP or Hibernate Validator
  // brings them, and on the module path resolves them (requires them, or --add-modules).
  requires static com.github.benmanes.caffeine;
  requires static org.apache.httpcomponents.client5.httpclient5;
  requires static org.apache.httpcomponents.core5.httpcore5;
  requires static org.hibernate.validator;
  requires static transitive org.jspecify;

  exports dev.imcp.runtime;
  exports dev.imcp.runtime.context;
  exports dev.imcp.runtime.error;
  exports dev.imcp.runtime.observe;
  exports dev.imcp.runtime.http;
  exports dev.imcp.runtime.stub;

  // Jackson's mapper may meet the runtime's own types by reflection (its messages are written and
  // read with the streaming core, which needs none).
  opens dev.imcp.runtime.internal.jsonrpc to
      tools.jackson.databind;
  opens dev.imcp.runtime.internal.session to
      tools.jackson.databind;
}
