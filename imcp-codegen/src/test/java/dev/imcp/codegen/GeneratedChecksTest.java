package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.stub.ArgumentChecks;
import dev.imcp.runtime.stub.SelfValidating;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.net.URI;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The checks generated into request records against Hibernate Validator reading the same records' annotations: for
 * thousands of seeded random records, valid and invalid, the same violations with the same paths and messages.
 */
class GeneratedChecksTest {
  private static final Validator VALIDATOR = Validation.byDefaultProvider()
      .configure()
      .messageInterpolator(new ParameterMessageInterpolator())
      .buildValidatorFactory()
      .getValidator();
  private static final int RECORDS_PER_CLASS = 400;

  @TempDir
  Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"constraints-zoo.json", "imcp-tools-list.json", "everything.json"})
  void generatedChecksReportWhatHibernateValidatorReports(String snapshot) {
    CompiledSdk sdk = CompiledSdk.compile(snapshot, "com.example.checks", dir);
    assertThat(sdk.errors).isEmpty();
    List<Class<?>> records = selfValidatingRecords(sdk);
    assertThat(records).isNotEmpty();
    Random random = new Random(20261122);
    List<String> mismatches = new ArrayList<>();
    Set<String> seen = new TreeSet<>();
    for (Class<?> type : records) {
      for (int i = 0; i < RECORDS_PER_CLASS; i++) {
        Object record = new RandomRecords(random).instance(type, 0);
        List<String> generated = generated(record);
        List<String> hibernate = hibernate(record);
        if (!new TreeSet<>(generated).equals(new TreeSet<>(hibernate))
            || generated.size() != hibernate.size()) {
          mismatches.add(record + "\n  generated: " + generated + "\n  hibernate: " + hibernate);
        }
        generated.forEach(violation -> kinds(violation, seen));
      }
    }
    assertThat(mismatches)
        .as("records whose generated checks disagree with Hibernate Validator")
        .isEmpty();
    if (snapshot.equals("constraints-zoo.json")) {
      assertThat(seen)
          .contains(
              "must not be null",
              "size must be between",
              "must match",
              "must be a well-formed email address",
              "must be greater than or equal to",
              "must be less than or equal to",
              "must be greater than",
              "must be less than",
              "<list element>",
              "<map value>",
              "cascaded element",
              "nested");
    }
  }

  @org.junit.jupiter.api.Test
  void patternsFindAMatchAnywhereAsJsonSchemaMeansThemAndTheirOwnAnchorsStillHold()
      throws Exception {
    CompiledSdk sdk = CompiledSdk.compile("constraints-zoo.json", "com.example.checks", dir);
    Class<?> strings = load(sdk, "com.example.checks.StringsRequest");

    Object request =
        strings(strings, Map.of("code", "xAB12", "name", "abc", "loose", "xbcx", "bounded", "ab"));

    assertThat(generated(request))
        .containsExactly("code: must match \"^[A-Z]{2}\\d{2,3}$\"")
        .isEqualTo(hibernate(request));
  }

  /** The generated checks' violations of a request record, in their order, as {@code path: message}. */
  private static List<String> generated(Object record) {
    return ArgumentChecks.of((SelfValidating) record).stream()
        .map(Object::toString)
        .toList();
  }

  /** Hibernate Validator's violations of the same record, sorted, in the same form. */
  private static List<String> hibernate(Object record) {
    return VALIDATOR.validate(record).stream()
        .map(v -> v.getPropertyPath() + ": " + v.getMessage())
        .sorted()
        .toList();
  }

  private static Object strings(Class<?> type, Map<String, String> values)
      throws ReflectiveOperationException {
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    Object[] arguments = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      arguments[i] = values.get(components[i].getName());
    }
    return type.getDeclaredConstructor(types).newInstance(arguments);
  }

  /** What kinds of check a violation came from, to show that the seeded records reach every kind. */
  private static void kinds(String violation, Set<String> seen) {
    int colon = violation.indexOf(": ");
    String path = violation.substring(0, colon);
    seen.add(violation
        .substring(colon + 2)
        .replaceAll(" -?[0-9]+ and -?[0-9]+$", "")
        .replaceAll(" (-?[0-9.]+|\".*\")$", ""));
    if (path.contains("<list element>")) {
      seen.add("<list element>");
    }
    if (path.contains("<map value>")) {
      seen.add("<map value>");
    }
    if (path.matches(".*\\]\\.\\w+")) {
      seen.add("cascaded element");
    }
    if (path.matches("\\w+\\.\\w+.*")) {
      seen.add("nested");
    }
  }

  private static List<Class<?>> selfValidatingRecords(CompiledSdk sdk) {
    List<Class<?>> found = new ArrayList<>();
    for (GeneratedFile file : sdk.generation.files()) {
      String name = file.path().replace('/', '.').replaceAll("\\.java$", "");
      if (!name.endsWith("package-info")) {
        collect(load(sdk, name), found);
      }
    }
    return found;
  }

  private static void collect(Class<?> type, List<Class<?>> found) {
    if (type.isRecord() && SelfValidating.class.isAssignableFrom(type)) {
      found.add(type);
    }
    for (Class<?> nested : type.getDeclaredClasses()) {
      collect(nested, found);
    }
  }

  private static Class<?> load(CompiledSdk sdk, String name) {
    try {
      return Class.forName(name, true, sdk.loader);
    } catch (ClassNotFoundException e) {
      throw new AssertionError(e);
    }
  }

  /** Records filled with values near and beyond the usual bounds, nulls, empty and short collections, nested records. */
  private static final class RandomRecords {
    private static final String[] STRINGS = {
      "",
      "a",
      "ab",
      "abc",
      "abcdef",
      "AB12",
      "AB123",
      "ab{c}",
      "12345",
      "x@example.org",
      "not an email",
      "a@b",
      "\"q\"",
      "$x",
      "xyz",
      "é",
      "bc"
    };
    private static final long[] LONGS = {
      Long.MIN_VALUE, -91, -1, 0, 1, 5, 10, 11, 31, 32, 100, 101, Long.MAX_VALUE
    };
    private static final double[] DOUBLES = {
      Double.NaN,
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY,
      -90.0000001,
      -90,
      -0.5,
      0,
      0.09999999999999999,
      0.1,
      0.5,
      1,
      90,
      90.5,
      100.5,
      100.50000000000001,
      1e9
    };
    private final Random random;

    RandomRecords(Random random) {
      this.random = random;
    }

    Object instance(Class<?> type, int depth) {
      RecordComponent[] components = type.getRecordComponents();
      Class<?>[] types = new Class<?>[components.length];
      Object[] values = new Object[components.length];
      for (int i = 0; i < components.length; i++) {
        types[i] = components[i].getType();
        values[i] = value(components[i].getGenericType(), depth);
      }
      try {
        Constructor<?> constructor = type.getDeclaredConstructor(types);
        constructor.setAccessible(true);
        return constructor.newInstance(values);
      } catch (InvocationTargetException e) {
        throw new AssertionError("cannot build " + type.getName(), e.getCause());
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
    }

    private Object value(Type type, int depth) {
      if (type instanceof Class<?> raw && raw.isPrimitive()) {
        return raw == long.class
            ? LONGS[random.nextInt(LONGS.length)]
            : raw == double.class ? DOUBLES[random.nextInt(DOUBLES.length)] : random.nextBoolean();
      }
      if (random.nextInt(5) == 0 || depth > 4) {
        return null;
      }
      if (type instanceof ParameterizedType parameterized) {
        Type[] arguments = parameterized.getActualTypeArguments();
        int size = random.nextInt(4);
        if (parameterized.getRawType() == List.class) {
          List<Object> list = new ArrayList<>();
          for (int i = 0; i < size; i++) {
            list.add(nonNull(arguments[0], depth + 1));
          }
          return list;
        }
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < size; i++) {
          map.put("k" + i, nonNull(arguments[1], depth + 1));
        }
        return map;
      }
      Class<?> raw = (Class<?>) type;
      if (raw == String.class) {
        return STRINGS[random.nextInt(STRINGS.length)];
      } else if (raw == Long.class) {
        return LONGS[random.nextInt(LONGS.length)];
      } else if (raw == Double.class) {
        return DOUBLES[random.nextInt(DOUBLES.length)];
      } else if (raw == Boolean.class) {
        return random.nextBoolean();
      } else if (raw.isEnum()) {
        Object[] constants = raw.getEnumConstants();
        return constants[random.nextInt(constants.length)];
      } else if (raw == OffsetDateTime.class) {
        return OffsetDateTime.parse("2026-11-22T10:00:00+01:00");
      } else if (raw == LocalDate.class) {
        return LocalDate.of(2026, 11, 22);
      } else if (raw == URI.class) {
        return URI.create("https://example.org");
      } else if (raw == UUID.class) {
        return new UUID(1, 2);
      } else if (raw.isRecord()) {
        return instance(raw, depth + 1);
      } else if (raw.isSealed()) {
        Class<?>[] branches = raw.getPermittedSubclasses();
        return instance(branches[random.nextInt(branches.length)], depth + 1);
      } else if (raw == Object.class) {
        return "json";
      }
      throw new AssertionError("no random values for " + raw);
    }

    private Object nonNull(Type type, int depth) {
      Object value;
      do {
        value = value(type, Math.min(depth, 4));
      } while (value == null);
      return value;
    }
  }
}
