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

  /** The service of every tool, in the order given. */
  public static Map<String, String> services(Collection<String> tools, List<ServiceRule> rules) {
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
    return services;
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
