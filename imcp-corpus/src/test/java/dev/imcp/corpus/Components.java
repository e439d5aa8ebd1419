package dev.imcp.corpus;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.Optional;

/** What a generated record's components say about JSON: their member names, and the annotations javac spread. */
final class Components {
  private Components() {}

  static Optional<String> jsonName(Class<?> record, RecordComponent component) {
    if (has(record, component, JsonAnyGetter.class)
        || has(record, component, JsonAnySetter.class)) {
      return Optional.empty();
    }
    JsonProperty property = annotationOf(record, component, JsonProperty.class);
    if (property != null && !property.value().isEmpty()) {
      return Optional.of(property.value());
    }
    return Optional.of(component.getName());
  }

  static boolean has(
      Class<?> record,
      RecordComponent component,
      Class<? extends java.lang.annotation.Annotation> type) {
    return annotationOf(record, component, type) != null;
  }

  /** A component's annotation, wherever javac put it: on the component, its field or its accessor. */
  private static <A extends java.lang.annotation.Annotation> A annotationOf(
      Class<?> record, RecordComponent component, Class<A> type) {
    A found = component.getAnnotation(type);
    if (found == null) {
      found = component.getAccessor().getAnnotation(type);
    }
    if (found == null) {
      try {
        Field field = record.getDeclaredField(component.getName());
        found = field.getAnnotation(type);
      } catch (NoSuchFieldException e) {
        return null;
      }
    }
    return found;
  }
}
