package dev.imcp.runtime.error;

/** A tool result could not be decoded into the type the caller asked for. */
public final class ResultDecodingException extends McpException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception from the decoder's failure.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param tool the tool whose result it is
   * @param target the type asked for, such as {@code List<Event>}
   * @param cause the decoder's failure; its message ends this one
   */
  public ResultDecodingException(String server, String tool, String target, Throwable cause) {
    super(
        server,
        "Cannot decode the result of tool " + tool + " on server '" + server + "' as " + target
            + ": " + cause.getMessage(),
        cause);
  }

  /**
   * Creates the exception from the decoder's failure, described for people.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param tool the tool whose result it is
   * @param target the type asked for, such as {@code List<Event>}
   * @param reason what is wrong and where, such as {@code required field 'branches' is missing at /branches}
   * @param cause the decoder's failure
   */
  public ResultDecodingException(
      String server, String tool, String target, String reason, Throwable cause) {
    super(
        server,
        "Cannot decode the result of tool " + tool + " on server '" + server + "' as " + target
            + ": " + reason,
        cause);
  }

  /**
   * Creates the exception.
   *
   * @param server the server's name as it announced it, or its command line before it did
   * @param tool the tool whose result it is
   * @param target the type asked for, such as {@code List<Event>}
   * @param reason why it does not decode
   */
  public ResultDecodingException(String server, String tool, String target, String reason) {
    super(
        server,
        "Cannot decode the result of tool " + tool + " on server '" + server + "' as " + target
            + ": " + reason);
  }
}
