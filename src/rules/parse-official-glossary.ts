// The glossary at the end of an official Comprehensive Rules text: after the last
// "Glossary" heading, up to "Credits", one entry per paragraph: the term on its first line,
// then the definition, one line per sense ("1. …", "2. …"). An entry points to rules
// ("See rule 702.2, “Deathtouch.”") and to other entries ("See Typecycling.", "See also
// Dependency."). Pure.
import type { Glossary, GlossaryEntry, GlossaryRef, Lang } from './corpus-model.js';
import type { Parsed } from './corpus-model.js';
import { extractCitations } from './citations.js';

/** Where the glossary and the credits start (0-based lines), or -1. */
export interface GlossaryBounds {
  start: number;
  credits: number;
}

export function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/u, '').split(/\r\n|\r|\n/u);
}

/**
 * The "Glossary" heading after the rules (the contents name it too, before them), and the
 * "Credits" after it. `after` is the line (0-based) of the last rule.
 */
export function findGlossary(lines: readonly string[], after: number): GlossaryBounds {
  let start = lines.length - 1;
  while (start > after && lines[start]!.trim() !== 'Glossary') start--;
  if (start <= after) start = -1;
  const credits = start < 0 ? -1 : lines.findIndex((line, i) => i > start && line.trim() === 'Credits');
  return { start, credits };
}

/** The glossary after the rules; `lastRuleLine` (1-based) is where the last rule ends. */
export function parseOfficialGlossary(
  text: string,
  sourceFile: string,
  ref: { lang: Lang; edition: string },
  lastRuleLine: number,
): Parsed<Glossary> {
  const lines = splitLines(text);
  const { start, credits } = findGlossary(lines, lastRuleLine - 1);
  const entries: GlossaryEntry[] = [];
  if (start >= 0) {
    const end = credits < 0 ? lines.length : credits;
    let block: { line: number; text: string }[] = [];
    for (let i = start + 1; i <= end; i++) {
      const line = i < end ? lines[i]!.replace(/[\s\u00A0]+/gu, ' ').trim() : '';
      if (line !== '') block.push({ line: i + 1, text: line });
      else if (block.length > 0) {
        entries.push(entryOf(block, sourceFile, ref.lang));
        block = [];
      }
    }
  }
  resolveRefs(entries);
  return {
    schemaVersion: 1,
    lang: ref.lang,
    edition: ref.edition,
    title: `Glossary of the Comprehensive Rules, ${ref.edition}`,
    sourceFile,
    entries,
    orphans: [],
  };
}

const REDIRECT = /^See ((?!rules? |section )[^.]+)\.$/u;
const SEE_ALSO = /See also ([^.]+)\./gu;

function entryOf(block: { line: number; text: string }[], file: string, lang: Lang): GlossaryEntry {
  const [head, ...body] = block;
  const paragraphs = body.map((line) => line.text);
  const redirect = paragraphs.length === 1 ? REDIRECT.exec(paragraphs[0]!) : null;
  const refs: GlossaryRef[] = redirect
    ? [{ kind: 'see', text: redirect[1]!, target: '' }]
    : paragraphs.flatMap((p) =>
        [...p.matchAll(SEE_ALSO)].map((m) => ({ kind: 'see-also' as const, text: m[1]!, target: '' })),
      );
  return {
    term: head!.text,
    aliases: [],
    lang,
    text: redirect ? '' : paragraphs.join('\n\n'),
    redirect: redirect !== null,
    refs,
    cites: extractCitations(paragraphs),
    source: { file, line: head!.line, endLine: block.at(-1)!.line },
  };
}

/**
 * A reference names a term as printed, though case may differ, a plural may name a
 * singular headword ("Continuous Effects") and a headword may list several forms ("Kicker,
 * Kicked"). One naming several terms ("X and Y") is split.
 */
function resolveRefs(entries: GlossaryEntry[]): void {
  const terms = entries.map((entry) => entry.term);
  const find = (text: string): string => {
    const wanted = text.toLowerCase();
    const singular = wanted.replace(/s$/u, '');
    return (
      terms.find((term) => term.toLowerCase() === wanted) ??
      terms.find((term) => term.toLowerCase() === singular) ??
      terms.find((term) => term.toLowerCase().startsWith(`${wanted},`)) ??
      ''
    );
  };
  for (const entry of entries) {
    entry.refs = entry.refs.flatMap((ref) => {
      const whole = find(ref.text);
      if (whole !== '') return [{ ...ref, target: whole }];
      const parts = ref.text.split(/,\s*(?:and\s+)?|\s+and\s+/u).filter(Boolean);
      return parts.map((text) => ({ ...ref, text, target: find(text) }));
    });
  }
}
