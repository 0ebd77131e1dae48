// `mtg-judge changes` for people and for scripts (the JSON of the contract). Reworded
// text comes from imported files, so it passes through escapeControls on its way to a
// terminal; a word diff reads as git's: [-taken out-]{+put in+}.
import type { EditionRef } from '../rules/corpus-model.js';
import type { Change, ChangesPlan } from '../rules/changes.js';
import type { WordDiff } from '../rules/word-diff.js';
import { HANG } from './layout-marks.js';
import type { Style } from './style.js';
import { escapeControls } from './terminal-text.js';
import type { ChangesDocument } from './json-documents.js';

export interface ChangesView {
  title: string;
  from: EditionRef;
  to: EditionRef;
  plan: ChangesPlan;
}

export function renderChangesText(view: ChangesView, style: Style): string {
  const { plan } = view;
  const out = [style.bold(view.title)];
  const kept: string[] = [];
  for (const change of plan.changes) {
    if (change.change === 'kept') {
      kept.push(change.from === change.to ? change.from : `${change.from} → ${change.to}`);
      continue;
    }
    out.push(
      `  ${style.bold(change.change.padEnd(10))}  ${numbers(change)}${'reworded' in change && change.reworded ? ' (reworded)' : ''}`,
    );
    if ('diff' in change && change.diff) out.push(`      ${HANG}${renderDiff(change.diff, style)}`);
  }
  if (kept.length > 0) out.push(`  ${style.dim(`kept: ${kept.join(', ')}`)}`);
  out.push(summary(plan.changes));
  return out.join('\n') + '\n';
}

function numbers(change: Change): string {
  // An added or removed subrule of a renumbered rule says so: "removed 810.7e (under 810.7 → 805.10)".
  const under = 'under' in change && change.under ? ` (under ${change.under.from} → ${change.under.to})` : '';
  if (change.change === 'added') return change.to + under;
  if (change.change === 'removed') return change.from + under;
  return change.from === change.to ? change.to : `${change.from} → ${change.to}`;
}

function renderDiff(diff: WordDiff, style: Style): string {
  return diff
    .map(([op, text]) => {
      const safe = escapeControls(text).replace(/\s+/gu, ' ');
      if (op === '-') return style.red.strikethrough(`[-${safe}-]`);
      if (op === '+') return style.green(`{+${safe}+}`);
      return safe;
    })
    .join('');
}

/** "3 added, 1 removed, 2 renumbered (1 also reworded), 1 reworded, 12 kept" */
function summary(changes: readonly Change[]): string {
  const kinds = ['added', 'removed', 'renumbered', 'reworded', 'kept'] as const;
  const counts = kinds.map((kind) => [kind, changes.filter((c) => c.change === kind).length] as const);
  const alsoReworded = changes.filter((c) => c.change === 'renumbered' && c.reworded).length;
  const said = counts
    .filter(([, n]) => n > 0)
    .map(
      ([kind, n]) =>
        `${n} ${kind}${kind === 'renumbered' && alsoReworded > 0 ? ` (${alsoReworded} also reworded)` : ''}`,
    );
  return said.length > 0 ? said.join(', ') : 'no rules';
}

/** The document of `changes --json`. */
export function changesJson(view: Omit<ChangesView, 'title'>): ChangesDocument {
  const ref = ({ lang, edition }: EditionRef) => ({ lang, edition });
  return { schemaVersion: 1, from: ref(view.from), to: ref(view.to), changes: view.plan.changes };
}
