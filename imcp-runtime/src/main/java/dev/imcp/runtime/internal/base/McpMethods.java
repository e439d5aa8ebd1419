package dev.imcp.runtime.internal.base;

/**
 * The MCP method names the runtime writes in more than one place, in the lowest room so that every layer may name them
 * (the session's requests, the transports that treat the handshake apart, the log that waits it out). Constants: the
 * compiler copies them into each user, so naming one loads nothing on a client's way to its first call.
 */
public final class McpMethods {
  public static final String INITIALIZE = "initialize";
  public static final String DISCOVER = "server/discover";
  public static final String PING = "ping";
  public static final String TOOLS_LIST = "tools/list";
  public static final String TOOLS_CALL = "tools/call";
  public static final String PROMPTS_GET = "prompts/get";
  public static final String RESOURCES_READ = "resources/read";

  private static final String NOTIFICATIONS = "notifications/";
  public static final String INITIALIZED = NOTIFICATIONS + "initialized";
  public static final String CANCELLED = NOTIFICATIONS + "cancelled";
  public static final String TOOLS_CHANGED = NOTIFICATIONS + "tools/list_changed";
  public static final String PROMPTS_CHANGED = NOTIFICATIONS + "prompts/list_changed";
  public static final String RESOURCES_CHANGED = NOTIFICATIONS + "resources/list_changed";
  public static final String RESOURCE_UPDATED = NOTIFICATIONS + "resources/updated";

  private McpMethods() {}
}
