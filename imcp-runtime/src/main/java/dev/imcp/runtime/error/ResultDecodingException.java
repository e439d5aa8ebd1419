package dev.imcp.runtime.error;


/** A tool result could not be decoded into the type the caller asked for. */
public final class ResultDecodingException extends McpException {
  private static final long serialVersionUID = 1L;

  public ResultDecodingException(String server, String tool, String target, Throwable cause) {
    super(server, "Cannot decode the result of tool " + tool + " on server '" + server + "' as " + target + ": "
        + cause.getMessage(), cause);
  }

  public ResultDecodingException(String server, String tool, String target, String reason) {
    super(server, "Cannot decode the result of tool " + tool + " on server '" + server + "' as " + target + ": " + reason);
  }
}
