// "Did you mean …" for a search that found nothing: words of the texts near the query's
// words, spelled as the texts spell them. Only runs after a miss, so it may scan.
import { editDistance, nearLengths, nearLetters, suggest } from '../core/did-you-mean.js';
import type { Lang } from '../rules/corpus-model.js';
import type { SearchDoc } from './documents.js';
import { LANGS } from './lexicon.js';
import { foldedWords, wordSpans } from './normalise.js';
import { STOPWORDS } from './stopwords.js';
import { partsOf, postingsOf, type SearchIndex } from './token-index.js';
import { loadDoc } from './index-docs.js';
import { writtenWords } from './vocabulary.js';

/** Near words of the languages searched (one with --lang), best first. */
export function nearTerms(index: SearchIndex, query: string, lang: Lang | undefined, limit = 5): string[] {
  const words = foldedWords(query).filter((word) => !STOPWORDS.has(word));
  const near = new Set<string>();
  for (const language of lang ? [lang] : LANGS) {
    for (const word of words) {
      // Only the written words that may be near enough, of three letters or more.
      const { min, max } = nearLengths(word.length);
      const vocabulary = writtenWords(index, language, Math.max(3, min), max, nearLetters(word)).filter(
        (token) => !STOPWORDS.has(token),
      );
      // Of equally near words, those with the same first letter (typos rarely hit it), then the more common.
      const ranked = suggest(word, vocabulary, 20)
        .map((token) => ({
          token,
          distance: editDistance(word, token),
          same: token[0] === word[0] ? 0 : 1,
          holder: firstHolder(index, language, token),
        }))
        .sort(
          (a, b) =>
            a.distance - b.distance ||
            a.same - b.same ||
            b.holder.count - a.holder.count ||
            (a.token < b.token ? -1 : a.token > b.token ? 1 : 0),
        );
      for (const { token, holder } of ranked.slice(0, 3))
        near.add(holder.id === undefined ? token : spelling(loadDoc(index, holder.id), token));
    }
  }
  return [...near].slice(0, limit);
}

/** A shown document of the language holding the word, and how many do. */
function firstHolder(index: SearchIndex, lang: Lang, word: string): { id?: number; count: number } {
  const stem = index.stemmers[lang](word);
  let count = 0;
  let id: number | undefined;
  for (const p of partsOf(index, lang)) {
    const { docs, offset } = postingsOf(index, p, stem);
    count += docs.length;
    if (id === undefined && docs.length > 0 && index.parts[p]!.head.kind !== 'topic') id = offset + docs[0]!;
  }
  return { id, count };
}

/** The word as the document writes it: "Einflussweite", not the folded "einflussweite". */
function spelling(doc: SearchDoc, token: string): string {
  for (const text of [...doc.names, doc.keywords ?? '', doc.body]) {
    const span = wordSpans(text).find((s) => s.folded === token);
    if (span) return text.slice(span.start, span.end);
  }
  return token;
}
