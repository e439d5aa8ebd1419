/**
 * The Maven goals {@code imcp:generate}, {@code imcp:snapshot} and {@code imcp:check}, {@code imcp:login}.
 *
 * <p>Maven loads plugins on a class path of its own, so this descriptor is never read at run time; it is here so that
 * javac holds the plugin to the other modules' exported packages, as every module of the project is.
 */
// Maven's jars are automatic modules. maven-core shares a package with maven-plugin-api
// (org.apache.maven.plugin) and one with maven-settings (org.apache.maven.settings), which no
// module graph allows; this module's pom.xml patches both into maven.core for javac and javadoc.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.imcp.maven {
  requires dev.imcp.build;
  requires dev.imcp.oauth;
  requires java.xml; // the generated HelpMojo reads its plugin descriptor
  requires transitive maven.core;
  requires maven.settings.builder;
  requires static transitive maven.plugin.annotations;
  requires static transitive org.jspecify;

  exports dev.imcp.maven;
}
