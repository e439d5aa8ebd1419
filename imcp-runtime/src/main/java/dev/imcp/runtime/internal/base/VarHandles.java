package dev.imcp.runtime.internal.base;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The field handles the runtime's lock-free state changes run on (a request's state, an observation's end, an
 * exchange's connection), looked up where a class is initialized: a field that is not there is a bug of the runtime,
 * so it fails that class's initialization.
 */
public final class VarHandles {
  private VarHandles() {}

  /**
   * {@return the handle of a field of the class that made {@code lookup}}
   *
   * @param lookup {@code MethodHandles.lookup()} of the class that declares the field, which may be private
   * @param field the field's name
   * @param type the field's type
   */
  public static VarHandle field(MethodHandles.Lookup lookup, String field, Class<?> type) {
    try {
      return lookup.findVarHandle(lookup.lookupClass(), field, type);
    } catch (ReflectiveOperationException e) {
      // The class initialization that looked it up wraps it in an ExceptionInInitializerError;
      // throwing that here loaded its class (parsed, not in the JDK's class-data archive) on every
      // client's way to its first call.
      throw new IllegalStateException(e);
    }
  }
}
