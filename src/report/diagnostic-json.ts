// A diagnostic as the JSON documents show it (`check --json`, `eval --json`, the
// library): its position, severity, code, message and notes; the file is the document's.
import type { Diagnostic } from '../core/diagnostic.js';
import type { DiagnosticJson } from './json-documents.js';

export function diagnosticJson(d: Diagnostic): DiagnosticJson {
  return {
    ...(d.start && { line: d.start.line, column: d.start.column }),
    ...(d.end && { endLine: d.end.line, endColumn: d.end.column }),
    severity: d.severity,
    code: d.code,
    message: d.message,
    ...(d.notes && d.notes.length > 0 && { notes: d.notes }),
  };
}
