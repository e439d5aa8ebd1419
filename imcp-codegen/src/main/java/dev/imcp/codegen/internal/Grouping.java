// One room: the grouping rules (service rules, noun-first prefixes, verb-first nouns) are tried in
// one
// order over one tool list and must agree on which names are taken; each rule is a method.
package dev.imcp.codegen.internal;

import dev.imcp.codegen.ServiceRule;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which service each tool goes to, so that the API reads as a person would write it for any naming style:
 *
 * <ol>
 *   <li>the first {@link ServiceRule} that matches the tool's name wins;
 *   <li>otherwise the name's first word names the service when at least two tools start with that word and it is not a
 *       verb: noun-first names ({@code events_fetch}, {@code events_create}) and one shared prefix ({@code browser_click},
 *       {@code browser_navigate}) keep their groups ({@code events()}, {@code browser()});
 *   <li>every other tool goes to the service {@code tools}: verb-first names ({@code click}, {@code list_pages},
 *       {@code take_screenshot}, {@code port_forward}) make no {@code get()}, {@code list()} or {@code port()} services.
 * </ol>
 *
 * Words are split as {@link Names#words} splits them ({@code _}, {@code -}, {@code .}, {@code /}, camel case).
 */
public final class Grouping {
  /** The service of tools that no rule and no group claims. */
  public static final String DEFAULT_SERVICE = "tools";

  /** Verbs that begin tool names; a first word among them never names a service. */
  private static final Set<String> VERBS = Set.of(
      "accept",
      "add",
      "analyse",
      "analyze",
      "annotate",
      "append",
      "apply",
      "approve",
      "archive",
      "ask",
      "assign",
      "attach",
      "authenticate",
      "authorize",
      "build",
      "calculate",
      "call",
      "cancel",
      "check",
      "choose",
      "clean",
      "cleanup",
      "clear",
      "click",
      "clone",
      "close",
      "commit",
      "compare",
      "compile",
      "complete",
      "compute",
      "connect",
      "convert",
      "copy",
      "count",
      "crawl",
      "create",
      "debug",
      "decode",
      "delete",
      "deploy",
      "describe",
      "detach",
      "disable",
      "disconnect",
      "dismiss",
      "do",
      "download",
      "drag",
      "draw",
      "drop",
      "edit",
      "emulate",
      "enable",
      "encode",
      "end",
      "evaluate",
      "exec",
      "execute",
      "explain",
      "export",
      "extract",
      "fetch",
      "fill",
      "find",
      "fix",
      "focus",
      "follow",
      "fork",
      "forward",
      "generate",
      "get",
      "go",
      "grant",
      "handle",
      "has",
      "hide",
      "highlight",
      "hover",
      "import",
      "insert",
      "inspect",
      "install",
      "invite",
      "invoke",
      "is",
      "kill",
      "launch",
      "lint",
      "list",
      "load",
      "lock",
      "login",
      "logout",
      "lookup",
      "make",
      "manage",
      "mark",
      "merge",
      "modify",
      "mount",
      "move",
      "navigate",
      "new",
      "open",
      "parse",
      "patch",
      "pause",
      "ping",
      "play",
      "preview",
      "print",
      "publish",
      "pull",
      "push",
      "put",
      "query",
      "read",
      "reboot",
      "refresh",
      "register",
      "reject",
      "reload",
      "remove",
      "rename",
      "render",
      "reply",
      "reserve",
      "reset",
      "resize",
      "resolve",
      "restart",
      "restore",
      "resume",
      "retrieve",
      "revoke",
      "rollback",
      "rollout",
      "run",
      "save",
      "scale",
      "scrape",
      "scroll",
      "search",
      "select",
      "send",
      "set",
      "share",
      "show",
      "sign",
      "start",
      "stop",
      "submit",
      "subscribe",
      "summarize",
      "switch",
      "sync",
      "take",
      "toggle",
      "transfer",
      "translate",
      "trigger",
      "undo",
      "uninstall",
      "unlink",
      "unlock",
      "unmount",
      "unsubscribe",
      "update",
      "upgrade",
      "upload",
      "upsert",
      "use",
      "validate",
      "verify",
      "wait",
      "watch",
      "write",
      "zoom");

  private Grouping() {}

  /**
   * The service of every tool, in the order given. A server whose tools all fall into one group ({@code git_status},
   * {@code git_commit}, … of a git server) has its one service {@code tools}: {@code git.tools().status()}, not {@code
   * git.git().status()}; its methods still lose the group's word, by {@link #groups}.
   */
  public static Map<String, String> services(Collection<String> tools, List<ServiceRule> rules) {
    Map<String, String> groups = groups(tools, rules);
    if (rules.isEmpty() && new java.util.HashSet<>(groups.values()).size() == 1) {
      Map<String, String> one = new LinkedHashMap<>();
      groups.keySet().forEach(tool -> one.put(tool, DEFAULT_SERVICE));
      return one;
    }
    return groups;
  }

  /** The group of every tool, whose name its methods drop: its service, or the one group of a one-group server. */
  public static Map<String, String> groups(Collection<String> tools, List<ServiceRule> rules) {
    Map<String, Integer> starts = new HashMap<>();
    tools.stream()
        .filter(tool -> rule(tool, rules).isEmpty())
        .map(Grouping::firstWord)
        .flatMap(Optional::stream)
        .forEach(word -> starts.merge(word, 1, Integer::sum));
    Map<String, String> services = new LinkedHashMap<>();
    for (String tool : tools) {
      services.put(
          tool,
          rule(tool, rules)
              .orElseGet(() -> firstWord(tool)
                  .filter(word -> starts.get(word) >= 2 && !VERBS.contains(word))
                  .orElse(DEFAULT_SERVICE)));
    }
    List<String> rest = services.entrySet().stream()
        .filter(entry -> entry.getValue().equals(DEFAULT_SERVICE))
        .map(Map.Entry::getKey)
        .toList();
    if (rules.isEmpty() && rest.size() > LARGEST_DEFAULT) {
      services.putAll(NounGroups.of(rest, VERBS, LARGEST_DEFAULT));
    }
    return services;
  }

  /**
   * The most tools the service {@code tools} keeps before verb-first tools are grouped by the noun after their verb:
   * 20 tools are 40 methods (each has a blocking and an asynchronous one).
   */
  static final int LARGEST_DEFAULT = 20;

  /**
   * The tool's name without its service's name in front, for its methods: {@code git_status} in service {@code git}
   * is {@code status}, {@code weather_current} in {@code weather} is {@code current}, so that calls read {@code
   * git.tools().status(…)}, never {@code git.git().gitStatus(…)}. A name that is only the service's, or whose rest starts
   * with a digit, is kept whole.
   */
  public static String withoutService(String tool, String service) {
    List<String> words = Names.words(tool);
    List<String> prefix = Names.words(service);
    if (prefix.isEmpty() || words.size() <= prefix.size()) {
      return tool;
    }
    if (VERBS.contains(words.get(0).toLowerCase(Locale.ROOT))
        && NounGroups.startsWith(words.subList(1, words.size()), prefix)) {
      // A noun group's tool keeps its verb and what follows the noun: list_merge_requests in
      // merge_requests is list, get_merge_request_diffs is get_diffs.
      List<String> kept = new java.util.ArrayList<>(List.of(words.get(0)));
      kept.addAll(words.subList(1 + prefix.size(), words.size()));
      // A verb that is a keyword alone keeps its noun: pages().newPage(…), not newTool(…).
      return kept.size() == 1 && javax.lang.model.SourceVersion.isKeyword(kept.get(0))
          ? tool
          : String.join("_", kept);
    }
    for (int i = 0; i < prefix.size(); i++) {
      if (!words.get(i).equalsIgnoreCase(prefix.get(i))) {
        return tool;
      }
    }
    List<String> rest = words.subList(prefix.size(), words.size());
    return Character.isDigit(rest.get(0).charAt(0)) ? tool : String.join("_", rest);
  }

  private static Optional<String> rule(String tool, List<ServiceRule> rules) {
    return rules.stream()
        .filter(rule -> rule.matches(tool))
        .map(ServiceRule::service)
        .findFirst();
  }

  /** The first word of a name of two words or more, lower case; a one-word name starts no group. */
  private static Optional<String> firstWord(String tool) {
    List<String> words = Names.words(tool);
    return words.size() < 2 ? Optional.empty() : Optional.of(words.get(0).toLowerCase(Locale.ROOT));
  }
}
