package dev.imcp.runtime.redeploy;

import java.io.File;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * {@link RedeployTest}'s JVM: deploys {@link RedeployedApp} in a class loader of its own (the runtime and its
 * dependencies with it, as a web application's lib folder), lets it call the server named by the arguments on this
 * thread (a server's request thread), undeploys it and waits for its class loader to be collected. Prints the answer,
 * then {@code collected} or {@code kept}; a fresh JVM, because whatever the JVM starts once (a JDK timer thread, say)
 * is started by the first application that needs it, and only then keeps that application.
 */
public final class RedeployCheck {
  private static final long BOUND_MILLIS = 20_000;

  private RedeployCheck() {}

  public static void main(String[] args) throws Exception {
    ReferenceQueue<ClassLoader> collected = new ReferenceQueue<>();
    WeakReference<ClassLoader> loader = deployCallAndUndeploy(List.of(args), collected);
    long deadline = System.nanoTime() + BOUND_MILLIS * 1_000_000;
    Reference<? extends ClassLoader> gone = null;
    while (gone == null && System.nanoTime() < deadline) {
      System.gc();
      gone = collected.remove(100);
    }
    System.out.println(gone == loader ? "collected" : "kept");
  }

  private static WeakReference<ClassLoader> deployCallAndUndeploy(
      List<String> server, ReferenceQueue<ClassLoader> collected) throws Exception {
    try (URLClassLoader application =
        new URLClassLoader("application", classPath(), ClassLoader.getPlatformClassLoader())) {
      @SuppressWarnings("unchecked")
      Function<List<String>, String> app = (Function<List<String>, String>)
          application.loadClass(RedeployedApp.class.getName()).getConstructor().newInstance();
      if (app.getClass().getClassLoader() != application) {
        throw new IllegalStateException("the application was not loaded by its own loader");
      }
      System.out.println("answer: " + app.apply(server));
      return new WeakReference<>(application, collected);
    }
  }

  /** This JVM's class path (a manifest-only jar included: the loader follows its Class-Path). */
  private static URL[] classPath() throws MalformedURLException {
    List<String> entries =
        Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));
    URL[] urls = new URL[entries.size()];
    for (int i = 0; i < urls.length; i++) {
      urls[i] = Path.of(entries.get(i)).toUri().toURL();
    }
    return urls;
  }
}
