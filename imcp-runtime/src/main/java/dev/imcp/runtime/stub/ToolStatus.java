package dev.imcp.runtime.stub;

/** How a tool the SDK was generated for stands on the live server. */
public enum ToolStatus {
  /** Listed with the same contract. */
  AVAILABLE,
  /** Listed, changed in ways that do not break generated calls (new optional arguments, new descriptions, …). */
  CHANGED,
  /** Listed, changed in a way that breaks generated calls. */
  BROKEN,
  /** Not listed: removed, or (for iMCP) its service is switched off. */
  MISSING,
  /** Not compared (policy {@link DriftPolicy#IGNORE}, or the tool list could not be read). */
  UNKNOWN
}
