package dev.imcp.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** docs/cli.md shows only options the commands have: a renamed option breaks the build, not the reader's build. */
class CliDocsTest {
  private static final Pattern BLOCK =
      Pattern.compile("```(?:sh|kotlin|python|text)\\n(.*?)```", Pattern.DOTALL);
  private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-z][a-z-]*");

  static String guide() throws IOException {
    return Files.readString(Path.of("../docs/cli.md"));
  }

  private static Set<String> options() {
    Set<String> names = new TreeSet<>();
    CommandLine top = new CommandLine(new ImcpCommand());
    names.addAll(top.getCommandSpec().optionsMap().keySet());
    top.getSubcommands()
        .values()
        .forEach(sub -> names.addAll(sub.getCommandSpec().optionsMap().keySet()));
    return names;
  }

  @Test
  void everyOptionInTheGuidesExamplesExists() throws IOException {
    Set<String> used = new TreeSet<>();
    Matcher block = BLOCK.matcher(guide());
    while (block.find()) {
      Matcher option = OPTION.matcher(block.group(1));
      while (option.find()) {
        used.add(option.group());
      }
    }

    assertThat(used).contains("--package-name", "--service-rule", "--output", "--fail-on");
    assertThat(options()).containsAll(used);
  }

  @Test
  void everyOptionIsInTheGuidesTable() throws IOException {
    String guide = guide();

    assertThat(options()).allMatch(option -> guide.contains("`" + option), "is in the guide");
  }
}
