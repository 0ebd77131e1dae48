// An official edition as a ruling reads it (rules/find-in-edition.ts, EditionText), built
// from the official text in MTG_JUDGE_OFFICIAL_RULES as an import would store it: its
// rules by section, and its chapter 8 counterparts matched against the shipped table.
import { readFileSync } from 'node:fs';
import type { CounterpartTable, RuleCorpus } from '../../src/rules/corpus-model.js';
import { groupOf } from '../../src/rules/counterparts.js';
import type { EditionText } from '../../src/rules/find-in-edition.js';
import type { RuleFingerprints } from '../../src/rules/fingerprints.js';
import { withImportedCounterparts } from '../../src/rules/imported-counterparts.js';
import { matchCounterparts } from '../../src/rules/match-counterparts.js';
import { parseOfficialRules } from '../../src/rules/parse-official-rules.js';
import { readOfficialText } from '../official-rules.js';

const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as T;

export const shippedFingerprints = readJson<RuleFingerprints>('rules-data/fingerprints.en-2024-03-08.json');
const table = readJson<CounterpartTable>('rules-data/counterparts.json');
const en2011 = readJson<RuleCorpus>('rules-data/corpus/rules.en-2011-02-04.json');

/**
 * The official text of `date`, changed by `edit` where given (a later text of a rule,
 * for a test), with its counterparts unless `counterparts` is false.
 */
export function officialEditionText(
  date: string,
  options: { edit?: (text: string) => string; counterparts?: boolean } = {},
): EditionText {
  const source = (options.edit ?? ((text: string) => text))(readOfficialText(date));
  const corpus = parseOfficialRules(source, `MagicCompRules-${date}.txt`, 'en');
  const edition = { lang: 'en' as const, edition: date };
  const text: EditionText = {
    edition,
    sections: corpus.sections,
    rulesOf: (section) => corpus.rules.filter((rule) => rule.section === section),
  };
  if (options.counterparts === false) return text;
  const linked = matchCounterparts({
    edition,
    rules: corpus.rules,
    fingerprints: shippedFingerprints,
    reference: { edition: { lang: 'en', edition: '2011-02-04' }, rules: en2011.rules },
    table,
  });
  const merged = withImportedCounterparts(table, [linked]);
  const key = `en-${date}`;
  return {
    ...text,
    counterpart: (number) => {
      const numbers = groupOf(merged, 'de-2024-03-08', number)?.numbers;
      return numbers && Object.hasOwn(numbers, key) ? numbers[key] : undefined;
    },
  };
}
