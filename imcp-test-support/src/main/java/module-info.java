/** Test support shared by every module's tests. */
module dev.imcp.testing {
  requires static transitive org.jspecify;

  exports dev.imcp.testing;
}
