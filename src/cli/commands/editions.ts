// mtg-judge editions: every edition, shipped or imported, with its counts, source and
// place, damaged ones included. mtg-judge editions remove LANG DATE: removes an imported
// edition; a shipped one cannot be removed.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { UsageError } from '../../core/errors.js';
import { suggest } from '../../core/did-you-mean.js';
import { styleFor } from '../options.js';
import { LANG_NAMES, type Lang } from '../../rules/corpus-model.js';
import { chooseEditions } from '../../rules/choose-editions.js';
import { renderEditionList } from '../../report/render-editions.js';
import { userDataDir } from '../../io/data-dirs.js';
import { removeEdition } from '../../io/edition-store.js';
import { inspectEditions } from '../../io/inspect-editions.js';
import { editionsReply } from '../../lib/editions-reply.js';
import { givenLang, writeReply } from '../library.js';

export async function runEditions({ io, args, options }: CommandContext): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'remove') return runRemove(io.env, rest, (text) => io.stdout(text), options.json === true);
  if (action !== undefined) {
    const near = suggest(action, ['remove'], 1);
    throw new UsageError(`"${action}" is not something editions does`, [
      near.length > 0
        ? `did you mean "${near[0]}"?`
        : 'mtg-judge editions lists them; mtg-judge editions remove LANG DATE removes one',
    ]);
  }
  // --lang X lists the editions of one language; without it, or with --lang alone, every one.
  const reply = editionsReply({ lang: givenLang(options) }, { dataDir: userDataDir(io.env) });
  const errorStyle = await styleFor(io, options, 'stderr');
  return writeReply(io, options, reply, { errorStyle, text: (style) => renderEditionList(reply.list, style) });
}

async function runRemove(
  env: Record<string, string | undefined>,
  args: string[],
  out: (text: string) => void,
  json: boolean,
): Promise<number> {
  const [given, date, extra] = args;
  const lang = given?.toLowerCase();
  const example = 'for example: mtg-judge editions remove en 2026-01-16';
  if (lang !== undefined && !Object.hasOwn(LANG_NAMES, lang))
    throw new UsageError(`"${given}" is not a language: en, de or it`, [example]);
  if (!lang || !date || extra !== undefined)
    throw new UsageError('editions remove takes a language and a date', [example]);
  const dir = userDataDir(env);
  const list = inspectEditions(dir);
  // The language is named, so the locale decides nothing.
  const choice = chooseEditions(list.editions, {
    value: `${lang}-${date}`,
    locale: lang as Lang,
    flag: '',
    importHint: false,
  });
  if (choice.problem) throw new UsageError(choice.problem.message, choice.problem.notes, 'editions/unknown');
  const edition = choice.editions[0]!;
  const label = `${LANG_NAMES[edition.lang]} ${edition.edition}`;
  const imported = list.editions.find(
    (e) => e.origin === 'imported' && e.lang === edition.lang && e.edition === edition.edition,
  );
  if (!imported || !dir)
    throw new UsageError(
      `${label} is shipped with mtg-judge, so it cannot be removed.`,
      ['only editions added with mtg-judge import can be removed; mtg-judge editions lists them'],
      'editions/shipped',
    );
  const removed = await removeEdition(dir, imported);
  if (!removed)
    throw new UsageError(`${label} is not imported`, ['mtg-judge editions lists the editions'], 'editions/unknown');
  const shipped = list.editions.some(
    (e) => e.origin === 'shipped' && e.lang === edition.lang && e.edition === edition.edition,
  );
  if (json)
    out(
      JSON.stringify(
        { schemaVersion: 1, removed: { lang: removed.lang, edition: removed.edition, rules: removed.rules } },
        null,
        2,
      ) + '\n',
    );
  else out(`removed ${label} (${removed.rules} rules)${shipped ? `; the shipped ${label} is used again` : ''}\n`);
  return EXIT.ok;
}
