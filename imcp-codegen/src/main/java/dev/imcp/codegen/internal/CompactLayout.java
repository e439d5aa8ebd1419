package dev.imcp.codegen.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays JavaPoet's output out as tightly as a person would write it, without changing one token of code: a Javadoc
 * comment of one line is {@code /** text *}{@code /}, a longer one opens and closes on its first and last lines with no
 * blank lines (but inside {@code <pre>}); an annotation's members on one line; a method whose body is one {@code
 * return} and whose signature fits one line, on one line; no blank line between fields, nor before a member that opens with
 * its Javadoc or {@code @Override}, which sets it apart (the package, the imports and undocumented members keep
 * theirs). Half
 * of what the generator wrote was Javadoc (issue 25: lines per tool on the corpus halved); JavaPoet has no setting for
 * this layout, so it is applied to the rendered file, one line at a time, deterministically.
 */
final class CompactLayout {
  private CompactLayout() {}

  static String apply(String source) {
    List<String> in = source.lines().toList();
    List<String> out = new ArrayList<>(in.size());
    for (int i = 0; i < in.size(); i++) {
      String line = in.get(i);
      String trimmed = line.strip();
      int end;
      if (trimmed.equals("/**") && (end = closing(in, i, "*/")) > 0) {
        javadoc(indent(line), in.subList(i + 1, end), out);
        i = end;
      } else if (opensAnnotation(line) && (end = closing(in, i, ")")) > 0) {
        StringBuilder joined = new StringBuilder(line);
        in.subList(i + 1, end)
            .forEach(member -> joined
                .append(joined.charAt(joined.length() - 1) == '(' ? "" : " ")
                .append(member.strip()));
        out.add(joined.append(')').toString());
        i = end;
      } else if (oneReturn(in, i)) {
        out.add(line + " " + in.get(i + 1).strip() + " }");
        i += 2;
      } else if (!trimmed.isEmpty()
          || out.isEmpty()
          || i + 1 >= in.size()
          || !(endsDeclaration(out.get(out.size() - 1))
              || out.get(out.size() - 1).strip().equals("}"))
          || !(in.get(i + 1).strip().startsWith("/**")
              || in.get(i + 1).strip().equals("@Override")
              || isField(out.get(out.size() - 1)) && isField(in.get(i + 1)))) {
        out.add(line);
      }
    }
    return String.join("\n", out) + (source.endsWith("\n") ? "\n" : "");
  }

  /**
   * Whether the line is {@code @Name(} alone after its indentation: what the regex {@code \\s*@[\\w.]+\\(} matches,
   * checked by hand because it runs on every line of every file, in a JVM too cold to have compiled the regex engine.
   */
  static boolean opensAnnotation(String line) {
    int at = 0;
    while (at < line.length() && isRegexSpace(line.charAt(at))) {
      at++;
    }
    int last = line.length() - 1;
    if (at >= last - 1 || line.charAt(at) != '@' || line.charAt(last) != '(') {
      return false;
    }
    for (int i = at + 1; i < last; i++) {
      char c = line.charAt(i);
      boolean word =
          c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
      if (!word && c != '.') {
        return false;
      }
    }
    return true;
  }

  /** Regex {@code \\s}: {@code [ \t\n\x0B\f\r]}. */
  private static boolean isRegexSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
  }

  /**
   * Whether a line ends a field, an abstract method or a method on one line. JavaPoet writes blank lines only between
   * members, so a blank line after a semicolon follows one of these (or the package and imports, whose blank lines
   * stay).
   */
  private static boolean endsDeclaration(String line) {
    String trimmed = line.strip();
    return (trimmed.endsWith(";") || trimmed.endsWith("; }"))
        && !trimmed.startsWith("package ")
        && !trimmed.startsWith("import ");
  }

  /**
   * Whether the line opens a block whose whole body is one {@code return} statement, closed on the line after it: a
   * delegating method, written on one line.
   */
  private static boolean oneReturn(List<String> in, int open) {
    if (!in.get(open).endsWith(" {") || open + 2 >= in.size()) {
      return false;
    }
    String body = in.get(open + 1);
    String close = in.get(open + 2);
    return body.strip().startsWith("return ")
        && body.endsWith(";")
        && close.strip().equals("}")
        && indent(body).length() == indent(close).length() + 2
        && indent(in.get(open)).length() == indent(close).length();
  }

  private static boolean isField(String line) {
    String trimmed = line.strip();
    return trimmed.startsWith("private ") && trimmed.endsWith(";");
  }

  /** The index of the line that is {@code close} alone, or -1 when a comment or a blank line comes first. */
  private static int closing(List<String> in, int open, String close) {
    for (int i = open + 1; i < in.size(); i++) {
      String trimmed = in.get(i).strip();
      if (trimmed.equals(close)) {
        return i;
      }
      if (trimmed.isEmpty()
          || (close.equals(")") && (trimmed.contains("//") || trimmed.contains("/*")))) {
        return -1;
      }
    }
    return -1;
  }

  private static void javadoc(String indent, List<String> lines, List<String> out) {
    List<String> text = new ArrayList<>();
    boolean pre = false;
    for (String line : lines) {
      String content = line.strip();
      content = content.startsWith("*") ? content.substring(1) : content;
      content = content.startsWith(" ") ? content.substring(1) : content;
      // A blank line is only whitespace to Javadoc's HTML, except inside <pre>, where it is kept.
      if (!content.isBlank() || pre) {
        text.add(content);
      }
      int open = content.lastIndexOf("<pre");
      int close = content.lastIndexOf("</pre>");
      pre = open >= 0 || close >= 0 ? open > close : pre;
    }
    while (!text.isEmpty() && text.get(text.size() - 1).isBlank()) {
      text.remove(text.size() - 1);
    }
    while (!text.isEmpty() && text.get(0).isBlank()) {
      text.remove(0);
    }
    for (int i = 0; i < text.size(); i++) {
      String body = text.get(i);
      String line = (i == 0 ? indent + "/**" : indent + " *") + (body.isEmpty() ? "" : " " + body);
      out.add(i == text.size() - 1 ? line + " */" : line);
    }
    if (text.isEmpty()) {
      out.add(indent + "/** */");
    }
  }

  private static String indent(String line) {
    return line.substring(0, line.length() - line.stripLeading().length());
  }
}
