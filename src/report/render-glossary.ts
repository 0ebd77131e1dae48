// Glossary entries for people and for scripts.
import type { Glossary, GlossaryEntry, GlossaryRefKind } from '../rules/corpus-model.js';
import { entryByTerm } from '../rules/glossary-entries.js';
import type { GlossaryMatch } from '../search/glossary-lookup.js';
import type { Style } from './style.js';
import { HANG } from './layout-marks.js';
import { escapeControls } from './terminal-text.js';

const REF_LABEL: Record<GlossaryRefKind, string> = {
  siehe: 'Siehe',
  'siehe-auch': 'Siehe auch',
  vergleiche: 'Vergleiche',
};

export function renderGlossaryText(glossary: Glossary, matches: GlossaryMatch[], style: Style): string {
  const [best, ...others] = matches;
  if (!best) return '';
  const out: string[] = [];
  if (best.via) out.push(style.dim(`${best.via} → Siehe ${best.entry.term}`));
  out.push(`${style.bold.green(best.entry.term)}  ${style.dim(glossary.title)}`);
  for (const paragraph of escapeControls(best.entry.text).split('\n\n')) out.push(`  ${HANG}${paragraph}`);
  for (const kind of ['siehe', 'siehe-auch', 'vergleiche'] as const) {
    const refs = best.entry.refs.filter((ref) => ref.kind === kind);
    if (refs.length > 0)
      out.push(`  ${style.italic(REF_LABEL[kind])}: ${refs.map((ref) => ref.target || ref.text).join(', ')}`);
  }
  const followed = followedEntries(glossary, best.entry);
  if (followed.length > 0) out.push('');
  for (const entry of followed) {
    const first = entry.text.split('\n\n')[0] ?? '';
    out.push(`  → ${style.bold(escapeControls(entry.term))}: ${escapeControls(first)}`);
  }
  if (others.length > 0) out.push('', style.dim(`Also close: ${others.map((m) => m.entry.term).join(', ')}`));
  return out.join('\n') + '\n';
}

/** The entries an entry's references lead to, each once. */
export function followedEntries(glossary: Glossary, entry: GlossaryEntry): GlossaryEntry[] {
  const seen = new Set<string>();
  const result: GlossaryEntry[] = [];
  for (const ref of entry.refs) {
    if (!ref.target || seen.has(ref.target)) continue;
    seen.add(ref.target);
    const target = entryByTerm(glossary, ref.target);
    if (target) result.push(target);
  }
  return result;
}

export function renderGlossaryJson(matches: GlossaryMatch[]): string {
  const entries = matches.map(({ entry, score, via }) => ({
    term: entry.term,
    lang: entry.lang,
    text: entry.text,
    seeAlso: entry.refs.map((ref) => ref.target || ref.text),
    refs: entry.refs,
    aliases: entry.aliases,
    score: Math.round(score * 100) / 100,
    ...(via ? { redirectedFrom: via } : {}),
  }));
  return JSON.stringify({ schemaVersion: 1, entries }, null, 2) + '\n';
}
