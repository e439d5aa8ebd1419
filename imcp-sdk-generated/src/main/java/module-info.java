/** The typed SDK of iMCP's tools: generated services and records, and the hand-written facade around them. */
module dev.imcp.sdk {
  requires transitive dev.imcp.runtime;
  requires transitive com.fasterxml.jackson.annotation;
  requires dev.imcp.discovery;
  requires com.github.benmanes.caffeine;
  // @Generated (javax.annotation.processing) is kept in source only.
  requires static transitive java.compiler;
  requires static transitive org.jspecify;

  exports dev.imcp.sdk;
  exports dev.imcp.sdk.imcp;
  exports dev.imcp.sdk.model;

  // Jackson writes and reads requests and results by reflection, and so does the Bean Validation
  // provider a user may choose (validator(…)): which one is theirs to say, and Hibernate Validator
  // is optional, so the packages are open to every module.
  opens dev.imcp.sdk.imcp;
  opens dev.imcp.sdk.model;
}
