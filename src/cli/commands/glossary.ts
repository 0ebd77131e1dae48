// mtg-judge glossary TERM: look the term up (lib/glossary-reply.ts), render the entries
// and the rules they refer to.
import type { CommandContext } from '../command-context.js';
import { styleFor } from '../options.js';
import { givenLang, libraryContext, writeReply } from '../library.js';
import { glossaryReply } from '../../lib/glossary-reply.js';
import { renderGlossaryText } from '../../report/render-glossary.js';
import type { Style } from '../../report/style.js';

export async function runGlossary({ io, args, options }: CommandContext): Promise<number> {
  const errorStyle = await styleFor(io, options, 'stderr');
  const limit = typeof options.limit === 'number' ? options.limit : undefined;
  const reply = await glossaryReply(args, { lang: givenLang(options), limit }, libraryContext(io, errorStyle));
  const { glossary, matches, rules } = reply;
  const text =
    glossary && matches.length > 0 ? (style: Style) => renderGlossaryText(glossary, matches, style, rules) : undefined;
  return writeReply(io, options, reply, { errorStyle, text });
}
