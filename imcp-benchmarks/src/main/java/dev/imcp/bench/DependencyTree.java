package dev.imcp.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * This module's dependency tree as {@code mvn dependency:tree -Dverbose} prints it (written at build time), and from it
 * the class path Maven would give an application that declares only some of these dependencies: their closure, each
 * artifact where Maven's nearest-wins puts it, in Maven 3's order (depth first, in declaration order).
 */
final class DependencyTree {
  /** One line of the tree: {@code key} is {@code groupId:artifactId}, with {@code :classifier} when there is one. */
  record Node(String key, String artifactId, String classifier, String file, String scope) {}

  private final Map<String, Node> nodes = new HashMap<>();
  /** Each artifact's dependencies, from the one line where the tree expands it (elsewhere it is "omitted"). */
  private final Map<String, List<Node>> children = new HashMap<>();

  private DependencyTree() {}

  static DependencyTree parse(List<String> lines) {
    DependencyTree tree = new DependencyTree();
    List<String> parents = new ArrayList<>();
    for (String line : lines) {
      int start = 0;
      while (start < line.length() && "|+-\\ ".indexOf(line.charAt(start)) >= 0) {
        start++;
      }
      if (start == line.length()) {
        continue;
      }
      int depth = start / 3;
      boolean omitted = line.charAt(start) == '(';
      Node node = node(line.substring(start + (omitted ? 1 : 0)).split("[ )]", 2)[0]);
      while (parents.size() > depth) {
        parents.remove(parents.size() - 1);
      }
      if (depth > 0) {
        tree.children.get(parents.get(depth - 1)).add(node);
      }
      parents.add(node.key());
      if (!omitted) {
        tree.nodes.putIfAbsent(node.key(), node);
        tree.children.putIfAbsent(node.key(), new ArrayList<>());
      }
    }
    return tree;
  }

  /** {@code groupId:artifactId:type[:classifier]:version[:scope]}; the root line has a packaging and no scope. */
  private static Node node(String coordinates) {
    String[] parts = coordinates.split(":");
    if (parts.length < 4) {
      throw new IllegalArgumentException("not a dependency: " + coordinates);
    }
    boolean classified = parts.length == 6;
    String classifier = classified ? parts[3] : "";
    String version = parts[classified ? 4 : 3];
    String key = parts[0] + ":" + parts[1] + (classified ? ":" + classifier : "");
    String file = parts[1] + "-" + version + (classified ? "-" + classifier : "") + ".jar";
    String scope = parts.length == 4 ? "compile" : parts[parts.length - 1];
    return new Node(key, parts[1], classifier, file, scope);
  }

  /**
   * The artifacts on the class path of an application whose dependencies are {@code roots}, in that order: Maven keeps
   * the occurrence nearest the application (the first one at that depth) and lists the class path depth first.
   */
  List<Node> closure(List<String> roots) {
    Map<String, String> chosenUnder = new HashMap<>();
    List<String> level = new ArrayList<>(new LinkedHashSet<>(roots));
    level.forEach(root -> chosenUnder.put(expanded(root), ""));
    while (!level.isEmpty()) {
      List<String> next = new ArrayList<>();
      for (String key : level) {
        for (Node child : children.get(key)) {
          if (onClassPath(child) && chosenUnder.putIfAbsent(expanded(child.key()), key) == null) {
            next.add(child.key());
          }
        }
      }
      level = next;
    }
    List<Node> path = new ArrayList<>();
    new LinkedHashSet<>(roots).forEach(root -> visit(root, chosenUnder, path));
    return path;
  }

  private void visit(String key, Map<String, String> chosenUnder, List<Node> path) {
    path.add(nodes.get(key));
    for (Node child : children.get(key)) {
      if (key.equals(chosenUnder.get(child.key()))) {
        visit(child.key(), chosenUnder, path);
      }
    }
  }

  /** The key, checked to be one the tree expands, so that its dependencies are known. */
  private String expanded(String key) {
    if (!nodes.containsKey(key)) {
      throw new IllegalArgumentException(key + " is not in the dependency tree");
    }
    return key;
  }

  private static boolean onClassPath(Node node) {
    return node.scope().equals("compile") || node.scope().equals("runtime");
  }
}
