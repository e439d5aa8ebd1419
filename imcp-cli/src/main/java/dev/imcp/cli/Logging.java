package dev.imcp.cli;

/**
 * The client's own log (SLF4J, bound to slf4j-simple in the CLI's jar only) goes to standard error, warnings and
 * errors only unless {@code --verbose}; a {@code -Dorg.slf4j.simpleLogger.*} given to {@code java} wins.
 */
final class Logging {
  private static final String PREFIX = "org.slf4j.simpleLogger.";

  private Logging() {}

  /** Before the first logger is made: slf4j-simple reads its settings once. */
  static void configure(boolean verbose) {
    setIfAbsent("logFile", "System.err");
    setIfAbsent("defaultLogLevel", verbose ? "debug" : "warn");
    setIfAbsent("showThreadName", "false");
    setIfAbsent("showShortLogName", "true");
    setIfAbsent("levelInBrackets", "true");
    // Hibernate Validator logs through JBoss Logging: to SLF4J too, not to java.util.logging's
    // console.
    if (System.getProperty("org.jboss.logging.provider") == null) {
      System.setProperty("org.jboss.logging.provider", "slf4j");
    }
  }

  private static void setIfAbsent(String key, String value) {
    if (System.getProperty(PREFIX + key) == null) {
      System.setProperty(PREFIX + key, value);
    }
  }
}
