package dev.imcp.runtime;

/** Whether a class is on this JVM's class path, asked without loading it. */
final class OnClassPath {
  private OnClassPath() {}

  static boolean has(String className) {
    try {
      Class.forName(className, false, OnClassPath.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
