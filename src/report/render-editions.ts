// The editions for people and for scripts: `mtg-judge editions`, and what `import` says it
// did. Paths and titles come from the disk and from imported files, so they pass through
// escapeControls on their way to a terminal.
import { LANG_NAMES, type Glossary, type RuleCorpus } from '../rules/corpus-model.js';
import { editionLabel } from '../rules/editions.js';
import type { EditionCounterparts } from '../rules/match-counterparts.js';
import type { EditionList } from '../rules/edition-list.js';
import type { EditionsDocument } from './json-documents.js';
import type { Style } from './style.js';
import { escapeControls } from './terminal-text.js';
import { HANG, WHOLE } from './layout-marks.js';

/** What `import` did. */
export interface ImportSummary {
  corpus: RuleCorpus;
  glossary: Glossary;
  counterparts: EditionCounterparts;
  encoding: string;
  folder: string;
  replaced?: { rules: number };
}

export function renderImported(summary: ImportSummary): string {
  const { corpus, glossary, counterparts, encoding, folder, replaced } = summary;
  const lines = [
    `imported ${editionLabel(corpus)}: ${count(corpus.rules.length, 'rule')} in ${count(corpus.sections.length, 'section')}, ${count(glossary.entries.length, 'glossary entry', 'glossary entries')}`,
  ];
  if (encoding !== 'UTF-8') lines.push(`  read as ${encoding} and converted to UTF-8`);
  const byFingerprint = counterparts.links.filter((link) => link.via === 'fingerprint').length;
  const total = counterparts.links.length + counterparts.unmatched.length;
  if (total > 0) {
    const how = `${byFingerprint} by fingerprint, ${counterparts.links.length - byFingerprint} by similarity`;
    lines.push(`  counterparts: ${counterparts.links.length} of its ${total} rules of 800–811 matched (${how})`);
  }
  if (counterparts.unmatched.length > 0)
    lines.push(`  no counterpart found for: ${counterparts.unmatched.join(', ')} (new rules, or rewritten)`);
  if (replaced) lines.push(`  replaced the ${editionLabel(corpus)} imported before (${count(replaced.rules, 'rule')})`);
  lines.push(`${WHOLE}  → ${escapeControls(folder)}`);
  return lines.join('\n') + '\n';
}

/**
 * The list for people; on a terminal, a long line wraps under the text beside its label,
 * but a path stays whole, to be copied.
 */
export function renderEditionList(list: EditionList, style: Style): string {
  const out: string[] = [];
  const line = (label: string, text: string, paint: (text: string) => string = (t) => t) =>
    out.push(paint(`  ${label.padEnd(8)} ${HANG}${escapeControls(text)}`));
  const path = (label: string, text: string) =>
    out.push(`${WHOLE}${style.dim(`  ${label.padEnd(8)} ${escapeControls(text)}`)}`);
  for (const row of list.editions) {
    const label = style.bold(`${LANG_NAMES[row.lang]} ${row.edition}`);
    const counts = `${count(row.rules, 'rule')} · ${row.glossaryEntries > 0 ? count(row.glossaryEntries, 'glossary entry', 'glossary entries') : 'no glossary'}`;
    out.push(`${label}  ${row.origin}  ${counts}`);
    if (row.problem) {
      line('damaged:', `${row.problem.path} ${row.problem.message}`, style.red);
      line('repair:', row.problem.repair);
    }
    if (row.replacedBy) out.push(style.dim(`  replaced by the imported edition of the same date`));
    if (row.unmatched && row.unmatched.length > 0) line('no counterpart:', row.unmatched.join(', '));
    path('from:', row.source);
    path('stored:', row.stored);
  }
  out.push('', style.bold('Glossaries'));
  for (const glossary of list.glossaries)
    out.push(`  ${escapeControls(glossary.title)}  shipped  ${count(glossary.entries, 'entry', 'entries')}`);
  out.push(
    '',
    `${WHOLE}Data directory: ${list.dataDir ? escapeControls(list.dataDir) : '(none: set MTG_JUDGE_HOME or HOME)'}`,
  );
  for (const problem of list.problems) {
    line('damaged:', `${problem.path} ${problem.message}`, style.red);
    line('repair:', problem.repair);
  }
  return out.join('\n') + '\n';
}

/** The document of `editions --json`. */
export function editionsJson(list: EditionList): EditionsDocument {
  return { schemaVersion: 1, ...list };
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
