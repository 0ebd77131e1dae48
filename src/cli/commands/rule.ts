// mtg-judge rule NUMBER...: look the rules up (lib/rule-reply.ts), render them.
import type { CommandContext } from '../command-context.js';
import type { Io } from '../io.js';
import { styleFor } from '../options.js';
import { givenLang, libraryContext, writeReply } from '../library.js';
import { ruleReply, type RuleReply } from '../../lib/rule-reply.js';
import { renderRulesText } from '../../report/render-rules.js';
import type { Style } from '../../report/style.js';

export async function runRule({ io, args, options }: CommandContext): Promise<number> {
  const errorStyle = await styleFor(io, options, 'stderr');
  const lang = givenLang(options);
  const reply = await ruleReply(args, { lang, edition: options.edition }, libraryContext(io, errorStyle));
  return writeRuleReply(io, options, reply, errorStyle);
}

/** The rules found, their notes, and what was not found; also for a search that is a rule number. */
export function writeRuleReply(
  io: Io,
  options: CommandContext['options'],
  reply: RuleReply,
  errorStyle: Style,
): Promise<number> {
  const text = reply.plan.items.length > 0 ? (style: Style) => renderRulesText(reply.plan, { style }) : undefined;
  return writeReply(io, options, reply, { errorStyle, text });
}
