// Glossary entries for people and for scripts.
import {
  LANG_NAMES,
  type Glossary,
  type GlossaryEntry,
  type GlossaryRefKind,
  type Rule,
} from '../rules/corpus-model.js';
import { entryByTerm } from '../rules/glossary-entries.js';
import type { GlossaryMatch } from '../search/glossary-lookup.js';
import type { Style } from './style.js';
import { HANG } from './layout-marks.js';
import { escapeControls } from './terminal-text.js';
import type { GlossaryDocument } from './json-documents.js';

const REF_LABEL: Record<GlossaryRefKind, string> = {
  siehe: 'Siehe',
  'siehe-auch': 'Siehe auch',
  vergleiche: 'Vergleiche',
  see: 'See',
  'see-also': 'See also',
};

/** At most this many of the rules an entry points to are shown; `mtg-judge rule` shows the rest. */
const CITED_RULES_SHOWN = 6;

export function renderGlossaryText(
  glossary: Glossary,
  matches: GlossaryMatch[],
  style: Style,
  rules: readonly Rule[] = [],
): string {
  const [best, ...others] = matches;
  if (!best) return '';
  // An imported glossary is text from outside: its words pass through escapeControls, the styling does not.
  const safe = escapeControls;
  const out: string[] = [];
  const see = glossary.lang === 'de' ? 'Siehe' : 'See';
  // "priority → Vorrang": the term list led from the term asked for to this headword.
  if (best.translatedFrom)
    out.push(
      style.dim(
        safe(
          `${best.translatedFrom} → ${best.via ?? best.entry.term} (${LANG_NAMES[glossary.lang]}, by the term list)`,
        ),
      ),
    );
  if (best.via) out.push(style.dim(safe(`${best.via} → ${see} ${best.entry.term}`)));
  out.push(`${style.bold.green(safe(best.entry.term))}  ${style.dim(safe(glossary.title))}`);
  for (const paragraph of safe(best.entry.text).split('\n\n')) out.push(`  ${HANG}${paragraph}`);
  for (const kind of Object.keys(REF_LABEL) as GlossaryRefKind[]) {
    const refs = best.entry.refs.filter((ref) => ref.kind === kind);
    if (refs.length > 0)
      out.push(`  ${style.italic(REF_LABEL[kind])}: ${safe(refs.map((ref) => ref.target || ref.text).join(', '))}`);
  }
  const followed = followedEntries(glossary, best.entry);
  if (followed.length > 0) out.push('');
  for (const entry of followed) {
    const first = entry.text.split('\n\n')[0] ?? '';
    out.push(`  → ${HANG}${style.bold(safe(entry.term))}: ${safe(first)}`);
  }
  out.push(...renderCitedRules(best.entry, rules, style));
  if (others.length > 0) out.push('', style.dim(safe(`Also close: ${others.map((m) => m.entry.term).join(', ')}`)));
  return out.join('\n') + '\n';
}

/** The rules an entry's "See rule …" points to, each on a line of its own. */
function renderCitedRules(entry: GlossaryEntry, rules: readonly Rule[], style: Style): string[] {
  if (rules.length === 0) return [];
  const out = [''];
  for (const rule of rules.slice(0, CITED_RULES_SHOWN)) {
    const first = rule.text.split('\n\n')[0] ?? '';
    out.push(`  → ${HANG}${style.bold(rule.number)} ${escapeControls(first)}`);
  }
  if (rules.length > CITED_RULES_SHOWN)
    out.push(style.dim(`  … mtg-judge rule ${(entry.cites ?? []).join(' ')} shows all ${rules.length}`));
  return out;
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

/** The document of `glossary TERM --json`: best match first, with the rules the best entry points to. */
export function glossaryJson(matches: readonly GlossaryMatch[], rules: readonly Rule[] = []): GlossaryDocument {
  const entries = matches.map(({ entry, score, via, translatedFrom }) => ({
    term: entry.term,
    lang: entry.lang,
    text: entry.text,
    seeAlso: entry.refs.map((ref) => ref.target || ref.text),
    refs: entry.refs,
    aliases: entry.aliases,
    ...(entry.cites ? { cites: entry.cites } : {}),
    score: Math.round(score * 100) / 100,
    ...(via ? { redirectedFrom: via } : {}),
    ...(translatedFrom ? { translatedFrom } : {}),
  }));
  const cited = rules.map(({ number, lang, edition, text }) => ({ number, lang, edition, text }));
  return { schemaVersion: 1, entries, ...(cited.length > 0 ? { rules: cited } : {}) };
}
