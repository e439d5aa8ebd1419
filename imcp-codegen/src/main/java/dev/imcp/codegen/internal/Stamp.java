package dev.imcp.codegen.internal;

import com.palantir.javapoet.AnnotationSpec;

/** {@code @Generated(value = "dev.imcp.codegen.Generator", comments = "snapshot sha256:…")}: no date, so output is stable. */
record Stamp(String generator, String snapshotFingerprint) {
  AnnotationSpec annotation() {
    return AnnotationSpec.builder(Types.GENERATED)
        .addMember("value", "$S", generator)
        .addMember("comments", "$S", "snapshot " + snapshotFingerprint)
        .build();
  }
}
