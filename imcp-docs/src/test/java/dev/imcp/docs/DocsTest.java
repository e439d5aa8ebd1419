package dev.imcp.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every Java block of the README and the guide is code the build compiles or runs: a region of a sample here
 * ({@code src/samples/java}, compiled with these tests) or a whole file of the repository (an invoker IT's sources,
 * which the IT builds and runs). The line before the block names it, {@code <!-- snippet: path#region -->} or
 * {@code <!-- snippet: path -->}; the block must equal it, so a renamed method breaks the build, not the reader. Other
 * blocks (XML, shell) may name a file the same way.
 */
class DocsTest {
  private static final Path ROOT = Path.of("..");
  private static final Pattern MARKER =
      Pattern.compile("<!-- snippet: ([^#\\s]+)(?:#([\\w-]+))? -->");
  private static final String VERSION = System.getProperty("imcp.projectVersion", "0.1.0-SNAPSHOT");

  /** A fenced block of a Markdown file, with the marker on the line before it, if any. */
  record Block(Path file, int line, String language, String text, Matcher marker) {
    String where() {
      return ROOT.relativize(file) + ":" + line;
    }
  }

  static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
    try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages;
  }

  static List<Block> blocks(Path page) {
    List<String> lines;
    try {
      lines = Files.readAllLines(page);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<Block> blocks = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).startsWith("```") || lines.get(i).equals("```")) {
        continue;
      }
      int start = i;
      StringBuilder text = new StringBuilder();
      for (i++; !lines.get(i).equals("```"); i++) {
        text.append(lines.get(i)).append('\n');
      }
      Matcher marker = MARKER.matcher(start == 0 ? "" : lines.get(start - 1));
      blocks.add(new Block(
          page, start + 1, lines.get(start).substring(3).trim(), text.toString(), marker));
    }
    return blocks;
  }

  @TestFactory
  Stream<DynamicTest> everyMarkedBlockEqualsItsSource() throws IOException {
    if (Boolean.getBoolean("imcp.updateDocs")) {
      for (Path page : pages()) {
        update(page);
      }
    }
    return pages().stream()
        .flatMap(page -> blocks(page).stream())
        .filter(block -> block.marker().matches())
        .map(block -> DynamicTest.dynamicTest(
            block.where(),
            () -> assertThat(block.text())
                .as(
                    "%s is a copy of %s: change the source and copy it here",
                    block.where(), block.marker().group())
                .isEqualTo(source(block.marker().group(1), block.marker().group(2)))));
  }

  /** The README is a front door: what it is, how to start, and links into the guide. */
  @Test
  void theReadmeIsShort() throws IOException {
    assertThat(Files.readAllLines(ROOT.resolve("README.md"))).hasSizeLessThanOrEqualTo(250);
  }

  /** The quickstart ITs run the command the README tells a newcomer to run, not one of their own. */
  @Test
  void theQuickstartItsRunTheReadmesCommand() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"));
    for (String it : List.of("quickstart", "quickstart-http")) {
      String goals = Files.readString(
              ROOT.resolve("imcp-codegen-maven-plugin/src/it/" + it + "/invoker.properties"))
          .lines()
          .filter(line -> line.startsWith("invoker.goals = "))
          .findFirst()
          .orElseThrow()
          .substring("invoker.goals = ".length());
      assertThat(readme).as(it).contains("\n```sh\nmvn -q " + goals + "\n");
    }
  }

  /** Every relative link leads to a file of the repository and, with an anchor, to a heading of that page. */
  @Test
  void everyLinkLeadsSomewhere() throws IOException {
    Pattern link = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    List<String> broken = new ArrayList<>();
    for (Path page : pages()) {
      Matcher found = link.matcher(withoutBlocks(Files.readString(page)));
      while (found.find()) {
        String target = found.group(1);
        if (target.matches("[a-z]+:.*")) {
          continue;
        }
        String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
        Path resolved = file.isEmpty() ? page : page.resolveSibling(file).normalize();
        boolean ok = Files.exists(resolved)
            && (!target.contains("#")
                || anchors(resolved).contains(target.substring(target.indexOf('#') + 1)));
        if (!ok) {
          broken.add(ROOT.relativize(page) + ": " + target);
        }
      }
    }
    assertThat(broken).as("links that lead nowhere").isEmpty();
  }

  /** GitHub's anchors of a page's headings: lower case, punctuation dropped, spaces as hyphens. */
  private static List<String> anchors(Path page) throws IOException {
    return withoutBlocks(Files.readString(page))
        .lines()
        .filter(line -> line.startsWith("#"))
        .map(line -> line.replaceFirst("^#+\\s*", "")
            .toLowerCase(java.util.Locale.ROOT)
            .replaceAll("[^\\p{L}\\p{N} _-]", "")
            .replace(' ', '-'))
        .toList();
  }

  private static String withoutBlocks(String markdown) {
    return markdown.replaceAll("(?ms)^```.*?^```$", "");
  }

  @Test
  void everyJavaBlockIsMarked() throws IOException {
    List<String> unmarked = new ArrayList<>();
    for (Path page : pages()) {
      for (Block block : blocks(page)) {
        if (block.language().equals("java") && !block.marker().matches()) {
          unmarked.add(block.where());
        }
      }
    }
    assertThat(unmarked)
        .as(
            "Java blocks without a <!-- snippet: … --> line before them (put the code in imcp-docs/src/samples/java)")
        .isEmpty();
  }

  /**
   * Copies every marked block's source into the page ({@code mvn -pl imcp-docs test -Dimcp.updateDocs=true}, then
   * review the diff), as {@code -Dimcp.updateGoldens} does for the generator's golden files.
   */
  private static void update(Path page) throws IOException {
    List<String> lines = Files.readAllLines(page);
    List<String> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      out.add(lines.get(i));
      Matcher marker = MARKER.matcher(lines.get(i));
      if (marker.matches() && i + 1 < lines.size() && lines.get(i + 1).startsWith("```")) {
        out.add(lines.get(++i));
        while (!lines.get(i + 1).equals("```")) {
          i++;
        }
        out.addAll(source(marker.group(1), marker.group(2)).lines().toList());
      }
    }
    Files.write(page, out);
  }

  /** A whole file, or the lines between {@code tag::region[]} and {@code end::region[]} comments, dedented. */
  static String source(String path, String region) throws IOException {
    String text = Files.readString(ROOT.resolve(path)).replace("@project.version@", VERSION);
    if (region == null) {
      return text;
    }
    List<String> lines = text.lines().toList();
    int start = indexOf(lines, "tag::" + region + "[]", path);
    int end = indexOf(lines, "end::" + region + "[]", path);
    List<String> body = lines.subList(start + 1, end);
    int indent = body.stream()
        .filter(line -> !line.isBlank())
        .mapToInt(line -> line.length() - line.stripLeading().length())
        .min()
        .orElse(0);
    StringBuilder out = new StringBuilder();
    body.forEach(
        line -> out.append(line.isBlank() ? "" : line.substring(indent)).append('\n'));
    return out.toString();
  }

  /** The line {@code // tag} (Java) or {@code <!-- tag -->} (XML). */
  private static int indexOf(List<String> lines, String tag, String path) {
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.equals("// " + tag) || line.equals("<!-- " + tag + " -->")) {
        return i;
      }
    }
    throw new AssertionError(path + " has no line " + tag);
  }
}
