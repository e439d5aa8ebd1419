package dev.imcp.runtime.internal.base;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.introspect.JacksonAnnotationIntrospector;

/**
 * Checks at connect that the libraries an application brought can run the runtime, and says which artifact and version
 * it needs where they cannot. Without it the first sign is a {@code NoClassDefFoundError} from deep inside Jackson, or a
 * {@code NoSuchMethodError} on an internal thread: a framework's BOM (Spring Boot 3, Quarkus) pins
 * {@code jackson-annotations} for its Jackson 2, an artifact Jackson 3 shares, and an old HttpClient lacks what the
 * HTTP transport calls.
 */
public final class StackCheck {
  private static final String ANNOTATIONS = "com.fasterxml.jackson.core:jackson-annotations";
  private static final String HTTP_CLIENT = "org.apache.httpcomponents.client5:httpclient5";
  private static final String HIBERNATE_VALIDATOR = "org.hibernate.validator:hibernate-validator";

  private StackCheck() {}

  /**
   * Checks that the {@code jackson-annotations} on the class path can run Jackson: one the runtime is built with or
   * newer passes by its manifest's version; an older one, or one of unknown version, by loading Jackson's annotation
   * introspector, whose class initializer is where a too old one fails. The introspector is what a stdio client no
   * longer loads on its way to its first call (about 55 classes of databind and annotations): it builds no mapper.
   *
   * @throws IllegalStateException naming the jar and the version to manage instead
   */
  public static void jackson() {
    String version = JsonProperty.class.getPackage().getImplementationVersion();
    if (version != null && atLeast(version, BuiltWith.JACKSON_ANNOTATIONS)) {
      return;
    }
    try {
      new JacksonAnnotationIntrospector();
    } catch (LinkageError e) {
      throw jacksonMismatch(e);
    }
  }

