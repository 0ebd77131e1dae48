// The imported editions as a ruling reaches them (judge/rule-under-edition.ts): their list,
// and each one's text read section by section (a ruling reads the sections it cites), with
// its chapter 8 counterparts. Nothing is read until a scenario names an edition that is not
// shipped, so that ruling under the shipped rules costs no look into the data directory.
// An imported edition whose files are damaged is left out, and the problem kept for the
// command to warn about.
import { editionKey, type CounterpartTable, type EditionRef, type Section } from '../rules/corpus-model.js';
import { groupOf } from '../rules/counterparts.js';
import type { EditionText, ImportedEditions } from '../rules/find-in-edition.js';
import type { StoreProblem } from '../rules/edition-list.js';
import {
  readCorpusIndex,
  readCounterpartTable,
  readFingerprints,
  readLaterFingerprints,
  readingAroundSync,
  readRuleCorpus,
  type CorpusView,
} from './read-corpus.js';

/** The German 2024 text: the numbers of the 2024 rules, in the counterpart table. */
const NUMBERS_2024 = 'de-2024-03-08';

export interface ImportedRulesReader extends ImportedEditions {
  /** What was found wrong in the data directory, once anything was read. */
  problems: () => readonly StoreProblem[];
}

export function readImportedRules(userDir: string | undefined): ImportedRulesReader {
  let corpus: CorpusView | undefined;
  let table: CounterpartTable | undefined;
  const texts = new Map<string, EditionText>();
  const view = () => (corpus ??= usable(readCorpusIndex(userDir)));
  const counterparts = () => (table ??= readCounterpartTable(view()));
  return {
    editions: () =>
      view()
        .editions.filter((e) => e.dir !== undefined)
        .map(({ lang, edition }) => ({ lang, edition })),
    text: (edition) => {
      const key = editionKey(edition);
      let text = texts.get(key);
      if (!text) texts.set(key, (text = editionText(view(), edition, counterparts)));
      return text;
    },
    fingerprints: readFingerprints,
    laterFingerprints: readLaterFingerprints,
    problems: () => corpus?.problems ?? [],
  };
}

/** The corpus without the imported editions whose head or counterparts cannot be read. */
function usable(corpus: CorpusView): CorpusView {
  return readingAroundSync(corpus, (view) => {
    for (const entry of view.editions) {
      if (entry.dir === undefined) continue;
      readRuleCorpus(entry.file, entry.dir, []);
    }
    readCounterpartTable(view);
    return view;
  });
}

function editionText(view: CorpusView, edition: EditionRef, counterparts: () => CounterpartTable): EditionText {
  const key = editionKey(edition);
  const entry = view.editions.find((e) => e.dir !== undefined && editionKey(e) === key);
  if (!entry?.dir) throw new Error(`${key} is not imported`);
  const { file, dir } = entry;
  const sections: readonly Section[] = readRuleCorpus(file, dir, []).sections;
  return {
    edition,
    sections,
    rulesOf: (section) => readRuleCorpus(file, dir, [section]).rules,
    counterpart: (number) => {
      const numbers = groupOf(counterparts(), NUMBERS_2024, number)?.numbers;
      return numbers && Object.hasOwn(numbers, key) ? numbers[key] : undefined;
    },
  };
}
