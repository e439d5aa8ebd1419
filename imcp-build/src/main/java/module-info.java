/**
 * What the build front ends share: the Maven plugin's goals and imcp-cli's commands do the same work through it, and
 * differ only in how they are configured and how they name their options in messages.
 */
// plexus-utils is an automatic module (it names itself in its manifest). The front ends are
// compiled after this module, so javac cannot see the modules its package is exported to.
@SuppressWarnings({"requires-automatic", "module"})
module dev.imcp.build {
  requires transitive dev.imcp.codegen;
  requires transitive dev.imcp.runtime;
  requires dev.imcp.discovery;
  requires org.codehaus.plexus.util;
  // Optional in the runtime, needed here: snapshots of Streamable HTTP servers.
  requires org.apache.httpcomponents.client5.httpclient5;
  requires org.apache.httpcomponents.core5.httpcore5;
  requires static transitive org.jspecify;

  // For the two front ends only (and the cold-generation benchmark, which times the generate goal's
  // path): this is no API for applications, which call the generator and the runtime.
  exports dev.imcp.build to
      dev.imcp.maven,
      dev.imcp.cli,
      dev.imcp.bench;
}
