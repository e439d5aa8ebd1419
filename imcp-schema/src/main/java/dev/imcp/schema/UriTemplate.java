package dev.imcp.schema;

import com.damnhandy.uri.template.MalformedUriTemplateException;
import com.damnhandy.uri.template.VariableExpansionException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * An RFC 6570 URI template, such as a resource template's {@code github://repos/{owner}/{repo}/issues/{number}}: all
 * four levels, with the escaping each operator calls for, proven against the uritemplate-test suite.
 *
 * <p>Operators, explode, lists, maps and escaping are handy-uri-templates'. Where that library departs from the RFC
 * (2.1.8 passes 266 of the suite's 273 cases), this class puts three rules in front of it rather than replace it: a
 * variable specification is checked against the RFC's grammar (no {@code {var:0}}, {@code {var:01}}, {@code {x.}}),
 * literal text outside the ASCII range is percent-encoded as UTF-8, and a prefix modifier counts characters, not
 * UTF-16 units, so that it never splits a surrogate pair.
 */
public final class UriTemplate {
  private static final String VARCHAR = "(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})";
  private static final Pattern VARSPEC =
      Pattern.compile(VARCHAR + "+(?:\\." + VARCHAR + "+)*(?::[1-9][0-9]{0,3}|\\*)?");
  private static final String OPERATORS = "+#./;?&";

  private final String template;
  private final List<Part> parts;
  private final List<String> variables;

  /** Literal text, or an expression: its operator (or the empty string) and variable specifications. */
  private record Part(String literal, String operator, List<String> varspecs) {
    boolean isLiteral() {
      return varspecs.isEmpty();
    }
  }

  private UriTemplate(String template, List<Part> parts, List<String> variables) {
    this.template = template;
    this.parts = parts;
    this.variables = variables;
  }

  /**
   * Parses a template.
   *
   * @param template the template's text
   * @return the template
   * @throws IllegalArgumentException when {@code template} is not an RFC 6570 template, saying why
   */
  public static UriTemplate parse(String template) {
    // Long: the library's check, then one pass splitting literals from expressions.
    Objects.requireNonNull(template, "template");
    try {
      com.damnhandy.uri.template.UriTemplate.fromTemplate(template);
    } catch (MalformedUriTemplateException e) {
      throw malformed(template, e.getMessage());
    }
    List<Part> parts = new ArrayList<>();
    Set<String> variables = new LinkedHashSet<>();
    int at = 0;
    while (at < template.length()) {
      int open = template.indexOf('{', at);
      if (open < 0) {
        parts.add(new Part(template.substring(at), "", List.of()));
        break;
      }
      if (open > at) {
        parts.add(new Part(template.substring(at, open), "", List.of()));
      }
      int close = template.indexOf('}', open);
      Part expression = expression(template, template.substring(open + 1, close));
      expression.varspecs().forEach(spec -> variables.add(name(spec)));
      parts.add(expression);
      at = close + 1;
    }
    return new UriTemplate(template, List.copyOf(parts), List.copyOf(variables));
  }

  private static Part expression(String template, String body) {
    String operator =
        !body.isEmpty() && OPERATORS.indexOf(body.charAt(0)) >= 0 ? body.substring(0, 1) : "";
    List<String> varspecs = List.of(body.substring(operator.length()).split(",", -1));
    for (String varspec : varspecs) {
      if (!VARSPEC.matcher(varspec).matches()) {
        throw malformed(template, "'" + varspec + "' in {" + body + "} is not a variable");
      }
    }
    return new Part("", operator, varspecs);
  }

  private static IllegalArgumentException malformed(String template, String why) {
    return new IllegalArgumentException("Not an RFC 6570 URI template: '" + template + "': " + why);
  }

  private static String name(String varspec) {
    int modifier = Math.max(varspec.indexOf(':'), varspec.indexOf('*'));
    return modifier < 0 ? varspec : varspec.substring(0, modifier);
  }

  /** {@return the template's text, as given} */
  public String template() {
    return template;
  }

  /** {@return the names of its variables, each once, in the order they first appear} */
  public List<String> variables() {
    return variables;
  }

  /**
   * Expands the template. A variable that is absent or null is undefined, and its expression expands as RFC 6570 says
   * (to nothing, or to the operator's empty form). A collection is a list and a map an associative array, their items
   * and keys taken as text and null ones left out; any other value is its {@code String.valueOf} text.
   *
   * @param values the variables' values, by name
   * @return the URI
   * @throws IllegalArgumentException when a value cannot be expanded where it stands, such as a map under a prefix
   *     modifier
   */
  public String expand(Map<String, ? extends @Nullable Object> values) {
    StringBuilder uri = new StringBuilder();
    try {
      for (Part part : parts) {
        uri.append(part.isLiteral() ? encodeLiteral(part.literal()) : expand(part, values));
      }
    } catch (VariableExpansionException | MalformedUriTemplateException e) {
      throw new IllegalArgumentException(
          "Cannot expand URI template '" + template + "': " + e.getMessage(), e);
    }
    return uri.toString();
  }

  /** One expression through the library, a prefix modifier on a string applied here first (by code points). */
  private static String expand(Part part, Map<String, ? extends @Nullable Object> values) {
    // Long: RFC 6570's rules for one expression, kept in the order the RFC gives them.
    Map<String, Object> defined = new HashMap<>();
    List<String> varspecs = new ArrayList<>();
    for (String varspec : part.varspecs()) {
      String name = name(varspec);
      Object value = values.get(name);
      int colon = varspec.indexOf(':');
      boolean prefixedOnce =
          part.varspecs().stream().filter(s -> name(s).equals(name)).count() == 1;
      if (colon > 0 && value instanceof CharSequence text && prefixedOnce) {
        String whole = text.toString();
        int length = Integer.parseInt(varspec.substring(colon + 1));
        value = whole.substring(
            0,
            whole.offsetByCodePoints(0, Math.min(length, whole.codePointCount(0, whole.length()))));
        varspecs.add(name);
      } else {
        varspecs.add(varspec);
      }
      Object plain = value == null ? null : plain(value);
      // RFC 6570 section 2.3: an empty list or associative array is undefined. Handed to the
      // library, an empty one
      // is taken for a bean and its getters called, among them getFirst() on Java 21 and later,
      // which throws.
      if (plain != null
          && !(plain instanceof Collection<?> list && list.isEmpty())
          && !(plain instanceof Map<?, ?> map && map.isEmpty())) {
        defined.put(name, plain);
      }
    }
    String expression = "{" + part.operator() + String.join(",", varspecs) + "}";
    return com.damnhandy.uri.template.UriTemplate.fromTemplate(expression).expand(defined);
  }

  /**
   * Lists and maps as the library's own types, everything else as its text: the library explodes any other object by
   * its getters, and cannot reach those of the JDK's immutable collections.
   */
  private static Object plain(Object value) {
    if (value instanceof Collection<?> list) {
      List<String> items = new ArrayList<>();
      list.stream().filter(Objects::nonNull).forEach(item -> items.add(String.valueOf(item)));
      return items;
    }
    if (value instanceof Map<?, ?> map) {
      Map<String, String> pairs = new LinkedHashMap<>();
      map.forEach((key, item) -> {
        if (key != null && item != null) {
          pairs.put(String.valueOf(key), String.valueOf(item));
        }
      });
      return pairs;
    }
    return String.valueOf(value);
  }

  /** RFC 6570 section 3.1: a literal character outside the ASCII range is percent-encoded as UTF-8. */
  private static String encodeLiteral(String literal) {
    StringBuilder encoded = new StringBuilder();
    literal.codePoints().forEach(codePoint -> {
      if (codePoint < 0x80) {
        encoded.appendCodePoint(codePoint);
      } else {
        for (byte b : new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8)) {
          encoded.append('%').append(String.format("%02X", b & 0xff));
        }
      }
    });
    return encoded.toString();
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof UriTemplate that && template.equals(that.template);
  }

  @Override
  public int hashCode() {
    return template.hashCode();
  }

  /** {@return the template's text} */
  @Override
  public String toString() {
    return template;
  }
}
