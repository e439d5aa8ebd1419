package com.example.app;

import com.example.notes.WriteNoteRequest;

/** Compiles against the SDK generated from the protected server. */
public final class App {
  private App() {}

  public static WriteNoteRequest note() {
    return new WriteNoteRequest("hello");
  }
}
