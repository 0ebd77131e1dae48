// The loader's checks say what is wrong and where, by path; this turns that into a
// Diagnostic with file, line and column.
import type { Diagnostic } from '../core/diagnostic.js';
import type { DocPath } from '../core/scenario.js';
import type { SourceMap } from './source-map.js';

export interface ReportOptions {
  notes?: (string | undefined)[];
  /** Point at the key of the path's last segment rather than its value. */
  atKey?: boolean;
}

export type Report = (code: string, message: string, path: DocPath, options?: ReportOptions) => void;

export function createReport(file: string, sourceMap: SourceMap, into: Diagnostic[]): Report {
  return (code, message, path, options = {}) => {
    const span = options.atKey ? sourceMap.keySpan(path) : sourceMap.span(path);
    const notes = (options.notes ?? []).filter((note): note is string => note !== undefined);
    into.push({ code, severity: 'error', message, file, ...span, ...(notes.length > 0 && { notes }) });
  };
}

/** Top to bottom, as the file reads; the sort is stable, so problems at one place keep their order. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic) => (d.start ? d.start.line * 1e6 + d.start.column : 0);
  return [...diagnostics].sort((a, b) => key(a) - key(b));
}
