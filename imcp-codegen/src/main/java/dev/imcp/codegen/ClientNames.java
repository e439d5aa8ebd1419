package dev.imcp.codegen;

import dev.imcp.codegen.internal.Names;
import dev.imcp.schema.ServerInfo;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The default name of the client facade: the server's {@code serverInfo.name} without its scope and without the words
 * every MCP server shares, plus {@code Client}: {@code mcp-servers/everything} → {@code EverythingClient}, {@code
 * github-mcp-server} → {@code GithubClient}, {@code mcp-server-git} → {@code GitClient}, {@code iMCP} → {@code
 * ImcpClient}. {@code McpToolsClient} when the snapshot names no server, or nothing of its name is left (nor would
 * {@code McpClient}, the runtime's class, do).
 */
public final class ClientNames {
  /** The name when the server says none. */
  public static final String FALLBACK = "McpToolsClient";

  private static final Set<String> SHARED = Set.of("mcp", "server", "servers");

  private ClientNames() {}

  /**
   * {@return the facade's name for a server}
   *
   * @param server what the snapshot says of the server, if anything
   */
  public static String fromServer(Optional<ServerInfo> server) {
    String name = server.map(ServerInfo::name).orElse("");
    String unscoped = name.substring(name.lastIndexOf('/') + 1);
    List<String> words = Names.wordsOf(unscoped);
    List<String> kept = words.stream()
        .filter(word -> !SHARED.contains(word.toLowerCase(Locale.ROOT)))
        .toList();
    String base;
    if (words.isEmpty()) {
      return FALLBACK;
    }
    if (kept.isEmpty() || String.join("", kept).length() < 2) {
      // iMCP: "i" alone says nothing; the whole name, as one word, does.
      base = capitalised(String.join("", words).toLowerCase(Locale.ROOT));
    } else {
      base = kept.stream().map(ClientNames::capitalised).reduce("", String::concat);
    }
    // "Mcp" would make McpClient, the runtime's own class.
    if (base.isEmpty() || base.equals("Mcp")) {
      return FALLBACK;
    }
    if (!Character.isLetter(base.charAt(0))) {
      return "Mcp" + base + "Client";
    }
    return base + "Client";
  }

  /** {@code github} → {@code Github}, {@code AWS} → {@code Aws}, {@code Hub} → {@code Hub}. */
  private static String capitalised(String word) {
    String rest = word.substring(1);
    if (rest.equals(rest.toUpperCase(Locale.ROOT))) {
      rest = rest.toLowerCase(Locale.ROOT);
    }
    return Character.toUpperCase(word.charAt(0)) + rest;
  }
}
