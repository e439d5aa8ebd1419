/**
 * What iMCP's tools return, as records. iMCP answers with schema.org JSON-LD as text; these records read it
 * tolerantly: unknown fields are ignored, a missing field is {@code null} (or an empty list), and dates take both forms
 * iMCP writes ({@code 2025-10-20T09:30:00.000-07:00} and {@code 2025-10-20T01:12:45Z}), keeping the offset.
 */
@NullMarked
package dev.imcp.sdk.model;

import org.jspecify.annotations.NullMarked;
