package dev.imcp.corpus;

import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * Invalid requests made from a valid one, one constraint broken at a time: each Bean Validation constraint that the
 * generated record carries at a place the valid request fills (on a component, on a list element or map value, inside
 * nested records) is broken by a value chosen for it: null where {@code @NotNull}, one too few or too many characters
 * or elements for {@code @Size}, one below or above (and the nearest double beyond) a bound, a string the
 * {@code @Pattern} does not match, an address that is not one. A bad enum constant cannot be written (the type
 * forbids it). The records are rebuilt through their canonical constructors; a value a constructor refuses (a null
 * element, which {@code List.copyOf} rejects) or does not keep (null for a required list, which it holds as an empty
 * one) is no request and is left out.
 */
final class InvalidRequests {
  /** Places nested deeper than this are not broken: the shapes repeat below. */
  private static final int MAX_DEPTH = 8;
  /** At most this many invalid requests per valid one, so that 1,000-tool servers stay quick. */
  private static final int MAX_CASES = 256;

  private static final List<String> NOT_MATCHING = List.of(
      "", " ", "!", "0", "A", "a", "-", "~ no match ~", "\n", "x".repeat(300), "\u00e9\u00e9");

  /**
   * One invalid request.
   *
   * @param pointer the JSON pointer of the broken value
   * @param broken which constraint is broken, and how
   * @param request the whole request, the broken value in place
   * @param cascaded whether validation reaches the place (every record on the way is {@code @Valid}), so that a
   *     violation must be found
   */
  record Case(String pointer, String broken, Object request, boolean cascaded) {}

  private final List<Case> cases = new ArrayList<>();

  private InvalidRequests() {}

  /** {@return the invalid requests made from {@code valid}, a generated record} */
  static List<Case> of(Object valid) {
    InvalidRequests found = new InvalidRequests();
    found.record(valid, "", true, 0, UnaryOperator.identity());
    return found.cases;
  }

  private void record(
      Object record, String pointer, boolean cascaded, int depth, UnaryOperator<Object> put) {
    if (depth > MAX_DEPTH) {
      return;
    }
    Class<?> type = record.getClass();
    RecordComponent[] components = type.getRecordComponents();
    for (int i = 0; i < components.length; i++) {
      RecordComponent component = components[i];
      Object value = read(component, record);
      List<Annotation> annotations = annotations(component);
      String at = Components.jsonName(type, component)
          .map(name -> pointer + "/" + name.replace("~", "~0").replace("/", "~1"))
          .orElse(pointer);
      int index = i;
      UnaryOperator<Object> here = replacement -> put.apply(with(record, index, replacement));
      value(value, component.getAnnotatedType(), annotations, at, cascaded, depth, here);
    }
  }

  private void value(
      @Nullable Object value,
      AnnotatedType type,
      List<Annotation> annotations,
      String pointer,
      boolean cascaded,
      int depth,
      UnaryOperator<Object> put) {
    Class<?> raw = raw(type.getType());
    for (Annotation annotation : annotations) {
      breakConstraint(annotation, value, raw, annotations, pointer, cascaded, put);
    }
    if (value == null || cases.size() >= MAX_CASES) {
      return;
    }
    boolean valid = annotations.stream().anyMatch(a -> a instanceof Valid);
    if (value instanceof Optional<?> optional && optional.isPresent()) {
      AnnotatedType element = argument(type, 0);
      value(
          optional.get(),
          element,
          annotations(element),
          pointer,
          cascaded && valid,
          depth,
          v -> put.apply(Optional.ofNullable(v)));
    } else if (value instanceof List<?> list && !list.isEmpty()) {
      AnnotatedType element = argument(type, 0);
      List<Annotation> elementAnnotations = annotations(element);
      boolean cascades =
          cascaded && (valid || elementAnnotations.stream().anyMatch(a -> a instanceof Valid));
      value(list.get(0), element, elementAnnotations, pointer + "/0", cascades, depth + 1, v -> {
        List<Object> copy = new ArrayList<>(list);
        copy.set(0, v);
        return put.apply(copy);
      });
    } else if (value instanceof Map<?, ?> map && !map.isEmpty()) {
      AnnotatedType element = argument(type, 1);
      List<Annotation> elementAnnotations = annotations(element);
      boolean cascades =
          cascaded && (valid || elementAnnotations.stream().anyMatch(a -> a instanceof Valid));
      Object key = map.keySet().iterator().next();
      value(
          map.get(key),
          element,
          elementAnnotations,
          pointer + "/" + key,
          cascades,
          depth + 1,
          v -> {
            Map<Object, Object> copy = new LinkedHashMap<>(map);
            copy.put(key, v);
            return put.apply(copy);
          });
    } else if (value.getClass().isRecord()) {
      record(value, pointer, cascaded && valid, depth + 1, put);
    }
  }

