package dev.imcp.runtime.internal.validation;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.constraints.Email;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** The generated checks' {@code @Email} gives Hibernate Validator's verdict, so neither needs the other at run time. */
class EmailAddressesTest {
  private static final Validator HIBERNATE = Validation.byDefaultProvider()
      .configure()
      .messageInterpolator(new ParameterMessageInterpolator())
      .buildValidatorFactory()
      .getValidator();

  private static final List<String> PIECES = List.of(
      "a",
      "Z",
      "0",
      "9",
      ".",
      "..",
      "@",
      "@@",
      "-",
      "_",
      "+",
      "!",
      "#",
      "'",
      "*",
      "/",
      "=",
      "?",
      "^",
      "`",
      "{",
      "}",
      "|",
      "~",
      "\"",
      "\\",
      "\\\"",
      " ",
      "(",
      ")",
      ",",
      ":",
      ";",
      "<",
      ">",
      "[",
      "]",
      "é",
      "ü",
      "日本",
      "\u0000",
      "\t",
      "xn--",
      "example",
      "com",
      "x".repeat(63),
      "y".repeat(64),
      "1.2.3.4",
      "256",
      "IPv6:",
      "::1",
      "2001:db8::1",
      "fe80::",
      "ß",
      "\u200d",
      "\ud83d\ude00",
      "%",
      "&",
      "$");

  private static final List<String> CHOSEN = List.of(
      "someone@example.com",
      "first.last@example.com",
      "a@b",
      "a@b.c",
      ".a@b.c",
      "a.@b.c",
      "a..b@c.d",
      "\"a b\"@c.d",
      "\"a\\\"b\"@c.d",
      "\"\"@c.d",
      "a@-b.c",
      "a@b-.c",
      "a@b..c",
      "a@b.c.",
      "a@.b.c",
      "a@[1.2.3.4]",
      "a@[256.1.1.1]",
      "a@[IPv6:::1]",
      "a@[::1]",
      "a@[IPv6:2001:db8::1]",
      "a@[]",
      "a@[1.2.3]",
      "a@" + "x".repeat(64) + ".com",
      "a@" + "x".repeat(63) + ".com",
      "y".repeat(64) + "@b.c",
      "y".repeat(65) + "@b.c",
      "a@" + ("x".repeat(63) + ".").repeat(4) + "com",
      "é@ü.de",
      "a@日本.jp",
      "a@b@c.d",
      "@b.c",
      "a@",
      "a",
      "a b@c.d",
      "a@b c.d",
      "a@b_c.d",
      "a@1.2.3.4",
      "a@xn--nxasmq6b.com",
      "a@xn--.com",
      "a@\u200d.com",
      "a@b.\ud83d\ude00",
      "(comment)a@b.c",
      "a@B.COM");

  @Test
  void chosenAddressesGetHibernateValidatorsVerdict() {
    assertThat(disagreements(CHOSEN.stream())).isEmpty();
  }

  @Test
  void generatedAddressesGetHibernateValidatorsVerdict() {
    Random random = new Random(20261126);
    List<String> addresses = new ArrayList<>();
    for (int i = 0; i < 100_000; i++) {
      addresses.add(local(random) + (random.nextInt(10) == 0 ? "" : "@") + host(random));
    }
    assertThat(disagreements(addresses.stream())).isEmpty();
  }

  private static String local(Random random) {
    return pieces(random, 1 + random.nextInt(5));
  }

  private static String host(Random random) {
    return switch (random.nextInt(6)) {
      case 0 -> "[" + pieces(random, 1 + random.nextInt(3)) + "]";
      case 1 -> pieces(random, 1 + random.nextInt(3)) + "." + pieces(random, 1);
      default -> pieces(random, random.nextInt(4));
    };
  }

  private static String pieces(Random random, int count) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < count; i++) {
      text.append(random.nextInt(3) == 0 ? PIECES.get(random.nextInt(PIECES.size())) : "ab");
    }
    return text.toString();
  }

  private static List<String> disagreements(Stream<String> addresses) {
    return addresses
        .filter(address -> EmailAddresses.wellFormed(address) != hibernate(address))
        .distinct()
        .limit(20)
        .map(address -> "'" + address + "' hibernate=" + hibernate(address))
        .toList();
  }

  private static boolean hibernate(String address) {
    return HIBERNATE.validateValue(Address.class, "value", address).isEmpty();
  }

  private static final class Address {
    @Email
    @Nullable
    String value;
  }
}
