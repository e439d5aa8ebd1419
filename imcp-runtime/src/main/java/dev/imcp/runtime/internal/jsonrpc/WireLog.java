package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.internal.base.Excerpt;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.LogStart;
import dev.imcp.schema.SecretNames;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;

/**
 * The wire log: every JSON-RPC message a client sends and receives, on the logger {@code dev.imcp.wire}, whatever the
 * transport. DEBUG shows each message's first {@value #DEBUG_CHARS} characters, TRACE its first {@value #TRACE_CHARS};
 * the values of members named like secrets ({@link SecretNames}: {@code password}, {@code apiKey}, {@code client_secret},
 * {@code accessToken}, {@code connectionString}, …) are shown as {@code "***"}. Off (the default), it costs one level
 * check per message. Until SLF4J has started ({@link LogStart}) a message is held as text and written, excerpted and
 * redacted then, if the level allows: asking the level would start SLF4J on the way to the first call.
 */
public final class WireLog {
  static final Log LOG = Log.named("dev.imcp.wire");
  static final int DEBUG_CHARS = 2_000;
  static final int TRACE_CHARS = 65_536;

  private WireLog() {}

  /**
   * The patterns of secret members, compiled only when a message is logged: with the wire log off, as by default, a
   * client's way to its first call compiles no regular expression of its own.
   */
  private static final class Members {
    /** A member's name and the opening quote of its string value. */
    static final Pattern MEMBER = Pattern.compile("\"([^\"\\\\]{1,200})\"\\s*:\\s*\"");

    /** The same inside a JSON string (a tool's text that is JSON): quotes escaped. */
    static final Pattern ESCAPED = Pattern.compile("\\\\\"([^\"\\\\]{1,200})\\\\\"\\s*:\\s*\\\\\"");
  }

  /** A message sent; also for the first request, which the session writes before the connection has the transport. */
  public static void sent(String server, byte[] json) {
    if (!LogStart.started()) {
      LogStart.hold(
          new Held(server, " → ", new String(json, StandardCharsets.UTF_8).stripTrailing()));
    } else if (LOG.logger().isDebugEnabled()) {
      write(server, " → ", new String(json, StandardCharsets.UTF_8).stripTrailing());
    }
  }

  static void received(String server, byte[] bytes, int offset, int length) {
    if (!LogStart.started() || LOG.logger().isDebugEnabled()) {
      received(server, new String(bytes, offset, length, StandardCharsets.UTF_8));
    }
  }

  static void received(String server, String line) {
    if (!LogStart.started()) {
      LogStart.hold(new Held(server, " ← ", line));
    } else if (LOG.logger().isDebugEnabled()) {
      write(server, " ← ", line);
    }
  }

  /** Writes a message once SLF4J has started and says DEBUG is on (also while it writes what it held). */
  private static void write(String server, String arrow, String message) {
    Logger logger = LOG.resolved();
    int limit = logger.isTraceEnabled() ? TRACE_CHARS : DEBUG_CHARS;
    logger.debug("{}{}{}", server, arrow, excerpt(message, limit));
  }

  /** A message held until SLF4J starts, as text: the bytes it was read from may be read into again. */
  private record Held(String server, String arrow, String message) implements LogStart.Held {
    @Override
    public void write() {
      if (LOG.resolved().isDebugEnabled()) {
        WireLog.write(server, arrow, message);
      }
    }
  }

  /**
   * The message's first {@code limit} characters on one line, secrets redacted, and how long it was when cut. Cut
   * first and redacted after, with a value cut off at the end redacted too, so that no part of a secret survives
   * either way and a huge message costs no more than its excerpt.
   */
  static String excerpt(String json, int limit) {
    return Excerpt.of(
        json, limit, head -> redact(redact(head, Members.MEMBER, false), Members.ESCAPED, true));
  }

  /**
   * The text with the string values of secret members replaced by {@code ***}. A value runs to its closing quote or
   * to the end of the text (cut off there); scanned by hand, since a regular expression over a long value recurses
   * once per character.
   */
  private static String redact(String text, Pattern members, boolean escaped) {
    StringBuilder out = new StringBuilder(text.length());
    Matcher member = members.matcher(text);
    int copied = 0;
    while (member.find(copied)) {
      if (!SecretNames.isSecret(member.group(1))) {
        out.append(text, copied, member.end());
        copied = member.end();
        continue;
      }
      int end = escaped ? escapedValueEnd(text, member.end()) : valueEnd(text, member.end());
      out.append(text, copied, member.end()).append("***");
      copied = end;
    }
    return out.append(text, copied, text.length()).toString();
  }

  /** Where the string value starting at {@code start} ends: at its closing quote, or the end of the text. */
  private static int valueEnd(String text, int start) {
    int i = start;
    while (i < text.length() && text.charAt(i) != '"') {
      i += text.charAt(i) == '\\' ? 2 : 1;
    }
    return Math.min(i, text.length());
  }

  /** The same for a value inside a JSON string, whose closing quote is written {@code \"}. */
  private static int escapedValueEnd(String text, int start) {
    int i = start;
    boolean innerEscape = false;
    while (i < text.length()) {
      boolean pair = text.charAt(i) == '\\' && i + 1 < text.length();
      char inner = pair ? text.charAt(i + 1) : text.charAt(i);
      if (!innerEscape && inner == '"') {
        return i;
      }
      innerEscape = !innerEscape && inner == '\\';
      i += pair ? 2 : 1;
    }
    return text.length();
  }
}
