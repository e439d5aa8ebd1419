/** The JavaPoet generator: a snapshot in, a typed SDK's sources out. */
// JavaPoet is an automatic module (it names itself in its manifest).
@SuppressWarnings("requires-automatic")
module dev.imcp.codegen {
  requires transitive dev.imcp.schema;
  requires com.palantir.javapoet;
  requires java.compiler;
  requires static transitive org.jspecify;

  exports dev.imcp.codegen;
}