  /**
   * The error that explains a linkage error Jackson ran into, for one that a too old {@code jackson-annotations} can
   * cause (a class of {@code com.fasterxml.jackson.annotation} missing); empty for any other.
   */
  public static Optional<IllegalStateException> explain(Throwable failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof LinkageError linkage
          && String.valueOf(linkage.getMessage()).contains("com/fasterxml/jackson/annotation/")) {
        return Optional.of(jacksonMismatch(linkage));
      }
    }
    return Optional.empty();
  }

  /**
   * Checks that Apache HttpClient 5 is on the class path, in a version the HTTP transport runs on. The runtime declares
   * it {@code optional}: a stdio-only application never downloads it.
   *
   * @throws IllegalStateException naming the artifact to add, or the version found and the versions that work
   */
  public static void httpClient() {
    // Loaded, neither linked nor initialised: one class, whose package says HttpClient's version
    // (HttpClientVersion); an http:// client runs on HttpCore and loads no other HttpClient class
    // (HttpClient stays for TLS). Not looked up as a resource: a resource lookup asks the JDK's own
    // loaders first, which open the runtime image's reader (about 30 classes).
    if (!present(HttpClientVersion.HTTP_CLIENTS)) {
      throw missing(
          HTTP_CLIENT,
          BuiltWith.HTTPCLIENT5,
          "McpClient.http(…) (the Streamable HTTP transport)",
          true);
    }
    // In a class of its own, so that the runtime's classes never name HttpCore's where it may be
    // absent.
    String found = HttpClientVersion.found();
    if (!atLeast(found, BuiltWith.HTTPCLIENT5_OLDEST)) {
      throw new IllegalStateException(HTTP_CLIENT + " " + found
          + " is on the class path, and the Streamable HTTP transport needs "
          + BuiltWith.HTTPCLIENT5_OLDEST + " or newer (it is built with "
          + BuiltWith.HTTPCLIENT5 + "): manage " + HTTP_CLIENT + " "
          + BuiltWith.HTTPCLIENT5 + " in your dependencyManagement");
    }
  }

  /**
   * Checks that Caffeine, which only the result cache uses (an {@code optional} dependency), is on the class path.
   *
   * @throws IllegalStateException naming the artifact to add
   */
  public static void caffeine() {
    requirePresent(
        "com.github.benmanes.caffeine.cache.Caffeine",
        "com.github.ben-manes.caffeine:caffeine",
        BuiltWith.CAFFEINE,
        "A result cache (cache(CachePolicy) with a policy other than none())");
  }

  /** Whether Hibernate Validator, an {@code optional} dependency of the runtime, is on the class path. */
  public static boolean hibernateValidatorPresent() {
    return present("org.hibernate.validator.HibernateValidator");
  }

  /**
   * The error for {@code feature}, which needs Hibernate Validator where it is absent.
   *
   * @param feature what needed it, as the user wrote it
   */
  public static IllegalStateException hibernateValidatorMissing(String feature) {
    return missing(HIBERNATE_VALIDATOR, BuiltWith.HIBERNATE_VALIDATOR, feature, false);
  }

  private static void requirePresent(
      String className, String artifact, String version, String feature) {
    if (!present(className)) {
      throw missing(artifact, version, feature, true);
    }
  }

  private static IllegalStateException missing(
      String artifact, String version, String feature, boolean inBom) {
    return new IllegalStateException(feature + " needs " + artifact
        + ", which imcp-runtime leaves out of a stdio-only application's class path: add "
        + artifact
        + ":" + version + " to your dependencies"
        + (inBom
            ? " (imcp-bom manages its version: leave the version out where you import it)"
            : " (or the version your framework manages)"));
  }

  private static boolean present(String className) {
    try {
      Class.forName(className, false, StackCheck.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  /** Whether dotted version {@code version} is at least {@code oldest}; an unknown version passes. */
  static boolean atLeast(String version, String oldest) {
    // Split by hand: a split on "[.-]" compiled a regular expression on every client's way to its
    // first call.
    String[] have = parts(version);
    String[] need = parts(oldest);
    for (int i = 0; i < need.length; i++) {
      int part;
      try {
        part = i < have.length ? Integer.parseInt(have[i]) : 0;
      } catch (NumberFormatException e) {
        return true;
      }
      int wanted = Integer.parseInt(need[i]);
      if (part != wanted) {
        return part > wanted;
      }
    }
    return true;
  }

  /** The parts of a version between its dots and hyphens, as {@code split("[.-]")} gives them. */
  private static String[] parts(String version) {
    List<String> parts = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < version.length(); i++) {
      char c = version.charAt(i);
      if (c == '.' || c == '-') {
        parts.add(version.substring(start, i));
        start = i + 1;
      }
    }
    if (parts.isEmpty()) {
      return new String[] {version}; // as split: no delimiter, the whole text
    }
    parts.add(version.substring(start));
    // split drops trailing empty strings
    int size = parts.size();
    while (size > 0 && parts.get(size - 1).isEmpty()) {
      size--;
    }
    return parts.subList(0, size).toArray(new String[0]);
  }

  private static IllegalStateException jacksonMismatch(LinkageError cause) {
    String version = BuiltWith.JACKSON_ANNOTATIONS;
    return new IllegalStateException(
        ANNOTATIONS + " " + annotationsFound()
            + " is on the class path, which is older than the Jackson 3 there can run with ("
            + cause.getMessage() + " is missing): imcp-java needs " + ANNOTATIONS + " " + version
            + ". A framework's BOM (Spring Boot 3, Quarkus) pins an older one for its Jackson 2: import dev.imcp:imcp-bom"
            + " in <dependencyManagement> before it, or manage " + ANNOTATIONS + " " + version
            + " yourself",
        cause);
  }

  /** The version of jackson-annotations loaded, from its manifest, else the jar it was loaded from. */
  private static String annotationsFound() {
    String version = JsonProperty.class.getPackage().getImplementationVersion();
    if (version != null) {
      return version;
    }
    CodeSource source = JsonProperty.class.getProtectionDomain().getCodeSource();
    return source == null ? "(of unknown version)" : "(" + source.getLocation() + ")";
  }
}
