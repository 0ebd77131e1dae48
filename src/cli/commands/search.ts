// mtg-judge search WORDS...: search (lib/search-reply.ts) and render the hits; a rule
// number is shown as `rule` shows it.
import type { CommandContext } from '../command-context.js';
import { styleFor } from '../options.js';
import { givenLang, libraryContext, writeReply } from '../library.js';
import { searchReply } from '../../lib/search-reply.js';
import { renderSearchText } from '../../report/render-search.js';
import type { Style } from '../../report/style.js';
import { writeRuleReply } from './rule.js';

export async function runSearch({ io, args, options }: CommandContext): Promise<number> {
  const errorStyle = await styleFor(io, options, 'stderr');
  const limit = typeof options.limit === 'number' ? options.limit : undefined;
  const lang = givenLang(options);
  const reply = await searchReply(args, { lang, edition: options.edition, limit }, libraryContext(io, errorStyle));
  if (reply.kind === 'number') return writeRuleReply(io, options, reply, errorStyle);
  const { outcome } = reply;
  const text = outcome.hits.length > 0 ? (style: Style) => renderSearchText(outcome, { style }) : undefined;
  return writeReply(io, options, reply, { errorStyle, text });
}
