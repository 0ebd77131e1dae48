// Search hits for people (a label, where it comes from, and a snippet with the matched words
// highlighted) and for scripts (the JSON of the contract in the README).
import { LANG_NAMES } from '../rules/corpus-model.js';
import type { SearchHit, SearchOutcome } from '../search/search.js';
import { makeSnippet } from '../search/snippet.js';
import type { Style } from './style.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { escapeControls } from './terminal-text.js';
import { HANG } from './layout-marks.js';
import type { SearchDocument, SearchResultJson } from './json-documents.js';

export interface SearchTextOptions {
  style: Style;
}

export function renderSearchText(outcome: SearchOutcome, options: SearchTextOptions): string {
  const { style } = options;
  const out: string[] = [];
  for (const hit of outcome.hits) {
    // An imported edition is text from outside: escaped before it is styled.
    out.push(`${style.bold.green(escapeControls(label(hit)))}  ${style.dim(escapeControls(describe(hit)))}`);
    // A section's title is its label already; what helps is how to see its rules.
    if (hit.doc.isSection) out.push(`  all its rules: mtg-judge rule ${hit.doc.number} --lang ${hit.doc.lang}`);
    else out.push(renderSnippet(hit, options));
    if (hit.counterparts.length > 0)
      out.push(
        style.dim(
          `  Counterparts: ${hit.counterparts.map((c) => `${LANG_NAMES[c.lang]} ${c.edition} ${c.number}`).join(', ')}`,
        ),
      );
    out.push('');
  }
  if (outcome.total > outcome.hits.length) {
    out.push(style.dim(`Showing ${outcome.hits.length} of ${outcome.total} results; use --limit to see more.`));
  }
  return out.join('\n') + (out.at(-1) === '' ? '' : '\n');
}

function label(hit: SearchHit): string {
  const { doc } = hit;
  if (doc.kind === 'glossary') return doc.term ?? '';
  if (doc.isSection) return `${doc.number} ${doc.sectionTitle}`;
  return doc.number ?? '';
}

/** "rule · German 2024-03-08 · 807 Variante Riesentumult (Grand Melee)" */
function describe(hit: SearchHit): string {
  const { doc } = hit;
  const language = LANG_NAMES[doc.lang];
  if (doc.kind === 'rule') {
    const where = doc.isSection ? 'section' : `${doc.section} ${doc.sectionTitle}`;
    return `rule · ${language} ${doc.edition} · ${where}`;
  }
  return `${doc.kind} · ${language} · ${doc.source}`;
}

function renderSnippet(hit: SearchHit, options: SearchTextOptions): string {
  // A glossary entry is found by its term; its definition starts at the beginning.
  // The marks are offsets into the text as it is; each piece is escaped as it is put together.
  const snippet = makeSnippet(hit.doc.body, hit.marks, { fromStart: hit.doc.kind === 'glossary' });
  const before = snippet.cutBefore ? '…' : '';
  const text = `${before}${snippet.text}${snippet.cutAfter ? '…' : ''}`;
  // The output layer wraps the snippet on a terminal, hanging under its first word.
  let marked = '';
  let at = 0;
  for (const [start, end] of snippet.marks) {
    const from = start + before.length;
    marked +=
      escapeControls(text.slice(at, from)) +
      options.style.bold.yellow(escapeControls(text.slice(from, end + before.length)));
    at = end + before.length;
  }
  marked += escapeControls(text.slice(at));
  return `  ${HANG}${marked}`;
}

/** The document of `search --json`: best match first. */
export function searchJson(outcome: SearchOutcome): SearchDocument {
  return { schemaVersion: 1, results: outcome.hits.map(hitJson), total: outcome.total };
}

/** A hit as JSON. Only rules, glossary entries and house rules are shown, each with its names (documents.ts). */
function hitJson(hit: SearchHit): SearchResultJson {
  const { doc } = hit;
  const score = Math.round(hit.score * 100) / 100;
  if (doc.kind === 'glossary')
    return { kind: doc.kind, term: doc.term!, lang: doc.lang, text: doc.text, score, source: doc.source };
  if (doc.kind === 'house-rule') {
    return {
      kind: doc.kind,
      number: doc.number!,
      lang: doc.lang,
      text: doc.text,
      score,
      version: doc.edition,
      heading: doc.keywords,
    };
  }
  return {
    kind: 'rule',
    number: doc.number!,
    lang: doc.lang,
    edition: doc.edition!,
    text: doc.text,
    score,
    section: doc.section!,
    sectionTitle: doc.sectionTitle!,
    ...(doc.isSection ? { isSection: true as const } : {}),
    counterparts: hit.counterparts,
  };
}

/** What a query of nothing but stop words gets: a hint, and exit 1. */
export function stopWordsDiagnostic(query: string): Diagnostic {
  return {
    code: 'search/only-stop-words',
    severity: 'error',
    message: `"${query}" has only words too common to search for`,
    notes: ['add a word that names what you look for, e.g. mtg-judge search range of influence'],
  };
}

/** What a search that found nothing says: where it looked, near terms, and other languages. */
export function searchMissDiagnostic(
  query: string,
  where: string,
  near: readonly string[],
  elsewhere: SearchOutcome['elsewhere'],
): Diagnostic {
  const notes: string[] = [];
  if (near.length > 0) notes.push(`near terms: ${near.join(', ')}`);
  for (const { lang, count } of elsewhere) {
    notes.push(`${count} ${count === 1 ? 'hit' : 'hits'} in ${LANG_NAMES[lang]}: try --lang ${lang}, or no --lang`);
  }
  return { code: 'search/not-found', severity: 'error', message: `nothing found for "${query}" in ${where}`, notes };
}
