/** {@code imcp}: the goals of the Maven plugin as a command line, for builds that are not Maven. */
module dev.imcp.cli {
  requires dev.imcp.build;
  requires info.picocli;
  requires static org.jspecify;

  // picocli sets the commands' options by reflection.
  opens dev.imcp.cli to
      info.picocli;
}
