// mtg-judge changes NUMBER... --from EDITION --to EDITION: what became of those rules
// between two editions, matched by counterparts (lib/changes-reply.ts).
import type { CommandContext } from '../command-context.js';
import { styleFor } from '../options.js';
import { givenLang, libraryContext, writeReply } from '../library.js';
import { describeChanges } from '../../rules/changes.js';
import { changesReply } from '../../lib/changes-reply.js';
import { renderChangesText } from '../../report/render-changes.js';

export async function runChanges({ io, args, options }: CommandContext): Promise<number> {
  const errorStyle = await styleFor(io, options, 'stderr');
  const editions = { from: String(options.from), to: String(options.to), lang: givenLang(options) };
  const reply = await changesReply(args, editions, libraryContext(io, errorStyle));
  const { from, to, plan } = reply;
  const title = `${describeChanges(from, to)}, ${args.join(' ')}: matched by counterparts`;
  return writeReply(io, options, reply, {
    errorStyle,
    text: (style) => renderChangesText({ title, from, to, plan }, style),
  });
}
