package dev.imcp.runtime.stub;

/**
 * A request object that checks its own constraints. Generated request records implement it with checks derived from
 * their Bean Validation annotations, reported with the same paths and messages as Hibernate Validator would report
 * them, so that a call validates without a Bean Validation provider and without reflection. The annotations stay, for
 * anyone who validates the records with a {@code Validator} of their own.
 */
public interface SelfValidating {
  /**
   * Reports, to {@code checks}, every constraint of this object and of the objects it holds that does not hold.
   *
   * @param checks where to report violations
   * @param path where this object is, ending in a dot ({@code alarms[0].}), or empty for the arguments themselves
   */
  void checkConstraints(ArgumentChecks checks, String path);
}
