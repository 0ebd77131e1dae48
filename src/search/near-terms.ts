// "Did you mean …" for a search that found nothing: words of the index vocabulary near the
// query's words, spelled as the texts spell them. Only runs after a miss, so it may scan.
import { editDistance, suggest } from '../core/did-you-mean.js';
import { inScope, type SearchScope } from './counterpart-hits.js';
import type { SearchDoc } from './documents.js';
import { foldedWords, wordSpans } from './normalise.js';
import { STOPWORDS } from './stopwords.js';
import { loadDoc, postingsOf, type TokenIndex } from './token-index.js';
import { partWords } from './index-part.js';

export function nearTerms(index: TokenIndex, query: string, scope: SearchScope, limit = 5): string[] {
  const words = foldedWords(query).filter((word) => !STOPWORDS.has(word));
  // A part is one edition, glossary or house rules: in the scope or not as a whole.
  const parts = index.parts.filter(({ offset }) => inScope(index.docs[offset]!, scope));
  const vocabulary = [...new Set(parts.flatMap(({ part }) => partWords(part)))].filter(
    (token) => token.length > 2 && !STOPWORDS.has(token),
  );
  const near = new Set<string>();
  for (const word of words) {
    // Of equally near words, those with the same first letter (typos rarely hit it), then the more common.
    const ranked = suggest(word, vocabulary, 20)
      .map((token) => ({
        token,
        distance: editDistance(word, token),
        same: token[0] === word[0] ? 0 : 1,
        docs: postingsOf(index, token).docs.length,
      }))
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          a.same - b.same ||
          b.docs - a.docs ||
          (a.token < b.token ? -1 : a.token > b.token ? 1 : 0),
      );
    for (const { token } of ranked.slice(0, 3)) {
      const id = postingsOf(index, token).docs.find((doc) => inScope(index.docs[doc]!, scope));
      near.add(id === undefined ? token : spelling(loadDoc(index, id), token));
    }
  }
  return [...near].slice(0, limit);
}

/** The word as the document writes it: "Einflussweite", not the folded "einflussweite". */
function spelling(doc: SearchDoc, token: string): string {
  for (const text of [...doc.names, doc.keywords ?? '', doc.body]) {
    const span = wordSpans(text).find((s) => s.folded === token);
    if (span) return text.slice(span.start, span.end);
  }
  return token;
}
