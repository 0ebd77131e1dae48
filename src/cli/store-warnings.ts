// What is wrong in the data directory, as one warning line each on stderr: the path, what
// it costs, and how to repair it (lib/context.ts). Shipped lookups go on regardless.
import type { Io } from './io.js';
import type { StoreProblem } from '../rules/edition-list.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { renderDiagnostic } from '../report/render-diagnostic.js';
import type { Style } from '../report/style.js';
import { storeWarnings } from '../lib/context.js';

export function warnStoreProblems(io: Io, problems: readonly StoreProblem[], style: Style): void {
  writeWarnings(io, storeWarnings(problems), style);
}

export function writeWarnings(io: Io, warnings: readonly Diagnostic[], style: Style): void {
  for (const warning of warnings) io.stderr(renderDiagnostic(warning, style) + '\n');
}
