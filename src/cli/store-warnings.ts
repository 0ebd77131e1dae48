// What is wrong in the data directory, as one warning line each on stderr: the path, what
// it costs, and how to repair it. Shipped lookups go on regardless.
import type { Io } from './io.js';
import type { StoreProblem } from '../rules/edition-list.js';
import { renderDiagnostic } from '../report/render-diagnostic.js';
import { escapeControls } from '../report/terminal-text.js';
import type { Style } from '../report/style.js';

export function warnStoreProblems(io: Io, problems: readonly StoreProblem[], style: Style): void {
  const seen = new Set<string>();
  for (const problem of problems) {
    const message = escapeControls(`${problem.path} ${problem.message}; to repair: ${problem.repair}`);
    if (seen.has(message)) continue;
    seen.add(message);
    io.stderr(renderDiagnostic({ code: problem.code, severity: 'warning', message }, style) + '\n');
  }
}
