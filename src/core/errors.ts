// The error every layer raises for bad input or usage that is not a bug: a file that may
// not be written, a flag without meaning, a locked store. The command line prints it as a
// diagnostic (code, message, notes) and exits 2, never with a stack trace. Problems found
// in a file the user gave are Diagnostics instead, collected rather than thrown.

export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    readonly notes: string[] = [],
    /** A stable code, e.g. "io/read-only"; "usage" for a command line that does not parse. */
    readonly code: string = 'usage',
  ) {
    super(message);
  }
}

/**
 * Known by its name, not by instanceof: each command is bundled apart from the program
 * (src/build/bundle.ts), so a command's UsageError is another copy of the class.
 */
export function isUsageError(error: unknown): error is UsageError {
  return error instanceof Error && error.name === 'UsageError' && Array.isArray((error as UsageError).notes);
}
