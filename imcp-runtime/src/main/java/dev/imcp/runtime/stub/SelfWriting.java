package dev.imcp.runtime.stub;

/**
 * An object that writes its own JSON. Generated request records (and the records, lists and maps they hold) implement
 * it with writers derived from the same model as their Jackson annotations, so that a call writes its arguments with
 * Jackson's streaming core alone: no data-binding mapper and no reflection on the call path (building them was most
 * of a client's cold start). The annotations stay, for anyone who writes the records with a mapper of their own, and a
 * test holds both to the same JSON on every request of the real-server corpus.
 */
public interface SelfWriting {
  /**
   * Writes this object's members to {@code out}, as {@code ObjectMapper} would write them from the annotations: a
   * {@code null} member left out ({@code @JsonInclude(NON_NULL)}), the entries of an {@code @JsonAnyGetter} map as
   * members of their own. The runtime writes the braces around them.
   *
   * @param out where the members go
   */
  void writeMembers(JsonOut out);
}
