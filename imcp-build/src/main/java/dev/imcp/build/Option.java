package dev.imcp.build;

/** The settings the goals take; each front end names them its own way ({@link Dialect}). */
public enum Option {
  /** The snapshot file. */
  SNAPSHOT,
  /** The server as one command line, or a URL. */
  SERVER,
  /** Generate from the snapshot even when a server is given. */
  OFFLINE,
  /** The package of the generated code. */
  PACKAGE_NAME,
  /** The simple name of the generated client facade. */
  CLIENT_NAME,
  /** Where sources are generated. */
  OUTPUT_DIRECTORY,
  /** Rules {@code glob=service}. */
  SERVICE_RULES(true),
  /** Result types {@code tool=com.example.Type}. */
  RESULT_MAPPINGS(true),
  /** Java types of numbers, {@code property=long} or {@code tool#/pointer=int}. */
  TYPE_MAPPINGS(true),
  /** Globs of the tools to generate or compare. */
  INCLUDE_TOOLS(true),
  /** Globs of the tools to leave out. */
  EXCLUDE_TOOLS(true),
  /** Globs of the prompts to generate. */
  INCLUDE_PROMPTS(true),
  /** Globs of the prompts to leave out. */
  EXCLUDE_PROMPTS(true),
  /** Globs of the resources and resource templates to generate, by name or URI. */
  INCLUDE_RESOURCES(true),
  /** Globs of the resources and resource templates to leave out. */
  EXCLUDE_RESOURCES(true),
  /** What fails a check. */
  FAIL_ON,
  /** Seconds for start-up and each request. */
  TIMEOUT,
  /** The environment variable holding an HTTP server's bearer token. */
  TOKEN_VARIABLE;

  private final boolean list;

  Option() {
    this(false);
  }

  Option(boolean list) {
    this.list = list;
  }

  /** {@return whether the option takes a list of values, such as globs or rules, even when given one} */
  public boolean takesList() {
    return list;
  }
}
