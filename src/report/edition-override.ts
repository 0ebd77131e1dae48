// The line that says a table is ruled under other rules than its file names (--edition).
import type { EditionYear } from '../core/scenario.js';

/** "ruled under the 2011 rules by --edition; the file says 2024", or undefined without --edition. */
export function editionOverrideNote(edition: EditionYear, fileEdition: EditionYear | undefined): string | undefined {
  if (fileEdition === undefined) return undefined;
  const file = fileEdition === edition ? `as the file does` : `the file says ${fileEdition}`;
  return `ruled under the ${edition} rules by --edition; ${file}`;
}
