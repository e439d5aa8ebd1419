package dev.imcp.runtime.internal.validation;

import java.net.IDN;
import java.util.regex.Pattern;

/**
 * Whether a string is a well-formed email address as Bean Validation's {@code @Email} means it (a dot-atom or quoted
 * local part of at most 64 characters, an {@code @}, then a host name of labels or an IP literal in brackets), so
 * that the generated checks need no Hibernate Validator. {@code EmailAddressesTest} holds the verdicts equal to
 * Hibernate Validator's on generated and hand-picked addresses.
 */
final class EmailAddresses {
  private static final int MAX_LOCAL_PART = 64;
  private static final int MAX_HOST = 255;
  private static final String ATOM_CHAR = "[a-z0-9!#$%&'*+/=?^_`{|}~\\u0080-\\uFFFF-]";
  private static final String QUOTED_CHAR =
      "(?:[a-z0-9!#$%&'*.(),<>\\[\\]:;  @+/=?^_`{|}~\\u0080-\\uFFFF-]|\\\\\\\\|\\\\\")";
  private static final String WORD = "(?:" + ATOM_CHAR + "+|\"" + QUOTED_CHAR + "+\")";
  private static final Pattern LOCAL_PART =
      Pattern.compile(WORD + "(?:\\." + WORD + ")*", Pattern.CASE_INSENSITIVE);
  // A label takes the local part's characters but the hyphen, which may only stand inside it; its
  // length is held in the form DNS sees (IDN drops some characters, such as joiners).
  private static final String LABEL_CHAR = "[a-z0-9!#$%&'*+/=?^_`{|}~\\u0080-\\uFFFF]";
  private static final String LABEL =
      LABEL_CHAR + "(?:[a-z0-9!#$%&'*+/=?^_`{|}~\\u0080-\\uFFFF-]*" + LABEL_CHAR + ")?";
  private static final Pattern HOST_NAME =
      Pattern.compile(LABEL + "(?:\\." + LABEL + ")*", Pattern.CASE_INSENSITIVE);
  private static final Pattern IPV4 = Pattern.compile("[0-9]{1,3}(?:\\.[0-9]{1,3}){3}");
  private static final Pattern IPV6 = Pattern.compile("[0-9a-fA-F:.]+");

  private EmailAddresses() {}

  static boolean wellFormed(CharSequence value) {
    String address = value.toString();
    int at = address.lastIndexOf('@');
    if (at < 0) {
      return false;
    }
    String local = address.substring(0, at);
    return local.length() <= MAX_LOCAL_PART
        && LOCAL_PART.matcher(local).matches()
        && host(address.substring(at + 1));
  }

  private static boolean host(String host) {
    if (host.startsWith("[") && host.endsWith("]") && host.length() > 1) {
      return ipLiteral(host.substring(1, host.length() - 1));
    }
    if (!HOST_NAME.matcher(host).matches()) {
      return false;
    }
    try {
      return IDN.toASCII(host).length() <= MAX_HOST;
    } catch (IllegalArgumentException labelTooLong) {
      return false;
    }
  }

  private static boolean ipLiteral(String literal) {
    if (IPV4.matcher(literal).matches()) {
      return true;
    }
    return literal.regionMatches(true, 0, "IPv6:", 0, 5)
        && IPV6.matcher(literal.substring(5)).matches()
        && ipv6(literal.substring(5));
  }

  private static boolean ipv6(String address) {
    if (address.indexOf(':') < 0) {
      return false;
    }
    try {
      return java.net.InetAddress.getByName("[" + address + "]") instanceof java.net.Inet6Address;
    } catch (java.net.UnknownHostException notAnAddress) {
      return false;
    }
  }
}
