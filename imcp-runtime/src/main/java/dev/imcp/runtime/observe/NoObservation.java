package dev.imcp.runtime.observe;

/** {@link RequestObservation#none()}. */
enum NoObservation implements RequestObservation {
  INSTANCE;

  @Override
  public void ended(RequestOutcome outcome) {}
}
