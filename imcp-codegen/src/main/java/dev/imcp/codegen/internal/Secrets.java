package dev.imcp.codegen.internal;

import dev.imcp.schema.SecretNames;
import dev.imcp.schema.type.JsonType;
import dev.imcp.schema.type.StringType;

/**
 * Which properties carry a secret, so that {@code toString()} shows whether they are set and never their value: those
 * the schema marks ({@code format: password}, {@code writeOnly}), and those named so by {@link SecretNames}, the rule
 * the runtime's wire log redacts by too.
 */
final class Secrets {
  private Secrets() {}

  /**
   * @param name the property's wire name
   * @param declared the property's schema as declared (for {@code writeOnly})
   * @param concrete the property's schema after references and {@code null} unions (for the format)
   */
  static boolean isSecret(String name, JsonType declared, JsonType concrete) {
    if (declared.meta().writeOnly() || concrete.meta().writeOnly()) {
      return true;
    }
    if (concrete instanceof StringType string
        && string.format().filter("password"::equals).isPresent()) {
      return true;
    }
    return SecretNames.isSecret(name);
  }
}
