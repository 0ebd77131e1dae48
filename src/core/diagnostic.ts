// Bad input is data: every problem the tool finds in what a user gave it becomes a
// Diagnostic. Parsers and validators collect them and return them; they do not throw.

export type Severity = 'error' | 'warning';

export interface Position {
  /** 1-based */
  line: number;
  /** 1-based */
  column: number;
}

export interface Diagnostic {
  /** Stable code, e.g. "scenario/unknown-player", "yaml/syntax". */
  code: string;
  severity: Severity;
  /** One sentence saying what is wrong. */
  message: string;
  file?: string;
  start?: Position;
  end?: Position;
  /** How to fix it, e.g. 'did you mean "Bianca"?'. */
  notes?: string[];
}

export interface Result<T> {
  value?: T;
  diagnostics: Diagnostic[];
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
