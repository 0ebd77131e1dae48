// mtg-judge eval FILE: let the judge answer the file's questions (lib/eval-reply.ts), show
// the answers with the cited rules in the reader's language.
import type { CommandContext } from '../command-context.js';
import { styleFor } from '../options.js';
import { libraryContext, writeReply } from '../library.js';
import { evalFileReply } from '../../lib/eval-reply.js';
import { renderEvalText } from '../../report/render-eval.js';

export async function runEval({ io, args, options }: CommandContext): Promise<number> {
  const file = args[0]!;
  const errorStyle = await styleFor(io, options, 'stderr');
  const evalOptions = { edition: options.edition, lang: options.lang };
  const reply = evalFileReply(file, evalOptions, libraryContext(io, errorStyle));
  const { result, cited } = reply;
  return writeReply(io, options, reply, {
    errorStyle,
    text: result.scenario ? (style) => renderEvalText(result, cited, style) : undefined,
    sources: { [file]: result.source },
  });
}
