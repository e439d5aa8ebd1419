/** Finds the iMCP app's stdio server on this machine. */
module dev.imcp.discovery {
  requires transitive dev.imcp.runtime;
  requires static transitive org.jspecify;

  exports dev.imcp.discovery;
}