  private void breakConstraint(
      Annotation annotation,
      @Nullable Object value,
      Class<?> raw,
      List<Annotation> annotations,
      String pointer,
      boolean cascaded,
      UnaryOperator<Object> put) {
    if (annotation instanceof NotNull && value != null && !raw.isPrimitive()) {
      add(pointer, "@NotNull: missing", null, cascaded, put);
    } else if (value == null) {
      return;
    } else if (annotation instanceof Size size) {
      size(size, value, pointer, cascaded, put);
    } else if (annotation instanceof Min min && min.value() > Long.MIN_VALUE) {
      number(
          BigDecimal.valueOf(min.value() - 1),
          raw,
          pointer,
          "@Min(" + min.value() + ")",
          cascaded,
          put);
    } else if (annotation instanceof Max max && max.value() < Long.MAX_VALUE) {
      number(
          BigDecimal.valueOf(max.value() + 1),
          raw,
          pointer,
          "@Max(" + max.value() + ")",
          cascaded,
          put);
    } else if (annotation instanceof DecimalMin min) {
      decimal(new BigDecimal(min.value()), min.inclusive(), -1, raw, pointer, cascaded, put);
    } else if (annotation instanceof DecimalMax max) {
      decimal(new BigDecimal(max.value()), max.inclusive(), 1, raw, pointer, cascaded, put);
    } else if (annotation instanceof Pattern pattern && value instanceof String) {
      pattern(pattern, annotations, pointer, cascaded, put);
    } else if (annotation instanceof Email && value instanceof String) {
      add(pointer, "@Email: \"not an address\"", "not an address", cascaded, put);
    }
  }

  private void size(
      Size size, Object value, String pointer, boolean cascaded, UnaryOperator<Object> put) {
    String what = "@Size(min = " + size.min() + ", max = " + size.max() + "): ";
    if (value instanceof String) {
      if (size.min() > 0) {
        add(pointer, what + "too short", "x".repeat(size.min() - 1), cascaded, put);
      }
      if (size.max() < 10_000) {
        add(pointer, what + "too long", "x".repeat(size.max() + 1), cascaded, put);
      }
    } else if (value instanceof Collection<?> collection) {
      List<?> elements = new ArrayList<>(collection);
      if (size.min() > 0 && elements.size() >= size.min() - 1) {
        Collection<Object> fewer = value instanceof Set ? new LinkedHashSet<>() : new ArrayList<>();
        fewer.addAll(elements.subList(0, size.min() - 1));
        add(pointer, what + "too few elements", fewer, cascaded, put);
      }
      if (size.max() < 1_000 && !elements.isEmpty() && !(value instanceof Set)) {
        List<Object> more = new ArrayList<>();
        for (int i = 0; i <= size.max(); i++) {
          more.add(elements.get(i % elements.size()));
        }
        add(pointer, what + "too many elements", more, cascaded, put);
      }
    } else if (value instanceof Map<?, ?> map && size.min() > 0 && map.size() >= size.min() - 1) {
      Map<Object, Object> fewer = new LinkedHashMap<>();
      map.entrySet().stream()
          .limit(size.min() - 1)
          .forEach(e -> fewer.put(e.getKey(), e.getValue()));
      add(pointer, what + "too few members", fewer, cascaded, put);
    }
  }

  /** Beyond a decimal bound: by one, and where the value is a double, by the least step. */
  private void decimal(
      BigDecimal bound,
      boolean inclusive,
      int side,
      Class<?> raw,
      String pointer,
      boolean cascaded,
      UnaryOperator<Object> put) {
    String what = (side < 0 ? "@DecimalMin(" : "@DecimalMax(") + bound.toPlainString()
        + (inclusive ? "" : ", exclusive") + ")";
    boolean integer = raw != double.class
        && raw != Double.class
        && raw != float.class
        && raw != Float.class
        && raw != BigDecimal.class;
    BigDecimal beyond = integer
        ? (side < 0
            ? bound
                .setScale(0, RoundingMode.CEILING)
                .subtract(inclusive ? BigDecimal.ONE : BigDecimal.ZERO)
            : bound
                .setScale(0, RoundingMode.FLOOR)
                .add(inclusive ? BigDecimal.ONE : BigDecimal.ZERO))
        : inclusive ? bound.add(BigDecimal.valueOf(side)) : bound;
    number(beyond, raw, pointer, what + " by one", cascaded, put);
    if ((raw == double.class || raw == Double.class) && inclusive) {
      double edge = bound.doubleValue();
      double next = side < 0 ? Math.nextDown(edge) : Math.nextUp(edge);
      if (new BigDecimal(next).compareTo(bound) * side > 0) {
        add(pointer, what + " by the least step: " + next, next, cascaded, put);
      }
    }
  }

