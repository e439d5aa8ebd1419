/** Test support shared by every module's tests. */
// ArchUnit is an automatic module named in its manifest; its ArchRule is part of this API.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.imcp.testing {
  requires static transitive org.jspecify;
  requires transitive com.tngtech.archunit;
  requires transitive java.compiler;
  requires jdk.compiler;

  exports dev.imcp.testing;
}
