// The editions (`mtg-judge editions`): every edition, shipped or imported, with its counts,
// source and place, damaged ones included.
import { inspectEditions } from '../io/inspect-editions.js';
import { editionsJson } from '../report/render-editions.js';
import type { EditionsDocument } from '../report/json-documents.js';
import type { EditionList } from '../rules/edition-list.js';
import type { Context } from './context.js';
import type { Reply } from './reply.js';
import type { EditionsOptions } from './options.js';

export type EditionsReply = Reply<EditionsDocument> & { list: EditionList };

/** The list shows what is wrong in the data directory itself, so it warns of nothing. */
export function editionsReply(options: EditionsOptions, context: Pick<Context, 'dataDir'>): EditionsReply {
  const all = inspectEditions(context.dataDir);
  const { lang } = options;
  const list =
    lang === undefined || lang === 'all'
      ? all
      : {
          ...all,
          editions: all.editions.filter((e) => e.lang === lang),
          glossaries: all.glossaries.filter((g) => g.lang === lang),
        };
  return { document: editionsJson(list), list, notes: [], problems: [], status: 'ok' };
}