  private void number(
      BigDecimal number,
      Class<?> raw,
      String pointer,
      String what,
      boolean cascaded,
      UnaryOperator<Object> put) {
    Object value;
    try {
      if (raw == long.class || raw == Long.class) {
        value = number.longValueExact();
      } else if (raw == int.class || raw == Integer.class) {
        value = number.intValueExact();
      } else if (raw == double.class || raw == Double.class) {
        value = number.doubleValue();
      } else if (raw == float.class || raw == Float.class) {
        value = number.floatValue();
      } else if (raw == BigDecimal.class) {
        value = number;
      } else if (raw == BigInteger.class) {
        value = number.toBigIntegerExact();
      } else {
        return;
      }
    } catch (ArithmeticException e) {
      return; // beyond what the type can hold: the type itself keeps the bound
    }
    add(pointer, what + ": " + value, value, cascaded, put);
  }

  private void pattern(
      Pattern pattern,
      List<Annotation> annotations,
      String pointer,
      boolean cascaded,
      UnaryOperator<Object> put) {
    int flags = 0;
    for (Pattern.Flag flag : pattern.flags()) {
      flags |= flag.getValue();
    }
    java.util.regex.Pattern compiled = java.util.regex.Pattern.compile(pattern.regexp(), flags);
    Size size =
        (Size) annotations.stream().filter(a -> a instanceof Size).findFirst().orElse(null);
    String chosen = null;
    for (String candidate : NOT_MATCHING) {
      if (!compiled.matcher(candidate).matches()) {
        boolean fits =
            size == null || (candidate.length() >= size.min() && candidate.length() <= size.max());
        if (fits || chosen == null) {
          chosen = candidate;
        }
        if (fits) {
          break;
        }
      }
    }
    if (chosen != null) {
      add(
          pointer,
          "@Pattern(" + pattern.regexp() + "): \"" + chosen.replace("\n", "\\n") + "\"",
          chosen,
          cascaded,
          put);
    }
  }

  private void add(
      String pointer,
      String broken,
      @Nullable Object value,
      boolean cascaded,
      UnaryOperator<Object> put) {
    if (cases.size() >= MAX_CASES) {
      return;
    }
    Object request;
    try {
      request = put.apply(value);
    } catch (Refused e) {
      return;
    }
    cases.add(new Case(pointer.isEmpty() ? "/" : pointer, broken, request, cascaded));
  }

  /** A canonical constructor refused a value. */
  private static final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refused(@Nullable Throwable cause) {
      super(cause);
    }
  }

  private static Object with(Object record, int index, @Nullable Object replacement) {
    RecordComponent[] components = record.getClass().getRecordComponents();
    Object[] arguments = new Object[components.length];
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      arguments[i] = i == index ? replacement : read(components[i], record);
    }
    try {
      Constructor<?> constructor = record.getClass().getDeclaredConstructor(types);
      constructor.setAccessible(true);
      Object rebuilt = constructor.newInstance(arguments);
      if (!Objects.equals(read(components[index], rebuilt), replacement)) {
        // The constructor does not keep it (a required list given null holds an empty one).
        throw new Refused(null);
      }
      return rebuilt;
    } catch (InvocationTargetException | IllegalArgumentException e) {
      throw new Refused(e);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static @Nullable Object read(RecordComponent component, Object record) {
    try {
      var accessor = component.getAccessor();
      accessor.setAccessible(true);
      return accessor.invoke(record);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The constraints at a component: on its accessor (where javac spreads declaration annotations) and its type. */
  private static List<Annotation> annotations(RecordComponent component) {
    Map<Class<?>, Annotation> found = new LinkedHashMap<>();
    for (Annotation annotation : component.getAccessor().getAnnotations()) {
      found.putIfAbsent(annotation.annotationType(), annotation);
    }
    for (Annotation annotation : component.getAnnotatedType().getAnnotations()) {
      found.putIfAbsent(annotation.annotationType(), annotation);
    }
    return List.copyOf(found.values());
  }

  private static List<Annotation> annotations(AnnotatedType type) {
    return List.of(type.getAnnotations());
  }

  private static AnnotatedType argument(AnnotatedType type, int index) {
    if (type instanceof AnnotatedParameterizedType parameterized
        && parameterized.getAnnotatedActualTypeArguments().length > index) {
      return parameterized.getAnnotatedActualTypeArguments()[index];
    }
    return OBJECT;
  }

  private static final AnnotatedType OBJECT = new AnnotatedType() {
    @Override
    public Type getType() {
      return Object.class;
    }

    @Override
    public <T extends Annotation> @Nullable T getAnnotation(Class<T> annotationClass) {
      return null;
    }

    @Override
    public Annotation[] getAnnotations() {
      return new Annotation[0];
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
      return new Annotation[0];
    }
  };

  private static Class<?> raw(Type type) {
    if (type instanceof Class<?> c) {
      return c;
    }
    if (type instanceof ParameterizedType p) {
      return (Class<?>) p.getRawType();
    }
    return Object.class;
  }
}
