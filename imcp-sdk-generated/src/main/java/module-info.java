/** The typed SDK of iMCP's tools: generated services and records, and the hand-written facade around them. */
module dev.imcp.sdk {
  requires transitive dev.imcp.runtime;
  requires transitive com.fasterxml.jackson.annotation;
  requires dev.imcp.discovery;
  // @Generated (javax.annotation.processing) is kept in source only.
  requires static transitive java.compiler;
  requires static transitive org.jspecify;

  exports dev.imcp.sdk;
  exports dev.imcp.sdk.imcp;
  exports dev.imcp.sdk.model;

  // Requests and results are written and read by Jackson and checked by Hibernate Validator, both
  // by reflection.
  opens dev.imcp.sdk.imcp to
      tools.jackson.databind,
      org.hibernate.validator;
  opens dev.imcp.sdk.model to
      tools.jackson.databind,
      org.hibernate.validator;
}
