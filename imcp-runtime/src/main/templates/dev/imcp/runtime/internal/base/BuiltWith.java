package dev.imcp.runtime.internal.base;

/**
 * The versions the runtime is built with, filled in by the build (this file is a template under {@code
 * src/main/templates}), for {@link StackCheck}. Constants, not a resource: reading a resource through the class loader
 * asks the JDK's own loaders first, which open the runtime image's reader (about 30 classes) on the way to a first
 * call.
 */
final class BuiltWith {
  static final String JACKSON_ANNOTATIONS = "${jackson-annotations.version}";
  static final String HTTPCLIENT5_OLDEST = "5.4";
  static final String HTTPCLIENT5 = "${httpclient5.version}";
  static final String CAFFEINE = "${caffeine.version}";
  static final String HIBERNATE_VALIDATOR = "${hibernate-validator.version}";

  private BuiltWith() {}
}
