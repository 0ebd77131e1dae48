// The alternative the search was measured against: fuse.js alone over whole documents,
// with its token search (per-word fuzzy matching and BM25-style weights) and the location
// ignored. `npm run bench` prints its quality and speed next to ours. Pure.
import Fuse from 'fuse.js';
import { chooseEditions } from '../rules/editions.js';
import type { EditionRef } from '../rules/corpus-model.js';
import { collectDocuments, type SearchSources } from './documents.js';
import { inScope } from './counterpart-hits.js';
import { fold } from './normalise.js';
import { isWanted, type QueryCase } from './query-set.js';

export interface BaselineReport {
  top1: number;
  top3: number;
  /** Per query, ms. */
  times: number[];
}

export function measureFuseBaseline(
  sources: SearchSources,
  queries: readonly QueryCase[],
  now: () => number,
): BaselineReport {
  const docs = collectDocuments(sources).map((doc) => ({ doc, names: doc.names.map(fold), body: fold(doc.body) }));
  const fuse = new Fuse(docs, {
    keys: ['names', 'body'],
    useTokenSearch: true,
    ignoreLocation: true,
    includeScore: true,
    threshold: 0.4,
  });
  const editions: EditionRef[] = sources.corpora.map(({ lang, edition }) => ({ lang, edition }));
  let top1 = 0;
  let top3 = 0;
  const times: number[] = [];
  for (const query of queries) {
    const scope = { editions: chooseEditions(editions, query.lang).editions, langs: [query.lang] };
    const start = now();
    const hits = fuse.search(fold(query.q)).filter((hit) => inScope(hit.item.doc, scope));
    times.push(now() - start);
    const at = hits.slice(0, 3).findIndex((hit) => isWanted(hit.item.doc, query.want));
    if (at === 0) top1++;
    if (at !== -1) top3++;
  }
  return { top1: top1 / queries.length, top3: top3 / queries.length, times };
}
