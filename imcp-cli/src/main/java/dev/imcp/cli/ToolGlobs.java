package dev.imcp.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code --include} and {@code --exclude}: the tools {@code generate} and {@code check} work on (a picocli mixin). */
final class ToolGlobs {
  @Option(
      names = "--include",
      paramLabel = "GLOB",
      split = ",",
      description =
          "Only the tools matching a glob (* any run of characters, ? one); repeatable or "
              + "comma-separated. All tools when not given.")
  List<String> include = new ArrayList<>();

  @Option(
      names = "--exclude",
      paramLabel = "GLOB",
      split = ",",
      description = "Leave out the tools matching a glob; repeatable or comma-separated.")
  List<String> exclude = new ArrayList<>();
}
