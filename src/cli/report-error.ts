// What the user sees of an error a command throws: a usage error as its diagnostic, exit 2;
// anything else as a bug to report, with the start of its stack, exit 2 too.
import { type Io, EXIT } from './io.js';
import { isUsageError } from '../core/errors.js';
import { renderDiagnostic } from '../report/render-diagnostic.js';
import { createPlainStyle } from '../report/style.js';

export function reportError(error: unknown, io: Io): number {
  if (isUsageError(error)) {
    const diagnostic = { code: error.code, severity: 'error' as const, message: error.message, notes: error.notes };
    io.stderr(renderDiagnostic(diagnostic, createPlainStyle()) + '\n');
    return EXIT.usage;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.stderr(
    `mtg-judge: internal error: ${error instanceof Error ? error.message : String(error)}\n` +
      'This is a bug in mtg-judge. Please report it with the command you ran and this text:\n' +
      detail.split('\n').slice(0, 8).join('\n') +
      '\n',
  );
  return EXIT.usage;
}
