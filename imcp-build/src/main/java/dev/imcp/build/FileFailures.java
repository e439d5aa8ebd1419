package dev.imcp.build;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Why a file could not be read or written, in words: the JDK's {@link FileSystemException}s often say no more than the
 * path ({@code AccessDeniedException: /x}).
 */
final class FileFailures {
  private FileFailures() {}

  /** The reason, and what to check. */
  static String describe(Exception failure) {
    Throwable cause =
        failure instanceof UncheckedIOException unchecked ? unchecked.getCause() : failure;
    if (cause instanceof AccessDeniedException denied) {
      return "permission denied on " + denied.getFile() + ": check its owner and permissions";
    }
    if (cause instanceof FileAlreadyExistsException exists) {
      return exists.getFile()
          + " is in the way (a file where a directory is wanted, or the other way round)";
    }
    if (cause instanceof NotDirectoryException notDirectory) {
      return notDirectory.getFile() + " is a file where a directory is wanted";
    }
    if (cause instanceof NoSuchFileException missing) {
      return "no such file or directory: " + missing.getFile();
    }
    if (cause instanceof FileSystemException other && other.getReason() != null) {
      return other.getReason() + " (" + other.getFile() + ")";
    }
    return cause instanceof IOException && cause.getMessage() != null
        ? cause.getMessage()
        : String.valueOf(failure.getMessage());
  }
}
